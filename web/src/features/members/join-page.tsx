import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { CircleAlert, Users, WifiOff, type LucideIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  invitePreviewSchema,
  inviteCodeSchema,
  type InvitePreview,
} from '@shared/schemas/trip-invite';
import { useOnlineStatus } from '../../lib/online-status';
import { useDb } from '../../session/db-context';
import { ApiRequestError, errorDescription } from '../../lib/api-client';
import { notify } from '../../lib/toaster';
import { useJson } from '../../lib/use-json';
import { PageSpinner } from '../../components/page-spinner';
import { useWriteFailure } from '../../lib/write-errors';
import { useMembersApi } from './members-api';

const OFFLINE_TEXT = 'Connect to the internet to join this trip.';
const INVALID_TEXT = 'This invite link is not valid';
const ASK_AGAIN = "It may have been replaced by a newer one. Ask the trip's owner for a new link.";

const ROLE_TEXT = {
  editor: { as: 'an editor', can: 'Editors can change the plan, its activities and expenses.' },
  viewer: { as: 'a viewer', can: 'Viewers see the whole trip but cannot change it.' },
} as const;

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** /join/{code}: what an invite link opens, for a signed-in traveller (the router's gate). */
export function JoinPage() {
  const { code = '' } = useParams();
  const wellFormed = inviteCodeSchema.safeParse(code).success;
  const preview = useJson(wellFormed ? `/api/invites/${code}` : null, invitePreviewSchema);
  const [retired, setRetired] = useState(false);

  if (!wellFormed || retired) {
    return <Notice icon={CircleAlert} title={INVALID_TEXT} text={ASK_AGAIN} />;
  }
  if (preview.status === 'idle' || preview.status === 'loading') {
    return <PageSpinner label="Opening the invite..." />;
  }
  if (preview.status === 'error') {
    if (preview.offline) return <Notice icon={WifiOff} title={OFFLINE_TEXT} />;
    if (isNotFound(preview.error)) {
      return <Notice icon={CircleAlert} title={INVALID_TEXT} text={ASK_AGAIN} />;
    }
    return (
      <Notice
        icon={CircleAlert}
        title="The invite could not be opened"
        text={errorDescription(preview.error, 'Please try again')}
      />
    );
  }
  const invite = preview.data;
  if (invite.alreadyMember) {
    return (
      <Notice icon={Users} title="You're already on this trip" text={`"${invite.title}"`}>
        <Button asChild colorPalette="teal">
          <RouterLink to={`/trips/${invite.tripId}`}>Open trip</RouterLink>
        </Button>
      </Notice>
    );
  }
  return <JoinInvite code={code} invite={invite} onRetired={() => setRetired(true)} />;
}

function JoinInvite({
  code,
  invite,
  onRetired,
}: {
  code: string;
  invite: InvitePreview;
  onRetired: () => void;
}) {
  const db = useDb();
  const api = useMembersApi();
  const fail = useWriteFailure();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const [joining, setJoining] = useState(false);
  /** Set once the server has us on the trip and the sync that follows has run. */
  const [joinedId, setJoinedId] = useState<string | null>(null);
  // Which trip was looked for travels with the answer: after joinedId changes, the hook still
  // holds the previous answer until the new read lands.
  const lookup = useLiveQuery(
    async () =>
      joinedId ? { tripId: joinedId, here: (await db.trips.get(joinedId)) !== undefined } : null,
    [db, joinedId],
  );
  const arrived = joinedId && lookup?.tripId === joinedId ? lookup.here : undefined;

  useEffect(() => {
    if (!joinedId || !arrived) return;
    // Only now: opened any earlier, the trip page would say 'Trip not found'.
    void navigate(`/trips/${joinedId}`, { replace: true });
    notify({ type: 'success', title: `You joined "${invite.title}"` });
  }, [joinedId, arrived, navigate, invite.title]);

  const join = async () => {
    setJoining(true);
    try {
      // Answers after the pull that follows the join, whether or not it got through.
      const { tripId } = await api.accept(code);
      setJoinedId(tripId);
    } catch (error) {
      if (isNotFound(error)) onRetired();
      else fail(error, 'Could not join the trip', 'Please try again');
    } finally {
      setJoining(false);
    }
  };

  const role = ROLE_TEXT[invite.role];
  if (arrived === false) {
    return (
      <Notice
        icon={Users}
        title={`You joined "${invite.title}"`}
        text="It appears on this device once it has synced."
      >
        <Button asChild variant="outline">
          <RouterLink to="/trips">Back to My Trips</RouterLink>
        </Button>
      </Notice>
    );
  }
  return (
    <Notice
      icon={Users}
      title={`Join "${invite.title}"`}
      text={`${invite.ownerName} invited you as ${role.as}.`}
    >
      <Text color="fg.muted" fontSize="sm">
        {role.can}
      </Text>
      <Button
        colorPalette="teal"
        onClick={() => void join()}
        loading={joining || joinedId !== null}
        loadingText="Joining..."
        disabled={!online}
      >
        Join trip
      </Button>
      {!online && <Text color="fg.muted">{OFFLINE_TEXT}</Text>}
    </Notice>
  );
}

/** The page's one card: an icon, a heading, a line and what can be done. */
function Notice({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <Card.Root maxW="md" mx="auto" mt="8">
      <Card.Body>
        <Stack gap="4" align="center" textAlign="center">
          <Icon size={40} aria-hidden="true" />
          <Heading as="h1" size="lg">
            {title}
          </Heading>
          {text && <Text color="fg.muted">{text}</Text>}
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
