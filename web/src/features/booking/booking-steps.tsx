import {
  Alert,
  Box,
  DataList,
  Field,
  Heading,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import type { FlightOffer } from '@shared/api/lookups';
import { SEAT_PREFERENCE_LABELS, type PassengerForm } from '@shared/schemas/passenger';
import { formatIsoDuration, formatLocal, formatUsd } from '../../lib/flight-format';
import type { OfferSummary } from '../../lib/offer-summary';
import { AddToTrip } from './add-to-trip/add-to-trip';

function Rows({ rows }: { rows: [string, string | undefined][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {rows.map(([label, value]) =>
        value ? (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ) : null,
      )}
    </DataList.Root>
  );
}

export function ReviewStep({
  summary,
  total,
  passenger,
}: {
  summary: OfferSummary;
  total: string;
  passenger: PassengerForm;
}) {
  const { departure, arrival } = summary;
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h3" size="sm">
          Flight
        </Heading>
        <Rows
          rows={[
            ['Airline', summary.airline],
            [
              'From',
              `${departure.iataCode} · ${formatLocal(departure.at, 'MMM dd')} ${formatLocal(departure.at, 'HH:mm')}`,
            ],
            [
              'To',
              `${arrival.iataCode} · ${formatLocal(arrival.at, 'MMM dd')} ${formatLocal(arrival.at, 'HH:mm')}`,
            ],
            ['Duration', formatIsoDuration(summary.duration)],
            ['Total', `${formatUsd(total)} USD`],
          ]}
        />
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          Passenger
        </Heading>
        <Rows
          rows={[
            ['Name', `${passenger.title} ${passenger.firstName} ${passenger.lastName}`],
            ['Email', passenger.email],
            ['Phone', passenger.phone],
            ['Date of birth', passenger.dateOfBirth || undefined],
            ['Passport', passenger.passportNumber || undefined],
            [
              'Seat',
              passenger.seatPreference
                ? SEAT_PREFERENCE_LABELS[passenger.seatPreference]
                : undefined,
            ],
          ]}
        />
      </Stack>
    </Stack>
  );
}

const PAYMENT_FIELDS: [string, string][] = [
  ['Card number', '4242 4242 4242 4242'],
  ['Expiry date', 'MM/YY'],
  ['CVC', '123'],
  ['Name on card', 'As printed on the card'],
];

/** The payment step is a demo: the fields are shown for realism but disabled (SPEC 2). */
export function PaymentStep() {
  return (
    <Stack gap="4">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This is a demo</Alert.Title>
          <Alert.Description>
            No payment is taken and no ticket is issued. The payment fields are disabled.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {PAYMENT_FIELDS.map(([label, placeholder]) => (
          <Field.Root key={label} disabled>
            <Field.Label>{label}</Field.Label>
            <Input placeholder={placeholder} />
          </Field.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function ConfirmationStep({
  reference,
  offer,
  adults,
}: {
  reference: string;
  offer: FlightOffer;
  adults: number;
}) {
  return (
    <Stack gap="3" align="center" textAlign="center" py="4">
      <Box color="green.fg">
        <CircleCheck size={48} aria-hidden="true" />
      </Box>
      <Heading as="h3" size="lg">
        Booking Confirmed
      </Heading>
      <Text color="fg.muted">Demo booking reference</Text>
      <Text fontFamily="mono" fontSize="2xl" fontWeight="bold" data-testid="booking-reference">
        {reference}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        This reference is for the demo only: nothing was booked and no payment was taken.
      </Text>
      <AddToTrip offer={offer} reference={reference} adults={adults} />
    </Stack>
  );
}
