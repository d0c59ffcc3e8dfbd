import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { totalCents } from '@shared/domain/budget';
import { tripDayDate } from '@shared/domain/ics';
import { timeLabels } from '@shared/domain/item-end-time';
import { countInHome } from '@shared/domain/money-in-home';
import { formatMoney } from '@shared/money/minor-units';
import { tripLengthDays } from '@shared/domain/trip-length';
import { ITINERARY_TYPE_LABELS } from '@shared/constants';
import { useTrip, type TripDetails } from '../../db/live-queries';
import { allTripDays } from '../../lib/itinerary-days';
import { BackLink } from '../../components/back-link';
import { formatDay, formatLongDay } from '../../lib/format-date';
import { PageSpinner } from '../../components/page-spinner';
import { TripNotFoundMessage } from '../../components/trip-not-found-message';

/**
 * Only while this page is shown: on paper the app's header, tabs, toasts and this page's own
 * buttons go, margins suit A4 and Letter alike, and a day stays on one page where it fits.
 */
const PRINT_CSS = `
@page { size: auto; margin: 14mm 12mm; }
@media print {
  header, nav[aria-label="Main"], [data-print-hidden], [data-scope="toast"] { display: none !important; }
  html, body, div:has(> main) { background: #fff !important; min-height: 0 !important; padding-bottom: 0 !important; }
  main { max-width: none !important; padding: 0 !important; }
  [data-print-day] { break-inside: avoid; page-break-inside: avoid; box-shadow: none !important; }
  [data-print-day] h2 { break-after: avoid; page-break-after: avoid; }
  [data-print-sheet] { border: none !important; box-shadow: none !important; padding: 0 !important; }
  a { color: inherit !important; text-decoration: none !important; }
}
`;

export function PrintItineraryPage() {
  const { id = '' } = useParams();
  const trip = useTrip(id);
  if (trip === undefined) return <PageSpinner label="Loading trip details..." />;
  if (trip === null) return <TripNotFoundMessage />;
  return <PrintableItinerary trip={trip} />;
}

function PrintableItinerary({ trip }: { trip: TripDetails }) {
  const days = allTripDays(trip.itineraryItems, tripLengthDays(trip.startDate, trip.endDate));
  const d = trip.destination;
  // In the home currency at each expense's frozen rate, as the trip page's budget bar counts.
  const total = totalCents(countInHome(trip.expenses, trip.currency).counted);
  const range = `${formatDay(trip.startDate, 'MMM d, yyyy')} – ${formatDay(trip.endDate, 'MMM d, yyyy')}`;
  return (
    <Stack gap="5" maxW="3xl" mx="auto">
      <style>{PRINT_CSS}</style>
      <HStack justify="space-between" gap="3" data-print-hidden="">
        <BackLink to={`/trips/${trip.id}`} label={trip.title} />
        <Button colorPalette="teal" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </HStack>
      <Stack
        gap="6"
        bg="bg"
        borderWidth="1px"
        rounded="xl"
        p={{ base: '5', md: '8' }}
        data-print-sheet=""
      >
        <Stack gap="1" borderBottomWidth="2px" borderColor="teal.solid" pb="3">
          <Heading as="h1" size="2xl">
            {trip.title}
          </Heading>
          <Text color="fg.muted">
            {range}
            {d && ` · ${d.name}, ${d.country}`}
          </Text>
        </Stack>
        {days.map(({ day, items }) => (
          <Box as="section" key={day} aria-label={`Day ${day}`} data-print-day="">
            <Heading as="h2" size="md" mb="2">
              Day {day}
              <Text as="span" fontWeight="normal" color="fg.muted">
                {' · '}
                {formatLongDay(tripDayDate(trip.startDate, day))}
              </Text>
            </Heading>
            {items.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                No activities for this day
              </Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none" ps="0">
                {items.map((item) => (
                  <HStack as="li" key={item.id} align="start" gap="4">
                    <Text
                      w="20"
                      flexShrink={0}
                      fontWeight="medium"
                      fontVariantNumeric="tabular-nums"
                    >
                      {item.time ?? '—'}
                    </Text>
                    <Stack gap="0" flex="1">
                      <Text fontWeight="semibold">
                        {item.title}
                        <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">
                          {' · '}
                          {ITINERARY_TYPE_LABELS[item.type]}
                        </Text>
                      </Text>
                      {item.endTime && (
                        <Text fontSize="sm">
                          {timeLabels(item.type).end} {item.endTime}
                        </Text>
                      )}
                      {item.location && <Text fontSize="sm">{item.location}</Text>}
                      {item.reference && (
                        <Text fontSize="sm">
                          Confirmation number{' '}
                          <Text as="span" fontFamily="mono" fontWeight="semibold">
                            {item.reference}
                          </Text>
                        </Text>
                      )}
                      {item.description && (
                        <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
                          {item.description}
                        </Text>
                      )}
                    </Stack>
                  </HStack>
                ))}
              </Stack>
            )}
          </Box>
        ))}
        {total > 0 && (
          <Text borderTopWidth="1px" pt="3" fontWeight="medium">
            Expenses total: {formatMoney(total, trip.currency)}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
