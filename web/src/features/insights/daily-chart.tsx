import { Box, chakra, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '@shared/money/minor-units';
import type { SpendByDay } from '@shared/domain/spending';
import { formatShortDay } from '../../lib/format-date';
import { Caption, Table } from './chart-table';

/** Height of the bars' area, in pixels. */
const PLOT_HEIGHT = 112;

const Th = chakra('th', {
  base: {
    fontWeight: 'medium',
    fontSize: 'xs',
    lineHeight: 'short',
    px: '1',
    pt: '2',
    pb: '1',
    textAlign: 'center',
    verticalAlign: 'top',
    minW: '16',
  },
});
const Td = chakra('td', {
  base: { px: '0', pt: '2', verticalAlign: 'bottom', textAlign: 'center' },
});

interface Column {
  key: string;
  title: string;
  subtitle: string | null;
  cents: number;
  budgetCents: number | null;
  today: boolean;
  outside: boolean;
}

function dailyBudgetText(days: SpendByDay['days'], currency: string): string | null {
  const money = (minor: number) => formatMoney(minor, currency);
  const shares = days.map((d) => d.budgetCents).filter((c): c is number => c !== null);
  if (shares.length === 0) return null;
  const low = Math.min(...shares);
  const high = Math.max(...shares);
  return low === high ? money(low) : `${money(low)} to ${money(high)}`;
}

/**
 * Spend per trip day as a column chart that is also a table: a column per day (headed 'Day N'
 * and its date), the bar and the amount beneath. A dashed line marks each day's share of the
 * budget; today's column is highlighted and carries aria-current="date". Money dated outside the
 * trip gets a 'Before the trip' or 'After the trip' column. On a narrow screen the table scrolls
 * sideways.
 */
export function DailyChart({
  byDay,
  todayIndex,
  currency,
}: {
  byDay: SpendByDay;
  todayIndex: number | null;
  /** The trip's home currency, in which `byDay` is. */
  currency: string;
}) {
  const columns: Column[] = byDay.days.map((d) => ({
    key: d.date,
    title: `Day ${d.day}`,
    subtitle: formatShortDay(d.date),
    cents: d.cents,
    budgetCents: d.budgetCents,
    today: d.day === todayIndex,
    outside: false,
  }));
  const outside = (key: string, title: string, cents: number): Column => ({
    key,
    title,
    subtitle: null,
    cents,
    budgetCents: null,
    today: false,
    outside: true,
  });
  if (byDay.beforeTrip > 0) columns.unshift(outside('before', 'Before the trip', byDay.beforeTrip));
  if (byDay.afterTrip > 0) columns.push(outside('after', 'After the trip', byDay.afterTrip));

  // On a phone a long trip scrolls: start with today in view rather than day 1.
  // Whether it does scroll, to say so under the chart.
  const scroller = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const cell = box.querySelector<HTMLElement>('[aria-current="date"]');
    if (cell)
      box.scrollLeft = Math.max(0, cell.offsetLeft - (box.clientWidth - cell.offsetWidth) / 2);
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    // A phone turned sideways or a window resized may start or stop scrolling.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [todayIndex, columns.length]);

  const scale = Math.max(1, ...columns.map((c) => Math.max(c.cents, c.budgetCents ?? 0)));
  const height = (cents: number) => Math.round((cents / scale) * PLOT_HEIGHT);
  const budgetText = dailyBudgetText(byDay.days, currency);
  const highlight = { bg: 'teal.subtle' };
  const caption = `Spent on each day${budgetText ? `, against a daily budget of ${budgetText}` : ''}`;

  return (
    <Box>
      {/* The caption, shown here so it stays put while the days scroll; read from the table. */}
      <HStack aria-hidden="true" justify="space-between" align="end" gap="1" wrap="wrap" pb="2">
        <Text fontSize="sm" color="fg.muted">
          {caption}
        </Text>
        {budgetText && (
          <HStack gap="2" fontSize="xs" color="fg.muted">
            <Box w="5" borderTopWidth="2px" borderStyle="dashed" borderColor="orange.solid" />
            <Text>Daily budget</Text>
          </HStack>
        )}
      </HStack>
      <Box
        ref={scroller}
        overflowX="auto"
        tabIndex={0}
        role="group"
        aria-label="Spent per day (scrolls sideways)"
        rounded="l2"
        focusRing="outside"
        pb="1"
      >
        <Table>
          <Caption srOnly>{caption}</Caption>
          {/* Drawn under the bars, read first: the day names are the columns' headers. */}
          <chakra.thead display="table-footer-group">
            <chakra.tr borderTopWidth="1px">
              {columns.map((c) => (
                <Th
                  key={c.key}
                  scope="col"
                  aria-current={c.today ? 'date' : undefined}
                  color={c.outside ? 'fg.muted' : undefined}
                  roundedBottom="l2"
                  {...(c.today ? highlight : {})}
                >
                  <Text as="span" display="block" fontWeight="semibold">
                    {c.title}
                  </Text>
                  {c.subtitle && (
                    <Text as="span" display="block" color="fg.muted" fontWeight="normal">
                      {c.subtitle}
                    </Text>
                  )}
                  {c.today && (
                    <Text as="span" display="block" color="teal.fg" fontWeight="semibold">
                      Today
                    </Text>
                  )}
                </Th>
              ))}
            </chakra.tr>
          </chakra.thead>
          <tbody>
            <tr>
              {columns.map((c) => {
                const over = c.budgetCents !== null && c.cents > c.budgetCents;
                return (
                  <Td key={c.key} roundedTop="l2" {...(c.today ? highlight : {})}>
                    <Box aria-hidden="true" position="relative" h={`${PLOT_HEIGHT}px`}>
                      <Box
                        position="absolute"
                        bottom="0"
                        left="50%"
                        transform="translateX(-50%)"
                        w="60%"
                        maxW="8"
                        h={`${height(c.cents)}px`}
                        minH={c.cents > 0 ? '2px' : 0}
                        roundedTop="sm"
                        bg={c.outside ? 'gray.400' : over ? 'red.solid' : 'teal.solid'}
                      />
                      {c.budgetCents !== null && (
                        <Box
                          position="absolute"
                          left="0"
                          right="0"
                          bottom={`${height(c.budgetCents)}px`}
                          borderTopWidth="2px"
                          borderStyle="dashed"
                          borderColor="orange.solid"
                        />
                      )}
                    </Box>
                    <Text
                      fontSize="xs"
                      fontWeight="semibold"
                      whiteSpace="nowrap"
                      px="1"
                      pt="1"
                      color={over ? 'red.fg' : undefined}
                    >
                      {formatMoney(c.cents, currency)}
                      {over && <VisuallyHidden> (over the daily budget)</VisuallyHidden>}
                    </Text>
                  </Td>
                );
              })}
            </tr>
          </tbody>
        </Table>
      </Box>
      {scrolls && (
        <Text aria-hidden="true" fontSize="xs" color="fg.muted" textAlign="end" pt="1">
          Scroll sideways for every day →
        </Text>
      )}
    </Box>
  );
}
