import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useDb } from '../../session/db-context';
import type { TripDetails } from '../../db/live-queries';
import { canEdit, isShared } from '../../db/trip-role';
import { memberNames } from '../../lib/member-names';
import { SectionCard } from '../../components/section-card';
import { BalancesTable } from './balances-table';
import { SettleUpList } from './settle-up-list';
import { SplitEarlierExpenses } from './split-earlier-button';
import { describeStanding, tripLedger } from './trip-ledger';

/**
 * Who is owed and who owes on a shared trip, and the fewest payments that settle it. Everything
 * is read from the device's store, so it is as current offline as the expenses list.
 */
export function BalancesSection({ trip }: { trip: TripDetails }) {
  const db = useDb();
  const shared = isShared(trip.members);
  const ledger = useMemo(
    () => (shared ? tripLedger(trip.expenses, trip.members, trip.currency) : null),
    [shared, trip.expenses, trip.members, trip.currency],
  );
  const names = useMemo(() => memberNames(trip.members, db.userId), [trip.members, db.userId]);
  if (!ledger) return null;
  const mine = ledger.balances.find((b) => b.userId === db.userId);
  return (
    <SectionCard title="Balances">
      <Stack gap="5">
        {mine && (
          <Text
            fontSize="lg"
            fontWeight="semibold"
            fontVariantNumeric="tabular-nums"
            color={mine.net > 0 ? 'green.fg' : mine.net < 0 ? 'red.fg' : undefined}
          >
            {describeStanding(mine.userId, mine.net, trip.currency, names)}
          </Text>
        )}
        <BalancesTable
          balances={ledger.balances}
          members={trip.members}
          names={names}
          currency={trip.currency}
        />
        {ledger.unsplit > 0 && (
          <SplitEarlierExpenses
            expenses={trip.expenses}
            members={trip.members}
            canEdit={canEdit(trip.myRole)}
          />
        )}
        <SettleUpList
          tripId={trip.id}
          transfers={ledger.transfers}
          names={names}
          currency={trip.currency}
          canRecord={canEdit(trip.myRole)}
        />
      </Stack>
    </SectionCard>
  );
}
