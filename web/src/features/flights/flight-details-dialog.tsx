import {
  Alert,
  Button,
  CloseButton,
  DataList,
  Dialog,
  Heading,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { FlightOffer } from '@shared/api/lookups';
import { CHECK_IN_OPENS_HOURS } from '@shared/constants';
import { BOOKING_CLASS, FARE_CLASS, fareType, isRefundable } from '@shared/domain/fare';
import {
  adultsLabel,
  formatIsoDuration,
  formatLocal,
  formatUsd,
  pricePerPerson,
} from '../../lib/flight-format';
import type { LegSummary, OfferSummary } from '../../lib/offer-summary';

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** The fare rules of SPEC 2 and 9 for one offer, with the action that starts the demo booking. */
export function FlightDetailsDialog({
  selected,
  onClose,
  onBook,
}: {
  /** The offer, and how many passengers its price is for (the search's). */
  selected: { offer: FlightOffer; summary: OfferSummary; adults: number } | null;
  onClose: () => void;
  onBook: () => void;
}) {
  return (
    <Dialog.Root
      open={selected !== null}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            {selected && <Details {...selected} onBook={onBook} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** 'BA · JFK 18:05 → LHR 06:10 · 7h 5m' */
function legLine(airline: string, leg: LegSummary): string {
  return `${airline} · ${leg.departure.iataCode} ${formatLocal(leg.departure.at, 'HH:mm')} → ${
    leg.arrival.iataCode
  } ${formatLocal(leg.arrival.at, 'HH:mm')} · ${formatIsoDuration(leg.duration)}`;
}

function Details({
  offer,
  summary,
  adults,
  onBook,
}: {
  offer: FlightOffer;
  summary: OfferSummary;
  adults: number;
  onBook: () => void;
}) {
  const total = Number(offer.price.total);
  const { carryOn, checked } = summary.baggage;
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Flight Details</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <Stack gap="1" color="fg.muted">
            <Text>
              {summary.inbound && 'Outbound: '}
              {legLine(summary.airline, summary)}
            </Text>
            {summary.inbound && <Text>Return: {legLine(summary.airline, summary.inbound)}</Text>}
          </Stack>
          <Stack gap="2">
            <Heading as="h3" size="sm">
              Fare Rules
            </Heading>
            <Rows
              rows={[
                ['Fare type', fareType(total)],
                ['Fare class', FARE_CLASS],
                ['Booking class', BOOKING_CLASS],
                ['Refundable', isRefundable(total) ? 'Yes' : 'No'],
              ]}
            />
          </Stack>
          <Stack gap="2">
            <Heading as="h3" size="sm">
              Price
            </Heading>
            <Rows
              rows={[
                ['Total', `${formatUsd(offer.price.total)} USD`],
                ...(adults > 1
                  ? [
                      [
                        'Per person',
                        `${formatUsd(pricePerPerson(offer.price.total, adults))} USD`,
                      ] as [string, string],
                    ]
                  : []),
                ['Trip', summary.inbound ? 'Round trip' : 'One way'],
                ['Taxes', 'Included'],
                ['Priced for', adultsLabel(adults)],
              ]}
            />
          </Stack>
          <Stack gap="2">
            <Heading as="h3" size="sm">
              Baggage ({summary.airline})
            </Heading>
            <Rows
              rows={[
                [
                  'Carry-on',
                  carryOn.included ? `1 × ${carryOn.weightKg} kg` : 'Personal item only',
                ],
                [
                  'Checked',
                  checked.pieces > 0
                    ? `${checked.pieces} × ${checked.weightKg} kg`
                    : 'Not included',
                ],
              ]}
            />
          </Stack>
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Title>Check-in opens {CHECK_IN_OPENS_HOURS} hours before departure</Alert.Title>
          </Alert.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="teal" w={{ base: 'full', sm: 'auto' }} onClick={onBook}>
          Book Flight
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </>
  );
}
