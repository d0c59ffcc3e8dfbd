import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { flightSearchResponseSchema, type FlightOffer } from '@shared/api/lookups';
import { useJson } from '../../lib/use-json';
import { BookingWizard } from '../booking/booking-wizard';
import { AirportDialog } from './airport-dialog';
import { FlightDetailsDialog } from './flight-details-dialog';
import { FlightResults } from './flight-results';
import { FlightSearchForm, type FlightSearch } from './flight-search-form';
import type { OfferSummary } from '../../lib/offer-summary';

function searchPath(search: FlightSearch): string {
  const params = new URLSearchParams({
    origin: search.origin,
    destination: search.destination,
    departureDate: search.departureDate,
    adults: String(search.adults),
  });
  // SPEC 5: the return date is added to the request only when given.
  if (search.returnDate) params.set('returnDate', search.returnDate);
  return `/api/flights/search?${params.toString()}`;
}

type Selected = { offer: FlightOffer; summary: OfferSummary };

/** Flight search (/flights): form, results, details, airport information and the demo booking. */
export function FlightsPage() {
  const [path, setPath] = useState<string | null>(null);
  const state = useJson(path, flightSearchResponseSchema);
  const [airport, setAirport] = useState<string | null>(null);
  const [details, setDetails] = useState<Selected | null>(null);
  const [booking, setBooking] = useState<Selected | null>(null);

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Flights
        </Heading>
        <Text color="fg.muted">Find flights between any two airports.</Text>
      </Stack>
      <FlightSearchForm onSearch={(search) => setPath(searchPath(search))} />
      <FlightResults
        state={state}
        onAirport={setAirport}
        onDetails={(offer, summary) => setDetails({ offer, summary })}
      />
      <AirportDialog code={airport} onClose={() => setAirport(null)} />
      <FlightDetailsDialog
        selected={details}
        onClose={() => setDetails(null)}
        onBook={() => {
          setBooking(details);
          setDetails(null);
        }}
      />
      <BookingWizard selected={booking} onClose={() => setBooking(null)} />
    </Stack>
  );
}
