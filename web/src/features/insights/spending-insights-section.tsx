import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { countInHome } from '@shared/domain/money-in-home';
import { spreadStayCosts } from '@shared/domain/stay-nights';
import { formatMoney } from '@shared/money/minor-units';
import {
  hasSpending,
  projectAtPace,
  spendByCategory,
  spendByDay,
  tripDayOf,
} from '@shared/domain/spending';
import type { TripDetails } from '../../db/live-queries';
import { todayIso } from '../../lib/format-date';
import { SectionCard } from '../../components/section-card';
import { CategoryChart } from './category-chart';
import { DailyChart } from './daily-chart';

/**
 * "Where the money went": spend by category, per day against the daily budget, and where the
 * current pace leads. Reads only the trip the screen already has from IndexedDB, so it works
 * offline; shown once the trip has an expense that is not a settlement. Every figure is in the
 * trip's home currency, each expense at its frozen rate, as the budget bar counts them.
 */
export function SpendingInsightsSection({ trip }: { trip: TripDetails }) {
  const expenses = useMemo(
    () => countInHome(trip.expenses, trip.currency).counted,
    [trip.expenses, trip.currency],
  );
  // Per day, a stay's cost counts on each of its nights (the rule is in stay-nights.ts), so the
  // night the hotel was paid for does not look like a spree.
  const perNight = useMemo(
    () => spreadStayCosts(trip.startDate, trip.itineraryItems, expenses),
    [trip.startDate, trip.itineraryItems, expenses],
  );
  if (!hasSpending(expenses)) return null;
  const spread = perNight.length > expenses.length;
  const currency = trip.currency;
  // The device's own calendar day: the traveller's "today", wherever they are.
  const today = todayIso();
  const pace = projectAtPace(trip, perNight, today);
  return (
    <SectionCard title="Where the money went">
      <Stack gap="6">
        {pace.phase === 'during' && pace.projectedCents !== null && (
          <Text>
            At this pace:{' '}
            <Text as="strong" fontWeight="semibold">
              {formatMoney(pace.projectedCents, currency)}
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
        <CategoryChart categories={spendByCategory(expenses)} currency={currency} />
        <Stack gap="1">
          <DailyChart
            byDay={spendByDay(trip, perNight)}
            todayIndex={tripDayOf(trip, today)}
            currency={currency}
          />
          {spread && (
            <Text fontSize="xs" color="fg.muted">
              A stay&apos;s cost is spread over its nights.
            </Text>
          )}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
