import { Box, chakra } from '@chakra-ui/react';
import { EXPENSE_CATEGORY_LABELS } from '@shared/constants';
import { formatMoney } from '@shared/money/minor-units';
import type { CategorySpend } from '@shared/domain/spending';
import { Caption, Table } from './chart-table';

const Th = chakra('th', {
  base: { fontWeight: 'medium', py: '2', pe: '3', textAlign: 'start', verticalAlign: 'top' },
});
const Td = chakra('td', {
  base: { textAlign: 'end', py: '2', ps: '2', whiteSpace: 'nowrap', verticalAlign: 'top' },
});

/** A whole percentage that never shows 0 % for money that was spent. */
function share(cents: number, total: number): string {
  if (total <= 0) return '0%';
  const percent = Math.round((cents / total) * 100);
  return `${percent === 0 && cents > 0 ? '<1' : percent}%`;
}

/**
 * Spend by category, largest first: each row holds the category with a horizontal bar under it
 * (scaled to the largest category), the amount and its share of the total.
 */
export function CategoryChart({
  categories,
  currency,
}: {
  /** In minor units of `currency`, the trip's home currency. */
  categories: readonly CategorySpend[];
  currency: string;
}) {
  const total = categories.reduce((sum, c) => sum + c.cents, 0);
  const largest = Math.max(1, ...categories.map((c) => c.cents));
  return (
    <Table>
      <Caption>Spent by category, largest first</Caption>
      <thead>
        <chakra.tr borderBottomWidth="1px" color="fg.muted" fontSize="xs">
          <Th scope="col" py="1">
            Category
          </Th>
          <Th scope="col" py="1" textAlign="end" ps="2" pe="0">
            Spent
          </Th>
          <Th scope="col" py="1" textAlign="end" ps="2" pe="0">
            Share
          </Th>
        </chakra.tr>
      </thead>
      <tbody>
        {categories.map((c) => (
          <tr key={c.category}>
            <Th scope="row" width="100%">
              {EXPENSE_CATEGORY_LABELS[c.category]}
              <Box
                aria-hidden="true"
                mt="1.5"
                h="2.5"
                bg="bg.muted"
                rounded="full"
                overflow="hidden"
              >
                <Box
                  h="full"
                  bg="teal.solid"
                  rounded="full"
                  width={`${Math.max(2, (c.cents / largest) * 100)}%`}
                />
              </Box>
            </Th>
            <Td fontWeight="semibold">{formatMoney(c.cents, currency)}</Td>
            <Td color="fg.muted">{share(c.cents, total)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
