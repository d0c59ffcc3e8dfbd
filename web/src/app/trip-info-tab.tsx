import { Stack } from '@chakra-ui/react';
import type { TripDetails } from '../db/live-queries';
import { SuggestionsSection } from '../features/suggestions/suggestions-section';
import { AboutSection, ClimateSection, VisaSection } from '../features/trips/trip-info-sections';

/** The trip page's Info tab: the destination's climate, visa rules, description and sights. */
export function TripInfoTab({ trip }: { trip: TripDetails }) {
  return (
    <Stack gap="5">
      <ClimateSection trip={trip} />
      <VisaSection trip={trip} />
      <AboutSection trip={trip} />
      <SuggestionsSection trip={trip} />
    </Stack>
  );
}
