import { useMemo } from 'react';
import {
  acceptInviteResponseSchema,
  inviteLinkSchema,
  invitePreviewSchema,
  type InviteLink,
  type InvitePreview,
} from '@shared/schemas/trip-invite';
import {
  acceptedInvitationSchema,
  invitationSentSchema,
  type InvitationSent,
} from '@shared/schemas/trip-invitation';
import {
  membersResponseSchema,
  type InviteMember,
  type MemberRole,
  type TripMember,
} from '@shared/schemas/trip-member';
import { useSyncEngine } from '../../session/db-context';
import { apiRequest, getJson } from '../../lib/api-client';
import type { SyncEngine } from '../../sync/sync-engine';

/**
 * The members and invite endpoints. Membership changes go through REST, never the outbox (the
 * server must know the username), so they need a connection. Failures are the api client's own
 * errors: `errorDescription` shows the server's `message` ('No traveller is called x').
 *
 * Screens read members from IndexedDB only, so after each change the sync engine pushes and
 * pulls, and the rows the change wrote arrive the same way as everybody else's. The answers
 * here are parsed (data from outside) but serve only to word a toast.
 */
export interface MembersApi {
  /**
   * Invites someone by username: the same answer whether or not they have an account, and
   * nothing changes on the trip until they join, so there is nothing to sync.
   */
  invite(tripId: string, invite: InviteMember): Promise<InvitationSent>;
  changeRole(tripId: string, userId: string, role: MemberRole): Promise<TripMember[]>;
  remove(tripId: string, userId: string): Promise<TripMember[]>;
  /**
   * This user leaves. Answers once the server has agreed, without waiting for the pull that
   * drops the trip from this device: the screen leaves the trip first, so it does not turn
   * into 'Trip not found' under the person's eyes.
   */
  leave(tripId: string, myUserId: string): Promise<void>;
  createLink(tripId: string, role: MemberRole): Promise<InviteLink>;
  preview(code: string): Promise<InvitePreview>;
  /** Joins, then waits for the pull that brings the trip (it may still fail: offline again). */
  accept(code: string): Promise<{ tripId: string }>;
  /** Joins the trip of an invitation by username, then waits for the pull that brings it. */
  joinInvitation(tripId: string): Promise<{ tripId: string }>;
  declineInvitation(tripId: string): Promise<void>;
}

const membersPath = (tripId: string) => `/api/trips/${encodeURIComponent(tripId)}/members`;
const memberPath = (tripId: string, userId: string) =>
  `${membersPath(tripId)}/${encodeURIComponent(userId)}`;
const invitePath = (code: string) => `/api/invites/${encodeURIComponent(code)}`;
const invitationPath = (tripId: string) => `/api/invitations/${encodeURIComponent(tripId)}`;

async function parsed<T>(res: Promise<Response>, schema: { parse(value: unknown): T }): Promise<T> {
  return schema.parse(await (await res).json());
}

export function createMembersApi(sync: Pick<SyncEngine, 'retryNow'>): MembersApi {
  /** Runs a change, then syncs so its rows reach this device's store before the caller goes on. */
  async function change<T>(run: () => Promise<T>): Promise<T> {
    const answer = await run();
    await sync.retryNow();
    return answer;
  }
  return {
    invite: (tripId, invite) =>
      parsed(apiRequest('POST', membersPath(tripId), invite), invitationSentSchema),
    changeRole: (tripId, userId, role) =>
      change(() =>
        parsed(apiRequest('PATCH', memberPath(tripId, userId), { role }), membersResponseSchema),
      ),
    remove: (tripId, userId) =>
      change(() => parsed(apiRequest('DELETE', memberPath(tripId, userId)), membersResponseSchema)),
    async leave(tripId, myUserId) {
      await apiRequest('DELETE', memberPath(tripId, myUserId));
      void sync.retryNow();
    },
    createLink: (tripId, role) =>
      parsed(
        apiRequest('POST', `/api/trips/${encodeURIComponent(tripId)}/invites`, { role }),
        inviteLinkSchema,
      ),
    preview: (code) => getJson(invitePath(code), invitePreviewSchema),
    accept: (code) =>
      change(() =>
        parsed(apiRequest('POST', `${invitePath(code)}/accept`), acceptInviteResponseSchema),
      ),
    joinInvitation: (tripId) =>
      change(() =>
        parsed(apiRequest('POST', `${invitationPath(tripId)}/accept`), acceptedInvitationSchema),
      ),
    async declineInvitation(tripId) {
      await apiRequest('DELETE', invitationPath(tripId));
    },
  };
}

/** The members API bound to the signed-in user's sync engine. */
export function useMembersApi(): MembersApi {
  const engine = useSyncEngine();
  return useMemo(() => createMembersApi(engine), [engine]);
}
