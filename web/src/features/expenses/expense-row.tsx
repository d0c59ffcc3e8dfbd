import { chakra, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { Fragment } from 'react';
import { EXPENSE_CATEGORY_LABELS } from '@shared/constants';
import { homeAmount, isForeign } from '@shared/money/conversion';
import { formatMoney } from '@shared/money/minor-units';
import type { Expense } from '@shared/schemas/expense';
import { formatDay } from '../../lib/format-date';
import { PendingMark } from '../../components/pending-mark';
import { describeFrozenRate } from './expense-money';
import { describeSplit, type MemberNames } from '../../lib/member-names';

/** Who paid, who added it and how it is split, as short phrases for a shared trip's list. */
function sharedFacts(e: Expense, activeIds: readonly string[], names: MemberNames): string[] {
  const facts: string[] = [];
  if (e.paidBy !== null) facts.push(`Paid by ${names.of(e.paidBy)}`);
  if (e.createdBy !== null) facts.push(`Added by ${names.of(e.createdBy)}`);
  // Logged before the trip was shared: it belongs to nobody's balance.
  facts.push(e.split === null ? 'Not split' : describeSplit(e.split, activeIds, names));
  return facts;
}

/** How a row is titled and its Edit button named: its description, else its category. */
export function expenseName(e: Expense): string {
  return e.description || EXPENSE_CATEGORY_LABELS[e.category];
}

/**
 * Which rate a foreign expense was converted at ('Converted at 29 Sep 2026 rates'), or why it
 * counts for nothing (a rate missing for a moment, see countInHome).
 */
function rateNote(e: Expense): string {
  if (e.rate === null) return 'No exchange rate: not counted in the totals';
  return `Converted ${describeFrozenRate(e)}`;
}

/**
 * One expense of the list, in the currency it was paid in; one paid in another currency than
 * the trip's `home` also shows what it counts for and the day of the rates frozen with it.
 * `shared` (null on a solo trip) adds who paid, who added it and the
 * split; `onEdit` and `onDelete` are absent for a viewer.
 */
export function ExpenseRow({
  expense: e,
  home,
  pending,
  shared,
  onEdit,
  onDelete,
}: {
  expense: Expense;
  home: string;
  pending: boolean;
  shared: { activeIds: readonly string[]; names: MemberNames } | null;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  const foreign = isForeign(e, home);
  return (
    <HStack
      as="li"
      gap="3"
      py="3"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
      align="center"
    >
      <Stack gap="0.5" flex="1" minW="0">
        {/* Titled by what it was ('Dinner at Ramiro') when it says, else by its category; the
            category then labels it, so the SPEC's category label, date and description all show. */}
        <Text fontWeight="medium" lineClamp={2} wordBreak="break-word" data-testid="expense-title">
          {expenseName(e)}
        </Text>
        <HStack gap="2" wrap="wrap">
          {e.description && (
            <Text
              as="span"
              fontSize="xs"
              px="1.5"
              rounded="sm"
              bg="bg.muted"
              color="fg.muted"
              fontWeight="medium"
            >
              {EXPENSE_CATEGORY_LABELS[e.category]}
            </Text>
          )}
          <Text color="fg.muted" fontSize="sm">
            {formatDay(e.date, 'MMM d, yyyy')}
          </Text>
          {pending && <PendingMark />}
        </HStack>
        {foreign && (
          <Text color="fg.muted" fontSize="sm">
            {rateNote(e)}
          </Text>
        )}
        {shared && (
          <Text color="fg.muted" fontSize="sm">
            {sharedFacts(e, shared.activeIds, shared.names).map((fact, i, all) => (
              // Each fact wraps as one piece (inside only when wider than the line), and its dot
              // stays with it, so no line starts with a dot or splits 'Added by / you'.
              <Fragment key={fact}>
                {i > 0 && ' '}
                <chakra.span display="inline-block" maxW="100%">
                  {fact}
                  {i < all.length - 1 && '\u00a0·'}
                </chakra.span>
              </Fragment>
            ))}
          </Text>
        )}
      </Stack>
      {/* What was paid, and under it what it counts for on this trip: short enough for a phone. */}
      <Stack gap="0" align="end" fontVariantNumeric="tabular-nums" flexShrink={0}>
        <Text fontWeight="semibold">{formatMoney(e.amount, e.currency)}</Text>
        {foreign && e.rate !== null && (
          <Text fontSize="sm" color="fg.muted">
            ≈ {formatMoney(homeAmount(e, home), home)}
          </Text>
        )}
      </Stack>
      {onEdit && (
        <IconButton
          aria-label={`Edit expense ${expenseName(e)}`}
          size="sm"
          variant="ghost"
          onClick={onEdit}
        >
          <Pencil />
        </IconButton>
      )}
      {onDelete && (
        <IconButton
          aria-label="Delete expense"
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
