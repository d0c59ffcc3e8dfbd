import { Button, Card, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { DEFAULT_ADULTS, PASSENGERS_MAX, PASSENGERS_MIN } from '@shared/constants';
import { AirportAutocomplete, type AirportChoice } from './airport-autocomplete';
import { todayIso } from '../../lib/flight-format';

export interface FlightSearch {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string;
  adults: number;
}

type Errors = Partial<
  Record<'origin' | 'destination' | 'departureDate' | 'returnDate' | 'adults', string>
>;

/** Checks the form by SPEC 5; returns the search, or the messages that explain why not. */
function validate(
  origin: AirportChoice | null,
  destination: AirportChoice | null,
  departureDate: string,
  returnDate: string,
  adultsText: string,
): { search: FlightSearch } | { errors: Errors } {
  const today = todayIso();
  const adults = Number(adultsText);
  const errors: Errors = {};
  if (!origin) errors.origin = 'Choose where you fly from';
  if (!destination) errors.destination = 'Choose where you fly to';
  else if (origin && origin.code === destination.code)
    errors.destination = 'Choose a different airport from where you fly from';
  if (!departureDate) errors.departureDate = 'Choose a departure date';
  else if (departureDate < today) errors.departureDate = 'Departure cannot be in the past';
  if (returnDate && returnDate < (departureDate || today))
    errors.returnDate = 'Return cannot be before departure';
  if (!Number.isInteger(adults) || adults < PASSENGERS_MIN || adults > PASSENGERS_MAX)
    errors.adults = `Passengers must be ${PASSENGERS_MIN} to ${PASSENGERS_MAX}`;
  if (!origin || !destination || Object.keys(errors).length > 0) return { errors };
  return {
    search: {
      origin: origin.code,
      destination: destination.code,
      departureDate,
      ...(returnDate ? { returnDate } : {}),
      adults,
    },
  };
}

/** The flight search form (SPEC 2); it searches only on submit with every required field. */
export function FlightSearchForm({ onSearch }: { onSearch: (search: FlightSearch) => void }) {
  const [origin, setOrigin] = useState<AirportChoice | null>(null);
  const [destination, setDestination] = useState<AirportChoice | null>(null);
  const [departureDate, setDepartureDate] = useState('');
  const [returnDate, setReturnDate] = useState('');
  const [adults, setAdults] = useState(String(DEFAULT_ADULTS));
  const [errors, setErrors] = useState<Errors>({});
  const today = todayIso();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const outcome = validate(origin, destination, departureDate, returnDate, adults);
    if ('errors' in outcome) setErrors(outcome.errors);
    else {
      setErrors({});
      onSearch(outcome.search);
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label="Flight search">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <AirportAutocomplete
                label="From"
                value={origin}
                onChange={setOrigin}
                error={errors.origin}
              />
              <AirportAutocomplete
                label="To"
                value={destination}
                onChange={setDestination}
                error={errors.destination}
              />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
              <Field.Root invalid={Boolean(errors.departureDate)}>
                <Field.Label>Departure Date</Field.Label>
                <Input
                  type="date"
                  bg="bg"
                  min={today}
                  value={departureDate}
                  onChange={(e) => setDepartureDate(e.target.value)}
                />
                <Field.ErrorText>{errors.departureDate}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.returnDate)}>
                <Field.Label>
                  Return Date <Field.RequiredIndicator fallback="(Optional)" color="fg.muted" />
                </Field.Label>
                <Input
                  type="date"
                  bg="bg"
                  min={departureDate || today}
                  value={returnDate}
                  onChange={(e) => setReturnDate(e.target.value)}
                />
                <Field.ErrorText>{errors.returnDate}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.adults)}>
                <Field.Label>Passengers</Field.Label>
                <Input
                  type="number"
                  bg="bg"
                  min={PASSENGERS_MIN}
                  max={PASSENGERS_MAX}
                  step={1}
                  inputMode="numeric"
                  value={adults}
                  onChange={(e) => setAdults(e.target.value)}
                />
                <Field.ErrorText>{errors.adults}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>
            <Button type="submit" colorPalette="teal" size="lg" alignSelf={{ md: 'start' }}>
              <Search aria-hidden="true" /> Search Flights
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
