import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { flightSearchResponseSchema, type FlightOffer } from '@shared/api/lookups';
import { useJson } from '../../lib/use-json';
import { BookingWizard } from '../booking/booking-wizard';
import { clearPendingBooking, readPendingBooking } from '../booking/pending-booking';
import { AirportDialog } from './airport-dialog';
import { FlightDetailsDialog } from './flight-details-dialog';
import { FlightResults } from './flight-results';
import { FlightSearchForm, type FlightSearch } from './flight-search-form';
import { summarizeOffer, type OfferSummary } from '../../lib/offer-summary';

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

type Selected = { offer: FlightOffer; summary: OfferSummary; adults: number; reference?: string };

/**
 * The booking the traveller left to sign in, when the sign-in screen brought them back here
 * for it ('?booking=resume'): it reopens on its confirmation, 'Add to a trip' now at hand.
 */
function resumedBooking(params: URLSearchParams): Selected | null {
  if (params.get('booking') !== 'resume') return null;
  const kept = readPendingBooking(window.sessionStorage);
  const summary = kept && summarizeOffer(kept.offer);
  if (!kept || !summary) return null;
  return { offer: kept.offer, summary, adults: kept.adults, reference: kept.reference };
}

/** Flight search (/flights): form, results, details, airport information and the demo booking. */
export function FlightsPage() {
  const [search, setSearch] = useState<FlightSearch | null>(null);
  const state = useJson(search ? searchPath(search) : null, flightSearchResponseSchema);
  const adults = search?.adults ?? 1;
  const [airport, setAirport] = useState<string | null>(null);
  const [details, setDetails] = useState<Selected | null>(null);
  const [params, setParams] = useSearchParams();
  const [booking, setBooking] = useState<Selected | null>(() => resumedBooking(params));
  const closeBooking = () => {
    setBooking(null);
    if (params.has('booking')) {
      clearPendingBooking(window.sessionStorage);
      setParams({}, { replace: true });
    }
  };

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Flights
        </Heading>
        <Text color="fg.muted">Find flights between any two airports.</Text>
      </Stack>
      <FlightSearchForm onSearch={setSearch} />
      <FlightResults
        state={state}
        adults={adults}
        onAirport={setAirport}
        onDetails={(offer, summary) => setDetails({ offer, summary, adults })}
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
      <BookingWizard selected={booking} onClose={closeBooking} />
    </Stack>
  );
}
