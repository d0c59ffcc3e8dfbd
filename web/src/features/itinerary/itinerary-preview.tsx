import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Clock, Map as MapIcon, MapPin, Plus } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { ITINERARY_PREVIEW_DAYS } from '@shared/constants';
import { useDb } from '../../session/db-context';
import type { TripDetails } from '../../db/live-queries';
import { canEdit } from '../../db/trip-role';
import { addedBy } from '../../lib/member-summary';
import { SectionCard } from '../../components/section-card';
import { previewDays } from '../../lib/itinerary-days';
import { formatItemTimes } from '../../lib/item-times';
import { DayHeading } from './day-heading';
import { DayNoteText } from './day-note';
import { DayTodos, useDayTodos } from './day-todos';

/** The trip page's look at the plan: the first two planned days (SPEC 2). */
export function ItineraryPreview({ trip }: { trip: TripDetails }) {
  const { userId } = useDb();
  const { shown, moreDays } = previewDays(trip.itineraryItems, ITINERARY_PREVIEW_DAYS);
  const fullPath = `/trips/${trip.id}/itinerary`;
  const todos = useDayTodos(trip.id, trip.itineraryItems);
  return (
    <SectionCard
      title="Itinerary"
      action={
        shown.length > 0 && (
          <HStack gap="2">
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/trips/${trip.id}/map`}>
                <MapIcon aria-hidden="true" />
                Map
              </RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={fullPath}>View Full Itinerary</RouterLink>
            </Button>
          </HStack>
        )
      }
    >
      {shown.length === 0 ? (
        <Stack align="center" textAlign="center" gap="3" py="4">
          <Text color="fg.muted">No activities added yet</Text>
          {canEdit(trip.myRole) && (
            <Button asChild colorPalette="teal" size="sm">
              <RouterLink to={fullPath}>
                <Plus aria-hidden="true" />
                Add Activities
              </RouterLink>
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap="5">
          {shown.map(({ day, items }) => (
            <Stack as="section" key={day} gap="2" aria-label={`Day ${day}`}>
              <DayHeading as="h3" size="sm" color="teal.fg" startDate={trip.startDate} day={day} />
              {trip.dayNotes?.[String(day)] && (
                <DayNoteText day={day} note={trip.dayNotes[String(day)]!} />
              )}
              <DayTodos day={day} todos={todos.get(day)} editable={canEdit(trip.myRole)} />
              <Stack
                as="ul"
                gap="2"
                listStyleType="none"
                ps="3"
                borderStartWidth="2px"
                borderColor="teal.muted"
              >
                {items.map((item) => {
                  const by = addedBy(item.createdBy, trip.members, userId);
                  const times = formatItemTimes(item);
                  return (
                    <Stack as="li" key={item.id} gap="0.5">
                      <Text fontWeight="medium">{item.title}</Text>
                      <HStack gap="3" color="fg.muted" fontSize="sm" wrap="wrap">
                        {times && (
                          <HStack gap="1">
                            <Clock size={12} aria-hidden="true" />
                            <Text>{times}</Text>
                          </HStack>
                        )}
                        {item.location && (
                          <HStack gap="1">
                            <MapPin size={12} aria-hidden="true" />
                            <Text>{item.location}</Text>
                          </HStack>
                        )}
                        {by && <Text>{by}</Text>}
                      </HStack>
                    </Stack>
                  );
                })}
              </Stack>
            </Stack>
          ))}
          {moreDays > 0 && (
            <Text color="fg.muted" fontSize="sm">
              And {moreDays} more days...
            </Text>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
