import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { Map as MapIcon, Plus } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { tripLengthDays } from '@shared/domain/trip-length';
import { useDb } from '../../session/db-context';
import {
  deleteItineraryItem,
  moveItineraryItem,
  placeItineraryItem,
} from '../../db/itinerary-repo';
import { useTrip, type TripDetails } from '../../db/live-queries';
import { canEdit } from '../../db/trip-role';
import { notify } from '../../lib/toaster';
import { addedBy } from '../../lib/member-summary';
import { ViewerNote } from '../../components/viewer-note';
import { BackLink } from '../../components/back-link';
import { PageSpinner } from '../../components/page-spinner';
import { TripNotFoundMessage } from '../../components/trip-not-found-message';
import { useWriteFailure } from '../../lib/write-errors';
import { AddActivityDialog } from './add-activity-dialog';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import {
  allTripDays,
  isOutsideTrip,
  timeOrderText,
  timeOrderWarnings,
} from '../../lib/itinerary-days';
import { stayContinuations } from '@shared/domain/stay-nights';
import { ItineraryBoard } from './itinerary-board';
import { DayNote, TripNoteText } from './day-note';
import { DayTodos, useDayTodos } from './day-todos';
import { MoveToDay } from './move-to-day';
import { ItemDocumentList, ItemDocumentsButton } from './item-documents';
import { useDocumentsByItem } from '../../db/item-documents';

/** Opens one of the trip's documents full screen (the documents feature's viewer, from app/). */
export type RenderDocument = (
  trip: TripDetails,
  documentId: string,
  onClose: () => void,
) => ReactNode;
import { stopForDay } from '@shared/domain/stop-for-day';
import { destinationPlace } from '@shared/domain/destination-place';
import { useDestination } from '../../db/live-queries';
import { activitiesResponseSchema } from '@shared/api/lookups';
import { useJson } from '../../lib/use-json';
import { activityPlace, hasSuggestions } from '../../lib/suggestion-item';

export function ItineraryPage({ renderDocument }: { renderDocument?: RenderDocument }) {
  const { id = '' } = useParams();
  const trip = useTrip(id);
  if (trip === undefined) return <PageSpinner label="Loading trip details..." />;
  if (trip === null) return <TripNotFoundMessage />;
  return <ItineraryDays trip={trip} renderDocument={renderDocument} />;
}

function ItineraryDays({
  trip,
  renderDocument,
}: {
  trip: TripDetails;
  renderDocument?: RenderDocument | undefined;
}) {
  const db = useDb();
  const fail = useWriteFailure();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ItineraryItem | null>(null);
  const [openDocument, setOpenDocument] = useState<string | null>(null);
  const documentsByItem = useDocumentsByItem(trip.id);
  // '?edit=<item id>' (the map's 'Edit') opens that item's dialog.
  const [params, setParams] = useSearchParams();
  const linkedId = params.get('edit');
  // The item whose move button should get the keyboard back once it has moved.
  const [moved, setMoved] = useState<{ id: string; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const timer = setTimeout(() => setMoved(null), 1000);
    return () => clearTimeout(timer);
  }, [moved]);
  const tripDays = tripLengthDays(trip.startDate, trip.endDate);
  const destination = useDestination(trip.destinationId);
  const home = useMemo(() => (destination ? destinationPlace(destination) : null), [destination]);
  // The destination's suggested activities are places of this trip too (read from the
  // worker's cached copy offline; none for a city of the gazetteer, which has no curated ones).
  const suggestions = useJson(
    destination && hasSuggestions(destination.id)
      ? `/api/destinations/${encodeURIComponent(destination.id)}/activities`
      : null,
    activitiesResponseSchema,
  );
  const tripPlaces = useMemo(() => {
    const activities =
      destination && suggestions.status === 'success'
        ? suggestions.data.data.flatMap((a) => activityPlace(a, destination) ?? [])
        : [];
    return [...(home ? [home] : []), ...trip.stops.map((stop) => stop.place), ...activities];
  }, [home, trip.stops, destination, suggestions]);
  // Where each day is spent: its stop, else the destination (places near it come first).
  const whereOnDay = (day: number) => stopForDay(trip, trip.stops, day)?.place ?? home;
  const editable = canEdit(trip.myRole);
  const linked = (editable && trip.itineraryItems.find((i) => i.id === linkedId)) || null;
  const editingNow = editing ?? linked;
  const stopEditing = () => {
    setEditing(null);
    if (linkedId !== null) {
      setParams(
        (current) => {
          current.delete('edit');
          return current;
        },
        { replace: true },
      );
    }
  };
  const todos = useDayTodos(trip.id, trip.itineraryItems);
  const days = useMemo(
    () => allTripDays(trip.itineraryItems, tripDays),
    [trip.itineraryItems, tripDays],
  );
  const lastDay = days.length;
  const stays = useMemo(() => stayContinuations(trip.itineraryItems), [trip.itineraryItems]);
  // Checked on the stored order (not a drag's passing one): what the day really says.
  const warnings = useMemo(
    () => new Map(days.flatMap((d) => [...timeOrderWarnings(d.items)])),
    [days],
  );

  const onMove = async (itemId: string, direction: 'up' | 'down') => {
    try {
      if (await moveItineraryItem(db, itemId, direction, lastDay)) {
        setMoved({ id: itemId, direction });
      }
    } catch (error) {
      fail(error, 'Failed to move activity', 'Please try again');
    }
  };

  const onPlace = async (itemId: string, day: number, index: number) => {
    try {
      await placeItineraryItem(db, itemId, day, index);
      return true;
    } catch (error) {
      fail(error, 'Failed to move activity', 'Please try again');
      return false;
    }
  };

  const onDelete = async (itemId: string) => {
    try {
      await deleteItineraryItem(db, itemId);
      notify({ type: 'success', title: 'Activity deleted' });
    } catch (error) {
      fail(error, 'Failed to delete activity', 'Please try again');
    }
  };

  return (
    <Stack gap="5" maxW="3xl" mx="auto">
      <BackLink to={`/trips/${trip.id}`} label={trip.title} />
      <HStack justify="space-between" gap="3">
        <Heading as="h1" size="2xl">
          Itinerary
        </Heading>
        <HStack gap="2">
          <Button asChild variant="outline">
            <RouterLink to={`/trips/${trip.id}/map`}>
              <MapIcon aria-hidden="true" />
              Map
            </RouterLink>
          </Button>
          {editable && (
            <Button colorPalette="teal" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              Add
            </Button>
          )}
        </HStack>
      </HStack>
      {!editable && <ViewerNote />}
      {trip.notes && <TripNoteText note={trip.notes} />}
      <ItineraryBoard
        startDate={trip.startDate}
        days={days}
        editable={editable}
        onPlace={onPlace}
        section={(day) => ({
          startDate: trip.startDate,
          where: stopForDay(trip, trip.stops, day) ? (whereOnDay(day)?.name ?? null) : null,
          outside: isOutsideTrip(day, tripDays),
          stays: stays.get(day) ?? [],
          top: (
            <>
              <DayNote
                tripId={trip.id}
                day={day}
                note={trip.dayNotes?.[String(day)]}
                editable={editable}
              />
              <DayTodos day={day} todos={todos.get(day)} editable={editable} />
            </>
          ),
        })}
        rowProps={(item, index, items) => {
          const day = item.day;
          const warning = warnings.get(item.id);
          const documents = documentsByItem.get(item.id);
          return {
            documents:
              documents && renderDocument ? (
                <ItemDocumentsButton
                  title={item.title}
                  documents={documents}
                  onOpen={setOpenDocument}
                />
              ) : null,
            item,
            pending: trip.pendingIds.has(item.id),
            addedBy: addedBy(item.createdBy, trip.members, db.userId),
            warning: warning ? timeOrderText(warning) : null,
            footer:
              editable && isOutsideTrip(day, tripDays) ? (
                <MoveToDay
                  item={item}
                  startDate={trip.startDate}
                  tripDays={tripDays}
                  onMove={(to) => void onPlace(item.id, to, Number.MAX_SAFE_INTEGER)}
                />
              ) : null,
            actions: editable
              ? {
                  onEdit: () => setEditing(item),
                  onDelete: () => void onDelete(item.id),
                  // Past the day's first or last item it goes to the day before or after.
                  onMoveUp: index > 0 || day > 1 ? () => void onMove(item.id, 'up') : undefined,
                  onMoveDown:
                    index < items.length - 1 || day < lastDay
                      ? () => void onMove(item.id, 'down')
                      : undefined,
                  focusMove: moved?.id === item.id ? moved.direction : undefined,
                }
              : undefined,
          };
        }}
      />
      <AddActivityDialog
        tripId={trip.id}
        days={tripDays}
        open={adding}
        onOpenChange={setAdding}
        near={home}
        tripPlaces={tripPlaces}
      />
      {editingNow && (
        <AddActivityDialog
          key={editingNow.id}
          tripId={trip.id}
          days={tripDays}
          item={editingNow}
          near={whereOnDay(editingNow.day)}
          tripPlaces={tripPlaces}
          documents={
            renderDocument && (
              <ItemDocumentList
                documents={documentsByItem.get(editingNow.id) ?? []}
                onOpen={(documentId) => {
                  stopEditing();
                  setOpenDocument(documentId);
                }}
              />
            )
          }
          open
          onOpenChange={(open) => {
            if (!open) stopEditing();
          }}
        />
      )}
      {openDocument && renderDocument?.(trip, openDocument, () => setOpenDocument(null))}
    </Stack>
  );
}
