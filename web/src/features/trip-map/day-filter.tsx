import { Box, Button, HStack } from '@chakra-ui/react';
import { dayColor } from './day-palette';

/**
 * 'All days', 'Day 1', 'Day 2'...: toggle buttons (`aria-pressed`), one pressed at a time, each
 * day's with its colour on the map.
 */
export function DayFilter({
  days,
  day,
  onChange,
}: {
  days: readonly number[];
  /** null: all days. */
  day: number | null;
  onChange: (day: number | null) => void;
}) {
  const choice = (value: number | null, label: string) => {
    const pressed = value === day;
    return (
      <Button
        key={label}
        size="xs"
        variant={pressed ? 'solid' : 'outline'}
        colorPalette={pressed ? 'teal' : 'gray'}
        aria-pressed={pressed}
        onClick={() => onChange(value)}
      >
        {value !== null && (
          <Box
            as="span"
            aria-hidden="true"
            w="2.5"
            h="2.5"
            borderRadius="full"
            bg={dayColor(value)}
          />
        )}
        {label}
      </Button>
    );
  };
  return (
    <HStack role="group" aria-label="Days shown on the map" gap="2" wrap="wrap">
      {choice(null, 'All days')}
      {days.map((value) => choice(value, `Day ${value}`))}
    </HStack>
  );
}
