import { Box, chakra, Text } from '@chakra-ui/react';
import { formatMoney } from '@shared/money/minor-units';
import type { MemberBalance } from '@shared/domain/split';
import type { TripMember } from '@shared/schemas/trip-member';
import type { MemberNames } from '../../lib/member-names';
import { formatNet, formatPayments } from './trip-ledger';

const Table = chakra('table', {
  base: { width: '100%', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' },
});
const Caption = chakra('caption', {
  base: { captionSide: 'top', textAlign: 'start', color: 'fg.muted', fontSize: 'sm', pb: '2' },
});
const Th = chakra('th', {
  base: { fontWeight: 'medium', py: '2', px: '2', _first: { ps: 0 }, _last: { pe: 0 } },
});
const Td = chakra('td', {
  base: { textAlign: 'end', py: '2', px: '1.5', whiteSpace: 'nowrap', _last: { pe: 0 } },
});

/**
 * Each person's Paid, Share, Payments and Net as a real table, so a screen reader can tell which figure
 * belongs to whom. A former member who still owes or is owed stays listed, marked as such.
 */
export function BalancesTable({
  balances,
  members,
  names,
  currency,
}: {
  balances: readonly MemberBalance[];
  members: readonly TripMember[];
  names: MemberNames;
  /** The trip's home currency, in which every balance is. */
  currency: string;
}) {
  const former = new Set(members.filter((m) => !m.active).map((m) => m.userId));
  return (
    <Box overflowX="auto">
      <Table>
        <Caption>
          What each person paid and their share of the costs, and the payments recorded between them
          (+ paid back, - was paid). Net is what is left: + the others owe them, - they owe.
        </Caption>
        <thead>
          <chakra.tr borderBottomWidth="1px" color="fg.muted">
            <Th scope="col" textAlign="start">
              Person
            </Th>
            <Th scope="col" textAlign="end">
              Paid
            </Th>
            <Th scope="col" textAlign="end">
              Share
            </Th>
            <Th scope="col" textAlign="end">
              Payments
            </Th>
            <Th scope="col" textAlign="end">
              Net
            </Th>
          </chakra.tr>
        </thead>
        <tbody>
          {balances.map((b) => (
            <chakra.tr key={b.userId} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
              <Th scope="row" textAlign="start" wordBreak="break-word">
                {names.label(b.userId)}
                {former.has(b.userId) && (
                  <Text
                    as="span"
                    display="block"
                    fontSize="xs"
                    color="fg.muted"
                    fontWeight="normal"
                  >
                    Left the trip
                  </Text>
                )}
              </Th>
              <Td>{formatMoney(b.paid, currency)}</Td>
              <Td>{formatMoney(b.share, currency)}</Td>
              <Td color={b.sent === 0 && b.received === 0 ? 'fg.muted' : undefined}>
                {formatPayments(b.sent, b.received, currency)}
              </Td>
              {/* The 700 shades (the palettes' fg): the 500s of fg.success/error fall short of 4.5:1. */}
              <Td
                fontWeight="semibold"
                color={b.net > 0 ? 'green.fg' : b.net < 0 ? 'red.fg' : undefined}
              >
                {formatNet(b.net, currency)}
              </Td>
            </chakra.tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
