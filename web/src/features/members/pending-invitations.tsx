import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import type { PendingInvitation } from '@shared/schemas/trip-invitation';
import { ApiRequestError } from '../../lib/api-client';
import { notify } from '../../lib/toaster';
import { useWriteFailure } from '../../lib/write-errors';
import { useMembersApi } from './members-api';
import { usePendingInvitations } from './use-pending-invitations';

const ROLE_TEXT = {
  editor: "You'd join as an editor: you can change the plan, its activities and expenses.",
  viewer: "You'd join as a viewer: you see the whole trip but cannot change it.",
} as const;

const OFFLINE_TEXT = 'Joining a trip needs a connection.';

/** The invitation was answered elsewhere, withdrawn, or its trip deleted. */
const isGone = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * At the top of My Trips: the trips someone invited this traveller to by username. Only the
 * title and the inviter's name are known until they join; Join brings the whole trip through
 * sync, Decline drops the invitation. Nothing shows when there are none.
 */
export function PendingInvitations() {
  const { invitations, forget, online } = usePendingInvitations();
  const headingId = useId();
  if (!invitations || invitations.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="md" id={headingId}>
        Invitations
      </Heading>
      <Stack as="ul" listStyleType="none" gap="3" aria-labelledby={headingId}>
        {invitations.map((invitation) => (
          <InvitationCard
            key={invitation.tripId}
            invitation={invitation}
            offline={!online}
            onAnswered={() => forget(invitation.tripId)}
          />
        ))}
      </Stack>
      {!online && (
        <Text color="fg.muted" fontSize="sm">
          {OFFLINE_TEXT}
        </Text>
      )}
    </Stack>
  );
}

function InvitationCard({
  invitation,
  offline,
  onAnswered,
}: {
  invitation: PendingInvitation;
  offline: boolean;
  onAnswered: () => void;
}) {
  const api = useMembersApi();
  const fail = useWriteFailure();
  const [busy, setBusy] = useState<'join' | 'decline' | null>(null);
  const line = `${invitation.inviterName} invited you to ${invitation.title}`;

  const answer = async (choice: 'join' | 'decline') => {
    setBusy(choice);
    try {
      if (choice === 'join') {
        // Answers after the sync that brings the trip, so its card is there when this goes.
        await api.joinInvitation(invitation.tripId);
        notify({ type: 'success', title: `You joined "${invitation.title}"` });
      } else {
        await api.declineInvitation(invitation.tripId);
      }
      onAnswered();
    } catch (error) {
      if (isGone(error)) {
        onAnswered();
        notify({ type: 'info', title: 'This invitation is no longer open' });
      } else {
        fail(
          error,
          choice === 'join' ? 'Could not join the trip' : 'Could not decline',
          'Please try again',
        );
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card.Root as="li" aria-label={line}>
      <Card.Body>
        <Stack gap="3">
          <HStack gap="3" align="start">
            <Mail size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap="1">
              <Text fontWeight="semibold">{line}</Text>
              <Text color="fg.muted" fontSize="sm">
                {ROLE_TEXT[invitation.role]}
              </Text>
            </Stack>
          </HStack>
          <HStack gap="3" justify="end">
            <Button
              variant="outline"
              onClick={() => void answer('decline')}
              loading={busy === 'decline'}
              loadingText="Declining..."
              disabled={offline || busy !== null}
            >
              Decline
            </Button>
            <Button
              colorPalette="teal"
              onClick={() => void answer('join')}
              loading={busy === 'join'}
              loadingText="Joining..."
              disabled={offline || busy !== null}
            >
              Join
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
