import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { Transfer } from '@shared/domain/settle-up';
import { describeTransfer, type MemberNames } from '../../lib/member-names';
import { RecordPaymentButton } from './record-payment-button';

/** The fewest payments that even everyone up, each recordable by an owner or editor. */
export function SettleUpList({
  tripId,
  transfers,
  names,
  currency,
  canRecord,
}: {
  tripId: string;
  transfers: readonly Transfer[];
  names: MemberNames;
  /** The trip's home currency: balances and payments are in it. */
  currency: string;
  canRecord: boolean;
}) {
  const id = useId();
  return (
    <Stack gap="2">
      <Heading as="h3" size="md">
        Settle up
      </Heading>
      {transfers.length === 0 ? (
        <Text color="fg.muted">Everyone is even.</Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" aria-label="Payments to settle up">
          {transfers.map((t, i) => (
            // One grid per row, the sentence in a flexible column and the button in its own, so
            // every row lines up the same whatever the length of the names and amounts.
            <Grid
              as="li"
              key={`${t.from}-${t.to}`}
              templateColumns="minmax(0, 1fr) auto"
              alignItems="center"
              columnGap="3"
              py="2"
              borderTopWidth="1px"
              _first={{ borderTopWidth: 0 }}
            >
              <Text id={`${id}-${i}`} fontVariantNumeric="tabular-nums">
                {describeTransfer(t.from, t.to, t.amount, currency, names)}
              </Text>
              {canRecord && (
                <RecordPaymentButton
                  tripId={tripId}
                  transfer={t}
                  currency={currency}
                  names={names}
                  describedBy={`${id}-${i}`}
                />
              )}
            </Grid>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
