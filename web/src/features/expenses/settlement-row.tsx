import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { HandCoins, Trash2 } from 'lucide-react';
import type { Expense } from '@shared/schemas/expense';
import { formatDay } from '../../lib/format-date';
import { PendingMark } from '../../components/pending-mark';
import { describeSettlement, type MemberNames } from '../../lib/member-names';

/**
 * A payment one member made another to even up: 'Cy paid Ben $33.33', with its own icon so it
 * does not read as spending (the budget bar leaves it out too). `onDelete` is absent for a viewer.
 */
export function SettlementRow({
  expense: e,
  pending,
  names,
  onDelete,
}: {
  expense: Expense;
  pending: boolean;
  names: MemberNames;
  onDelete?: (() => void) | undefined;
}) {
  const to = e.split?.kind === 'exact' ? e.split.shares[0]?.userId : undefined;
  // A payment always names both people (the schema insists); the description is the fallback.
  const sentence =
    e.paidBy !== null && to !== undefined
      ? describeSettlement(e.paidBy, to, e.amount, e.currency, names)
      : e.description;
  return (
    <HStack
      as="li"
      gap="3"
      py="3"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
      align="center"
    >
      <Box flexShrink={0} rounded="full" p="2" bg="teal.subtle" color="teal.fg" aria-hidden="true">
        <HandCoins size={18} />
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight="medium">{sentence}</Text>
        <HStack gap="2" wrap="wrap">
          <Text color="fg.muted" fontSize="sm">
            Payment · {formatDay(e.date, 'MMM d, yyyy')}
          </Text>
          {pending && <PendingMark />}
        </HStack>
      </Stack>
      {onDelete && (
        <IconButton
          aria-label="Delete payment"
          size="sm"
          variant="ghost"
          colorPalette="red"
          onClick={onDelete}
        >
          <Trash2 />
        </IconButton>
      )}
    </HStack>
  );
}
