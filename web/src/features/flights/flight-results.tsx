import { Alert, Card, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { PlaneTakeoff, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FlightOffer, FlightSearchResponse } from '@shared/api/lookups';
import { FLIGHTS_PLACEHOLDERS } from '@shared/constants';
import type { JsonState } from '../../lib/use-json';
import { OfflineNotice } from '../../components/offline-notice';
import { FlightCard } from './flight-card';
import { summarizeOffer, type OfferSummary } from '../../lib/offer-summary';

function Message({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Stack align="center" textAlign="center" gap="2" py="10" color="fg.muted">
      {icon}
      <Text fontWeight="semibold" fontSize="lg" color="fg">
        {title}
      </Text>
      <Text>{text}</Text>
    </Stack>
  );
}

/** Every state of the flight search below the form (SPEC 2). */
export function FlightResults({
  state,
  adults,
  onAirport,
  onDetails,
}: {
  state: JsonState<FlightSearchResponse>;
  /** Passengers of the search the results answer: every price is for all of them. */
  adults: number;
  onAirport: (code: string) => void;
  onDetails: (offer: FlightOffer, summary: OfferSummary) => void;
}) {
  if (state.status === 'idle') {
    return (
      <Message
        icon={<PlaneTakeoff size={40} aria-hidden="true" />}
        title="Search for Flights"
        text="Enter airport codes such as JFK or LAX and your travel dates to find flights."
      />
    );
  }
  if (state.status === 'loading') {
    return (
      <Stack gap="3" aria-busy="true" aria-label="Searching flights">
        {Array.from({ length: FLIGHTS_PLACEHOLDERS }, (_, i) => (
          <Card.Root key={i} data-testid="flight-placeholder">
            <Card.Body gap="3">
              <Skeleton h="5" w="40%" />
              <SkeletonText noOfLines={2} />
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  }
  if (state.status === 'error') {
    if (state.offline) return <OfflineNotice what="Flight search" />;
    return (
      <Message
        icon={<TriangleAlert size={40} aria-hidden="true" />}
        title="Failed to search flights"
        text="Please check your airport codes and try again"
      />
    );
  }
  const offers = state.data.data.flatMap((offer) => {
    const summary = summarizeOffer(offer);
    return summary ? [{ offer, summary }] : [];
  });
  if (offers.length === 0) {
    return (
      <Message
        icon={<SearchX size={40} aria-hidden="true" />}
        title="No flights found for your search"
        text="Try different dates or destinations"
      />
    );
  }
  return (
    <Stack gap="3">
      <Text fontWeight="semibold" role="status">
        {offers.length} flights found
      </Text>
      {state.data.sample && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Sample fares</Alert.Title>
            <Alert.Description>
              These flights and prices are generated examples for planning. They are not live fares
              and cannot be booked.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {offers.map(({ offer, summary }) => (
        <FlightCard
          key={offer.id}
          offer={offer}
          summary={summary}
          adults={adults}
          onAirport={onAirport}
          onDetails={() => onDetails(offer, summary)}
        />
      ))}
    </Stack>
  );
}
