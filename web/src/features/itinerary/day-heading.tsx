import { Heading, Text, type HeadingProps } from '@chakra-ui/react';
import { tripDayLabel } from '../../lib/format-date';

// The plan's own words for a day; the heading below shows the same, with the date muted.
export { dayTitle } from '../../lib/day-title';

/**
 * 'Day 3 · Sun 13 Dec · Sintra' as a heading: the SPEC's 'Day {n}' comes first, whole; the date
 * and place follow in a muted span, as on the printout, so the heading's name still starts with
 * 'Day 3'.
 */
export function DayHeading({
  startDate,
  day,
  where,
  ...props
}: HeadingProps & { startDate: string; day: number; where?: string | null | undefined }) {
  const rest = [tripDayLabel(startDate, day), where].filter(Boolean);
  return (
    <Heading {...props}>
      Day {day}
      {rest.length > 0 && (
        <Text as="span" color="fg.muted" fontWeight="normal">
          {` · ${rest.join(' · ')}`}
        </Text>
      )}
    </Heading>
  );
}
