import { Button, Card, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { StoredRejection } from '../../db/app-db';
import { useDb } from '../../session/db-context';
import { tripIdOfChange } from '../../db/lost-trips';
import {
  CannotRetryError,
  discardRejection,
  queryOpenRejections,
  retryRejection,
} from '../../db/rejection-repo';
import { notify } from '../../lib/toaster';
import { describeChange } from './describe-change';
import { canRetry, rejectionCopyText } from './rejection-actions';

/** How long the Copy button says 'Copied'. */
const COPIED_FOR_MS = 2_500;

interface RejectionView {
  rejection: StoredRejection;
  description: string;
  retryable: boolean;
}

/**
 * The changes the server refused, each with its reason: Retry where trying again can succeed,
 * Discard, and Copy text to keep what the change said when it cannot go anywhere.
 */
export function RejectionList() {
  const db = useDb();
  const views = useLiveQuery(async (): Promise<RejectionView[]> => {
    const [rejections, trips, lost] = await Promise.all([
      queryOpenRejections(db),
      db.trips.toArray(),
      db.lostTrips.toArray(),
    ]);
    const here = new Map(trips.map((t) => [t.id, t.title]));
    const gone = new Map(lost.map((t) => [t.tripId, t.title]));
    return Promise.all(
      rejections.map(async (rejection) => {
        const tripId = await tripIdOfChange(db, rejection);
        // A trip that is gone is still named: by the title kept with the refusal, or with its loss.
        const title = (id: string) => here.get(id) ?? rejection.tripTitle ?? gone.get(id);
        return {
          rejection,
          description: describeChange(rejection, title),
          retryable: canRetry(rejection, tripId === undefined || here.has(tripId)),
        };
      }),
    );
  }, [db]);
  if (!views) return null;
  if (views.length === 0) {
    return <Text color="fg.muted">Nothing needs your attention.</Text>;
  }
  return (
    <Stack as="ul" aria-label="Changes that were not accepted" gap="3" listStyleType="none">
      {views.map((view) => (
        <RejectionRow key={view.rejection.mutationId} {...view} />
      ))}
    </Stack>
  );
}

function RejectionRow({ rejection, description, retryable }: RejectionView) {
  const db = useDb();
  const [busy, setBusy] = useState<'retry' | 'discard' | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const act = async (kind: 'retry' | 'discard') => {
    setBusy(kind);
    try {
      if (kind === 'retry') await retryRejection(db, rejection.mutationId);
      else await discardRejection(db, rejection.mutationId);
    } catch (error) {
      if (!(error instanceof CannotRetryError)) console.error(`Could not ${kind} a change`, error);
      notify({
        type: 'error',
        title: kind === 'retry' ? 'Could not retry' : 'Could not discard',
        description: error instanceof CannotRetryError ? error.message : 'Please try again.',
      });
      setBusy(null);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(
        rejectionCopyText(description, rejection, rejection.reason),
      );
      // Said on the button itself: a toast would appear under the finger that just tapped, over
      // the Discard button next to it.
      setCopied(true);
    } catch (error) {
      console.error('Could not copy a refused change', error);
      notify({
        type: 'error',
        title: 'Could not copy',
        description: 'This browser did not allow it.',
      });
    }
  };

  return (
    <Card.Root as="li" aria-label={description} size="sm">
      <Card.Body>
        <Stack gap="3">
          <Stack gap="1">
            <Text fontWeight="medium">{description}</Text>
            <Text color="fg.muted" fontSize="sm">
              Not accepted: {rejection.reason}
            </Text>
            {!retryable && (
              <Text color="fg.muted" fontSize="sm">
                Sending it again cannot work. Copy its text to keep it, or discard it.
              </Text>
            )}
          </Stack>
          <VisuallyHidden aria-live="polite">
            {copied ? 'Copied. Paste it wherever you need it.' : ''}
          </VisuallyHidden>
          <HStack gap="2" justify="flex-end" wrap="wrap">
            {retryable ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void act('retry')}
                loading={busy === 'retry'}
                disabled={busy !== null}
              >
                Retry
              </Button>
            ) : (
              <Button size="sm" variant="outline" onClick={() => void copy()}>
                {copied ? 'Copied' : 'Copy text'}
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => void act('discard')}
              loading={busy === 'discard'}
              disabled={busy !== null}
            >
              Discard
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
