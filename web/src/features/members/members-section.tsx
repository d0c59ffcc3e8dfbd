import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MemberRole, TripMember } from '@shared/schemas/trip-member';
import { useOnlineStatus } from '../../lib/online-status';
import { useDb } from '../../session/db-context';
import type { TripDetails } from '../../db/live-queries';
import { notify } from '../../lib/toaster';
import { useSession } from '../../session/session-context';
import { SectionCard } from '../../components/section-card';
import { useWriteFailure } from '../../lib/write-errors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { InviteByUsernameForm } from './invite-by-username-form';
import { InviteLinks } from './invite-links';
import { LeaveTripButton } from './leave-trip-button';
import { MemberRow } from './member-row';
import { useMembersApi } from './members-api';

const roleWord = (role: MemberRole) => (role === 'editor' ? 'an editor' : 'a viewer');

/**
 * Who is on the trip, from this device's store (so it shows offline too), and for the owner the
 * ways to invite, change a role or remove someone. Those changes go to the server directly and
 * need a connection; the rows they write come back through sync.
 */
export function MembersSection({ trip }: { trip: TripDetails }) {
  const db = useDb();
  const user = useSession((s) => s.user);
  const online = useOnlineStatus();
  const offline = !online;
  const isOwner = trip.myRole === 'owner';
  const active = trip.members.filter((m) => m.active);
  // A trip made on this device has no member rows until the server has it: it is this user's.
  const onServer = active.length > 0;
  const shown: TripMember[] = onServer
    ? active
    : [
        {
          tripId: trip.id,
          userId: db.userId,
          username: user?.username ?? '',
          name: user?.firstName?.trim() || user?.username || 'You',
          role: trip.myRole,
          active: true,
          joinedAt: trip.createdAt,
        },
      ];

  return (
    <SectionCard title="Members">
      <Stack gap="5">
        {isOwner && active.length <= 1 && (
          <Text color="fg.muted">Plan together: invite a companion to edit or view this trip.</Text>
        )}
        <MemberList trip={trip} members={shown} offline={offline} />
        {offline && (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Description>
              Connect to the internet to invite or change members.
            </Alert.Description>
          </Alert.Root>
        )}
        {isOwner && !onServer && online && (
          <Text color="fg.muted" fontSize="sm">
            You can invite companions once this trip has synced.
          </Text>
        )}
        {isOwner ? (
          <>
            <Box borderTopWidth="1px" pt="5">
              <InviteByUsernameForm tripId={trip.id} offline={offline || !onServer} />
            </Box>
            <Box borderTopWidth="1px" pt="5">
              <InviteLinks tripId={trip.id} tripTitle={trip.title} offline={offline || !onServer} />
            </Box>
          </>
        ) : (
          <LeaveTripButton trip={trip} offline={offline} />
        )}
      </Stack>
    </SectionCard>
  );
}

function MemberList({
  trip,
  members,
  offline,
}: {
  trip: TripDetails;
  members: TripMember[];
  offline: boolean;
}) {
  const db = useDb();
  const api = useMembersApi();
  const fail = useWriteFailure();
  /** A role change on its way to the server. */
  const [changing, setChanging] = useState<{ userId: string; role: MemberRole } | null>(null);
  const [removing, setRemoving] = useState<TripMember | null>(null);
  const manages = trip.myRole === 'owner';

  const changeRole = async (member: TripMember, role: MemberRole) => {
    setChanging({ userId: member.userId, role });
    try {
      await api.changeRole(trip.id, member.userId, role);
      notify({ type: 'success', title: `${member.name} is now ${roleWord(role)}` });
    } catch (error) {
      fail(error, 'Could not change the role', 'Please try again');
    } finally {
      setChanging(null);
    }
  };

  const remove = async (member: TripMember) => {
    try {
      await api.remove(trip.id, member.userId);
      notify({ type: 'success', title: `${member.name} was removed from the trip` });
    } catch (error) {
      fail(error, 'Could not remove the member', 'Please try again');
    }
  };

  return (
    <>
      <Stack as="ul" gap="0" listStyleType="none" aria-label="Members">
        {members.map((member) => {
          const pending = changing?.userId === member.userId ? changing : null;
          const { role } = member;
          return (
            <MemberRow
              key={member.userId}
              member={member}
              isMe={member.userId === db.userId}
              controls={
                manages && role !== 'owner'
                  ? {
                      role: pending?.role ?? role,
                      onRoleChange: (role) => void changeRole(member, role),
                      onRemove: () => setRemoving(member),
                      disabled: offline || pending !== null,
                    }
                  : undefined
              }
            />
          );
        })}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Remove ${removing?.name ?? ''}?`}
        text={`${removing?.name ?? 'They'} will no longer see this trip. What they added stays on it, under their name.`}
        confirmLabel="Remove"
        busyLabel="Removing..."
        onConfirm={async () => {
          if (removing) await remove(removing);
        }}
      />
    </>
  );
}
