import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Briefcase, Luggage, Plane } from 'lucide-react';
import type { FlightOffer } from '@shared/api/lookups';
import { formatIsoDuration, formatLocal, stopsLabel } from '../../lib/flight-format';
import type { OfferSummary } from '../../lib/offer-summary';

function Endpoint({
  point,
  align,
  onAirport,
}: {
  point: { iataCode: string; at: string };
  align: 'start' | 'end';
  onAirport: (code: string) => void;
}) {
  return (
    <Stack gap="0" align={align === 'start' ? 'flex-start' : 'flex-end'}>
      <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
        {formatLocal(point.at, 'HH:mm')}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {formatLocal(point.at, 'MMM dd')}
      </Text>
      <Button
        variant="plain"
        size="sm"
        h="auto"
        p="0"
        colorPalette="teal"
        color="teal.fg"
        textDecoration="underline dotted"
        aria-label={`${point.iataCode} airport information`}
        onClick={() => onAirport(point.iataCode)}
      >
        {point.iataCode}
      </Button>
    </Stack>
  );
}

/** One search result (SPEC 2): airline, aircraft, bags, times, airports, duration, price. */
export function FlightCard({
  offer,
  summary,
  onAirport,
  onDetails,
}: {
  offer: FlightOffer;
  summary: OfferSummary;
  onAirport: (code: string) => void;
  onDetails: () => void;
}) {
  const stops = stopsLabel(summary.segmentCount);
  const bags = summary.baggage.checked.pieces;
  return (
    <Card.Root
      role="article"
      aria-label={`${summary.airline} ${summary.departure.iataCode} to ${summary.arrival.iataCode}`}
    >
      <Card.Body gap="4">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="0.5">
            <Text fontWeight="semibold">{summary.airline}</Text>
            <Text fontSize="sm" color="fg.muted">
              {summary.aircraft.name} · {summary.aircraft.category}
            </Text>
          </Stack>
          <HStack gap="1.5">
            <Badge variant="subtle" gap="1">
              <Luggage size={12} aria-hidden="true" />
              {bags} bag(s)
            </Badge>
            {summary.baggage.carryOn.included && (
              <Badge variant="subtle" gap="1">
                <Briefcase size={12} aria-hidden="true" />
                Carry-on
              </Badge>
            )}
          </HStack>
        </HStack>

        <HStack justify="space-between" gap="2">
          <Endpoint point={summary.departure} align="start" onAirport={onAirport} />
          <Stack gap="1" align="center" flex="1" color="fg.muted" fontSize="xs" textAlign="center">
            <Text>{formatIsoDuration(summary.duration)}</Text>
            <HStack w="full" gap="1">
              <Stack flex="1" borderTopWidth="1px" />
              <Plane size={14} aria-hidden="true" />
              <Stack flex="1" borderTopWidth="1px" />
            </HStack>
            <Text>{stops ?? 'Direct'}</Text>
          </Stack>
          <Endpoint point={summary.arrival} align="end" onAirport={onAirport} />
        </HStack>

        <HStack justify="space-between" borderTopWidth="1px" pt="3">
          <Text fontSize="xl" fontWeight="bold">
            ${offer.price.total}{' '}
            <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
              {offer.price.currency}
            </Text>
          </Text>
          <Button colorPalette="teal" variant="outline" onClick={onDetails}>
            View Details
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
