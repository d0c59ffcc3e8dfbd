import { Button, Heading, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { CalendarPlus, Star } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { activitiesResponseSchema, type Activity } from '@shared/api/lookups';
import { MAX_ACTIVITIES_SHOWN } from '@shared/constants';
import type { Destination } from '@shared/schemas/destination';
import { useDestination, type TripDetails } from '../../db/live-queries';
import { canEdit } from '../../db/trip-role';
import { formatActivityPrice } from '../../lib/format-activity-price';
import { useJson } from '../../lib/use-json';
import { SectionCard } from '../../components/section-card';
import { AddToDayDialog, type TripChoice } from '../../components/add-to-day-dialog';
import { hasSuggestions } from '../../lib/suggestion-item';

/**
 * 'Things to do in {name}': the destination's suggested activities, each of which an editor can
 * put on a day of the plan. Viewers cannot add, and gazetteer cities have no suggestions, so
 * neither sees the section.
 */
export function SuggestionsSection({ trip }: { trip: TripDetails }) {
  const destination = useDestination(trip.destinationId);
  if (!canEdit(trip.myRole) || !destination || !hasSuggestions(destination.id)) return null;
  return <Suggestions trip={trip} destination={destination} />;
}

function Suggestions({ trip, destination }: { trip: TripDetails; destination: Destination }) {
  // The explorer's lookup, so the service worker caches the answer for offline reading alike.
  const state = useJson(
    `/api/destinations/${encodeURIComponent(destination.id)}/activities`,
    activitiesResponseSchema,
  );
  // Each opening counts, so the dialog's form starts afresh even for the same activity again.
  const [chosen, setChosen] = useState<{ activity: Activity; opening: number } | null>(null);
  const [open, setOpen] = useState(false);
  // This trip and no other: the dialog asks only for the day and the time.
  const { id, title, startDate, endDate } = trip;
  const trips = useMemo<TripChoice[]>(
    () => [{ id, title, label: title, startDate, endDate }],
    [id, title, startDate, endDate],
  );
  const choose = (activity: Activity) => {
    setChosen((last) => ({ activity, opening: (last?.opening ?? 0) + 1 }));
    setOpen(true);
  };

  return (
    <SectionCard title={`Things to do in ${destination.name}`}>
      {state.status === 'idle' || state.status === 'loading' ? (
        <Stack gap="2" aria-busy="true">
          <VisuallyHidden>Loading suggestions</VisuallyHidden>
          <Skeleton h="16" />
          <Skeleton h="16" />
        </Stack>
      ) : state.status === 'error' ? (
        <Text color="fg.muted">
          {state.offline
            ? 'Suggestions need a connection the first time.'
            : 'Suggestions could not be loaded right now. Please try again later.'}
        </Text>
      ) : state.data.data.length === 0 ? (
        <Text color="fg.muted">No activities found for this destination at the moment.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Suggested activities">
          {state.data.data.slice(0, MAX_ACTIVITIES_SHOWN).map((activity) => (
            <SuggestionRow key={activity.id} activity={activity} onAdd={choose} />
          ))}
        </Stack>
      )}
      <AddToDayDialog
        trips={trips}
        preselectedId={trip.id}
        tripFixed
        activity={chosen?.activity ?? null}
        destination={destination}
        opening={chosen?.opening ?? 0}
        open={open}
        onOpenChange={setOpen}
      />
    </SectionCard>
  );
}

function SuggestionRow({
  activity,
  onAdd,
}: {
  activity: Activity;
  onAdd: (activity: Activity) => void;
}) {
  const nameId = useId();
  return (
    <Stack as="li" gap="1" p="3" borderWidth="1px" rounded="md" aria-labelledby={nameId}>
      <HStack justify="space-between" align="start" gap="3">
        <Heading as="h3" id={nameId} size="sm" fontWeight="medium">
          {activity.name}
        </Heading>
        {activity.price && (
          <Text fontWeight="semibold" whiteSpace="nowrap">
            {formatActivityPrice(activity.price)}
          </Text>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {activity.shortDescription}
      </Text>
      <HStack justify="space-between" align="center" gap="3" fontSize="sm">
        {activity.rating !== null ? (
          <HStack gap="1">
            <Star size={14} fill="currentColor" aria-hidden="true" />
            {/* Read as 'Rated 4.7 out of 5'; a label on a plain box would not be read at all. */}
            <Text>
              <VisuallyHidden>Rated </VisuallyHidden>
              {activity.rating.toFixed(1)}
              <VisuallyHidden> out of 5</VisuallyHidden>
            </Text>
          </HStack>
        ) : (
          <span />
        )}
        <Button
          size="sm"
          variant="outline"
          colorPalette="teal"
          // The visible words first, then which activity: a voice user says what they see.
          aria-label={`Add to day: ${activity.name}`}
          onClick={() => onAdd(activity)}
        >
          <CalendarPlus aria-hidden="true" />
          Add to day
        </Button>
      </HStack>
    </Stack>
  );
}
