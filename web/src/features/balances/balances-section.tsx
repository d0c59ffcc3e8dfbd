import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useDb } from '../../session/db-context';
import type { TripDetails } from '../../db/live-queries';
import { canEdit, isShared } from '../../db/trip-role';
import { memberNames } from '../../lib/member-names';
import { SectionCard } from '../../components/section-card';
import { BalancesTable } from './balances-table';
import { SettleUpList } from './settle-up-list';
import { tripLedger } from './trip-ledger';

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
  return (
    <SectionCard title="Balances">
      <Stack gap="5">
        <BalancesTable
          balances={ledger.balances}
          members={trip.members}
          names={names}
          currency={trip.currency}
        />
        {ledger.unsplit > 0 && (
          <Text fontSize="sm" color="fg.muted">
            Expenses added before the trip was shared are not split.
          </Text>
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
