import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
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
            <HStack
              as="li"
              key={`${t.from}-${t.to}`}
              justify="space-between"
              wrap="wrap"
              columnGap="3"
              rowGap="1"
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
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
