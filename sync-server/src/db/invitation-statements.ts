import { stmt } from './sql-statement';

/** A pending invitation as its invitee may see it: the trip's title and who invited them. */
export interface InvitationRow {
  tripId: string;
  role: string;
  createdAt: string;
  title: string;
  inviterUsername: string;
  inviterFirstName: string | null;
}

/**
 * Invitations by username (trip_invitations, decision 005). Every read is scoped to the invited
 * user, so one traveller's invitations are nobody else's to read or answer.
 */
export const INVITATION_STATEMENTS = {
  /**
   * The account a name denotes: that exact name first, else the one it equals but for case
   * (usernameKey); a pair that differ only by case from before the key are told apart by the
   * exact name.
   */
  userIdByName: stmt<[username: string, key: string, exact: string], { id: string }>(
    `select id from users where username = ? or username_key = ?
       order by case when username = ? then 0 else 1 end limit 1`,
  ),
  // A new invitation, or a pending one sent again (perhaps with another role).
  upsertInvitation: stmt<
    [{ tripId: string; userId: string; invitedBy: string; role: string; now: string }]
  >(
    `insert into trip_invitations (trip_id, user_id, invited_by, role, created_at)
       values (@tripId, @userId, @invitedBy, @role, @now)
       on conflict (trip_id, user_id) do update set invited_by = excluded.invited_by,
         role = excluded.role, created_at = excluded.created_at`,
  ),
  invitationsFor: stmt<[userId: string], InvitationRow>(
    `select i.trip_id as tripId, i.role, i.created_at as createdAt, t.title,
         u.username as inviterUsername, u.first_name as inviterFirstName
       from trip_invitations i join trips t on t.id = i.trip_id
         join users u on u.id = i.invited_by
       where i.user_id = ? order by i.created_at desc, i.trip_id`,
  ),
  invitationOf: stmt<[tripId: string, userId: string], { role: string }>(
    'select role from trip_invitations where trip_id = ? and user_id = ?',
  ),
  deleteInvitation: stmt<[tripId: string, userId: string]>(
    'delete from trip_invitations where trip_id = ? and user_id = ?',
  ),
};
