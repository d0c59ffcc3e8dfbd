import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { CalendarClock, ChevronRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { compareItems } from '@shared/domain/item-order';
import type { AppDb } from '../../db/app-db';
import { todayIso } from '../../lib/format-date';
import { useDb } from '../../session/db-context';
import { chooseNextTrip, nextTripLine, type NextTrip } from './next-trip';
import './next-trip-card.css';

interface NextTripView {
  next: NextTrip<{ id: string; title: string; startDate: string; endDate: string }>;
  firstItemToday: string | undefined;
}

/** Reads this device's copy only: it shows offline, and follows every change as it lands. */
async function queryNextTrip(db: AppDb, today: string): Promise<NextTripView | null> {
  const next = chooseNextTrip(await db.trips.toArray(), today);
  if (!next) return null;
  if (next.kind === 'upcoming') return { next, firstItemToday: undefined };
  const items = await db.itineraryItems.where('tripId').equals(next.trip.id).toArray();
  const first = items.filter((item) => item.day === next.day).sort(compareItems)[0];
  return { next, firstItemToday: first?.title };
}

/** Home's first card for a signed-in traveller: the trip under way, or the next one. */
export function NextTripCard() {
  const db = useDb();
  const today = todayIso();
  const view = useLiveQuery(() => queryNextTrip(db, today), [db, today]);
  if (!view) return null;
  const { next, firstItemToday } = view;
  const current = next.kind === 'current';
  return (
    <RouterLink to={`/trips/${next.trip.id}`} className="wf-next-trip">
      <Card.Root variant="outline" borderColor="teal.muted" bg="teal.subtle">
        <Card.Body py="3" px="4">
          <HStack gap="3">
            <CalendarClock size={24} aria-hidden="true" className="wf-next-trip-icon" />
            <Stack gap="0" flex="1" minW="0">
              <Text fontSize="xs" fontWeight="semibold" color="teal.fg" textTransform="uppercase">
                {current ? 'On your trip' : 'Your next trip'}
              </Text>
              <Text fontWeight="semibold" fontSize="lg" truncate>
                {current ? next.trip.title : nextTripLine(next)}
              </Text>
              {current && (
                <Text color="fg.muted" fontSize="sm">
                  {nextTripLine(next, firstItemToday)}
                </Text>
              )}
            </Stack>
            <ChevronRight size={20} aria-hidden="true" />
          </HStack>
        </Card.Body>
      </Card.Root>
    </RouterLink>
  );
}
