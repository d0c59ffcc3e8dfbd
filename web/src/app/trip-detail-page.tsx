import { Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { useTrip } from '../db/live-queries';
import { BalancesSection } from '../features/balances/balances-section';
import { DocumentsSection } from '../features/documents/documents-section';
import { BudgetExpensesSection } from '../features/expenses/budget-expenses-section';
import { SpendingInsightsSection } from '../features/insights/spending-insights-section';
import { ItineraryPreview } from '../features/itinerary/itinerary-preview';
import { MembersSection } from '../features/members/members-section';
import { StopsSection } from '../features/stops/stops-section';
import { SuggestionsSection } from '../features/suggestions/suggestions-section';
import { PageSpinner } from '../components/page-spinner';
import { TripHero } from './trip-hero';
import {
  AboutSection,
  ClimateSection,
  TripDetailsSection,
  VisaSection,
} from '../features/trips/trip-info-sections';
import { TripNotFoundMessage } from '../components/trip-not-found-message';

export function TripDetailPage() {
  const { id = '' } = useParams();
  const trip = useTrip(id);
  if (trip === undefined) return <PageSpinner />;
  if (trip === null) return <TripNotFoundMessage />;
  // One readable column in the order of SPEC 2, on a phone and on a wide screen alike.
  return (
    <Stack gap="5" maxW="3xl" mx="auto">
      <TripHero trip={trip} />
      <TripDetailsSection trip={trip} />
      <StopsSection trip={trip} />
      <DocumentsSection trip={trip} />
      <MembersSection trip={trip} />
      <ClimateSection trip={trip} />
      <VisaSection trip={trip} />
      <AboutSection trip={trip} />
      <SuggestionsSection trip={trip} />
      <BudgetExpensesSection trip={trip} />
      <SpendingInsightsSection trip={trip} />
      <BalancesSection trip={trip} />
      <ItineraryPreview trip={trip} />
    </Stack>
  );
}
