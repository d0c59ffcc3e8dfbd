import { Button, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { TripDetails } from '../../db/live-queries';
import { canEdit } from '../../db/trip-role';
import { tripLengthDays } from '@shared/domain/trip-length';
import { whenOptions } from '../../lib/list-links';
import { memberNames } from '../../lib/member-names';
import { useDb } from '../../session/db-context';
import { SectionCard } from '../../components/section-card';
import { ListCard } from './list-card';
import { NewListDialog } from './new-list-dialog';
import { useTripLists } from './use-trip-lists';

/**
 * 'Lists': the trip's packing lists, to-dos and checklists, shared with everyone on it or kept
 * for oneself (decision 018). Read from the device and written through the outbox, so packing
 * the night before in a hostel with no signal loses no tick.
 */
export function ListsSection({ trip }: { trip: TripDetails }) {
  const db = useDb();
  const lists = useTripLists(trip.id);
  const [adding, setAdding] = useState(false);
  const editable = canEdit(trip.myRole);
  const names = useMemo(() => memberNames(trip.members, db.userId), [trip.members, db.userId]);
  // Who an item may be given to: the trip's members now (this traveller alone before a sync).
  const people = useMemo(() => {
    const active = trip.members.filter((m) => m.active).map((m) => m.userId);
    const ids = active.length > 0 ? active : [db.userId];
    return ids.map((userId) => ({ userId, name: names.label(userId) }));
  }, [trip.members, db.userId, names]);
  // Where an item may fit on the plan: the trip's days as its dates say now, and their activities.
  const plan = useMemo(
    () => ({
      activities: trip.itineraryItems,
      when: whenOptions(
        trip.startDate,
        tripLengthDays(trip.startDate, trip.endDate),
        trip.itineraryItems,
      ),
    }),
    [trip.itineraryItems, trip.startDate, trip.endDate],
  );

  return (
    <SectionCard
      title="Lists"
      action={
        editable && (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            New list
          </Button>
        )
      }
    >
      {lists && lists.lists.length > 0 ? (
        <Stack gap="3">
          {lists.lists.map((list) => (
            <ListCard
              key={list.id}
              list={list}
              pendingIds={lists.pendingIds}
              editable={editable}
              names={names}
              people={people}
              plan={plan}
            />
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          {editable
            ? 'Packing, to-dos, anything to tick off: make a list for everyone or just for you.'
            : 'No lists on this trip yet.'}
        </Text>
      )}
      {editable && <NewListDialog tripId={trip.id} open={adding} onOpenChange={setAdding} />}
    </SectionCard>
  );
}
