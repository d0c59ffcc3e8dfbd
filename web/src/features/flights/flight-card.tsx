import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Briefcase, Luggage, Plane } from 'lucide-react';
import type { FlightOffer } from '@shared/api/lookups';
import {
  formatIsoDuration,
  formatLocal,
  formatUsd,
  pricePerPerson,
  stopsLabel,
} from '../../lib/flight-format';
import type { LegSummary, OfferSummary } from '../../lib/offer-summary';

function Endpoint({
  point,
  align,
  onAirport,
}: {
  point: { iataCode: string; at: string };
  align: 'start' | 'end';
  /** Absent: the code is plain text (the same airport is one tap away on the outbound row). */
  onAirport?: ((code: string) => void) | undefined;
}) {
  return (
    <Stack gap="0" align={align === 'start' ? 'flex-start' : 'flex-end'}>
      <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
        {formatLocal(point.at, 'HH:mm')}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {formatLocal(point.at, 'MMM dd')}
      </Text>
      {onAirport ? (
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
      ) : (
        <Text fontSize="sm" fontWeight="medium">
          {point.iataCode}
        </Text>
      )}
    </Stack>
  );
}

/** One way of the trip: departure, duration with stops, arrival; titled on a round trip. */
function LegRow({
  leg,
  title,
  onAirport,
}: {
  leg: LegSummary;
  title: string | null;
  onAirport?: ((code: string) => void) | undefined;
}) {
  const stops = stopsLabel(leg.segmentCount);
  return (
    <Stack gap="1">
      {title && (
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
          {title}
        </Text>
      )}
      <HStack justify="space-between" gap="2">
        <Endpoint point={leg.departure} align="start" onAirport={onAirport} />
        <Stack gap="1" align="center" flex="1" color="fg.muted" fontSize="xs" textAlign="center">
          <Text>{formatIsoDuration(leg.duration)}</Text>
          <HStack w="full" gap="1">
            <Stack flex="1" borderTopWidth="1px" />
            <Plane size={14} aria-hidden="true" />
            <Stack flex="1" borderTopWidth="1px" />
          </HStack>
          <Text>{stops ?? 'Direct'}</Text>
        </Stack>
        <Endpoint point={leg.arrival} align="end" onAirport={onAirport} />
      </HStack>
    </Stack>
  );
}

/** One search result (SPEC 2): airline, aircraft, bags, times, airports, duration, price. */
export function FlightCard({
  offer,
  summary,
  adults,
  onAirport,
  onDetails,
}: {
  offer: FlightOffer;
  summary: OfferSummary;
  /** How many passengers the price is for (the search's). */
  adults: number;
  onAirport: (code: string) => void;
  onDetails: () => void;
}) {
  const bags = summary.baggage.checked.pieces;
  const roundTrip = summary.inbound !== null;
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
            {/* SPEC 2's '{n} bag(s)' for the checked bags included; a fare with none says nothing. */}
            {bags > 0 && (
              <Badge variant="subtle" gap="1">
                <Luggage size={12} aria-hidden="true" />
                {bags} bag(s)
              </Badge>
            )}
            {summary.baggage.carryOn.included && (
              <Badge variant="subtle" gap="1">
                <Briefcase size={12} aria-hidden="true" />
                Carry-on
              </Badge>
            )}
          </HStack>
        </HStack>

        <Stack gap="3">
          <LegRow leg={summary} title={roundTrip ? 'Outbound' : null} onAirport={onAirport} />
          {summary.inbound && <LegRow leg={summary.inbound} title="Return" />}
        </Stack>

        <HStack justify="space-between" align="end" borderTopWidth="1px" pt="3" gap="3">
          <Stack gap="0">
            <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
              {formatUsd(offer.price.total)}{' '}
              <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
                {offer.price.currency}
              </Text>
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {priceNote(roundTrip, adults, offer.price.total)}
            </Text>
          </Stack>
          <Button colorPalette="teal" variant="outline" onClick={onDetails}>
            View Details
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * What the total covers: 'One way, 1 passenger', 'Round trip, total for 3 passengers · $452.42
 * each'.
 */
function priceNote(roundTrip: boolean, adults: number, total: string): string {
  const kind = roundTrip ? 'Round trip' : 'One way';
  if (adults <= 1) return `${kind}, 1 passenger`;
  return `${kind}, total for ${adults} passengers · ${formatUsd(pricePerPerson(total, adults))} each`;
}
