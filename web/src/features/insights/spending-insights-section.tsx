import { Stack, Text } from '@chakra-ui/react';
import { formatCents } from '@shared/domain/money';
import {
  hasSpending,
  projectAtPace,
  spendByCategory,
  spendByDay,
  tripDayOf,
} from '@shared/domain/spending';
import type { TripDetails } from '../../db/live-queries';
import { todayIso } from '../trips/format-date';
import { SectionCard } from '../trips/section-card';
import { CategoryChart } from './category-chart';
import { DailyChart } from './daily-chart';

/**
 * "Where the money went": spend by category, per day against the daily budget, and where the
 * current pace leads. Reads only the trip the screen already has from IndexedDB, so it works
 * offline; shown once the trip has an expense that is not a settlement.
 */
export function SpendingInsightsSection({ trip }: { trip: TripDetails }) {
  if (!hasSpending(trip.expenses)) return null;
  // The device's own calendar day: the traveller's "today", wherever they are.
  const today = todayIso();
  const pace = projectAtPace(trip, trip.expenses, today);
  return (
    <SectionCard title="Where the money went">
      <Stack gap="6">
        {pace.phase === 'during' && pace.projectedCents !== null && (
          <Text>
            At this pace:{' '}
            <Text as="strong" fontWeight="semibold">
              {formatCents(pace.projectedCents)}
            </Text>{' '}
            by the end of the trip
            {pace.budgetState && (
              <>
                {' — '}
                {/* The 700 shades, as in the budget bar: enough contrast on white. */}
                <Text
                  as="span"
                  fontWeight="medium"
                  color={pace.budgetState === 'over budget' ? 'red.fg' : 'green.fg'}
                >
                  {pace.budgetState}
                </Text>
              </>
            )}
          </Text>
        )}
        <CategoryChart categories={spendByCategory(trip.expenses)} />
        <DailyChart byDay={spendByDay(trip, trip.expenses)} todayIndex={tripDayOf(trip, today)} />
      </Stack>
    </SectionCard>
  );
}
