import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { StoredRejection } from '../../db/app-db';
import { useDb } from '../../db/db-context';
import {
  CannotRetryError,
  discardRejection,
  queryOpenRejections,
  retryRejection,
} from '../../db/rejection-repo';
import { notify } from '../../lib/toaster';
import { describeChange } from './describe-change';

/** The changes the server refused, each with its reason, to retry or discard. */
export function RejectionList() {
  const db = useDb();
  const data = useLiveQuery(async () => {
    const [rejections, trips] = await Promise.all([queryOpenRejections(db), db.trips.toArray()]);
    return { rejections, titles: new Map(trips.map((t) => [t.id, t.title])) };
  }, [db]);
  if (!data) return null;
  if (data.rejections.length === 0) {
    return <Text color="fg.muted">Nothing needs your attention.</Text>;
  }
  return (
    <Stack as="ul" aria-label="Changes that were not accepted" gap="3" listStyleType="none">
      {data.rejections.map((r) => (
        <RejectionRow
          key={r.mutationId}
          rejection={r}
          description={describeChange(r, (id) => data.titles.get(id))}
        />
      ))}
    </Stack>
  );
}

function RejectionRow({
  rejection,
  description,
}: {
  rejection: StoredRejection;
  description: string;
}) {
  const db = useDb();
  const [busy, setBusy] = useState<'retry' | 'discard' | null>(null);

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

  return (
    <Card.Root as="li" aria-label={description} size="sm">
      <Card.Body>
        <Stack gap="3">
          <Stack gap="1">
            <Text fontWeight="medium">{description}</Text>
            <Text color="fg.muted" fontSize="sm">
              Not accepted: {rejection.reason}
            </Text>
          </Stack>
          <HStack gap="2" justify="flex-end">
            <Button
              size="sm"
              variant="outline"
              onClick={() => void act('retry')}
              loading={busy === 'retry'}
              disabled={busy !== null}
            >
              Retry
            </Button>
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
