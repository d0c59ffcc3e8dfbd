import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import type { TripStop } from '@shared/schemas/trip-stop';
import { useState } from 'react';
import { destinationPlace } from '@shared/domain/destination-place';
import { useDb } from '../../session/db-context';
import { deleteStop } from '../../db/stop-repo';
import { useDestination, type TripDetails } from '../../db/live-queries';
import { canEdit } from '../../db/trip-role';
import { notify } from '../../lib/toaster';
import { useWriteFailure } from '../../lib/write-errors';
import { PendingMark } from '../../components/pending-mark';
import { SectionCard } from '../../components/section-card';
import { AddStopDialog } from './add-stop-dialog';
import { stopDates } from './stop-dates';

/**
 * 'Stops': where the trip goes, in order. The destination is the first stop and spans the trip
 * unless a later stop takes over; further stops are added here, offline too.
 */
export function StopsSection({ trip }: { trip: TripDetails }) {
  const db = useDb();
  const fail = useWriteFailure();
  const destination = useDestination(trip.destinationId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TripStop | null>(null);
  const editable = canEdit(trip.myRole);
  const near = destination ? destinationPlace(destination) : null;

  const onDelete = async (id: string, name: string) => {
    try {
      await deleteStop(db, id);
      notify({ type: 'success', title: `${name} removed from the trip` });
    } catch (error) {
      fail(error, 'Failed to remove stop', 'Please try again');
    }
  };

  return (
    <SectionCard
      title="Stops"
      action={
        editable && (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add Stop
          </Button>
        )
      }
    >
      {trip.stops.length === 0 ? (
        // One stop is the destination the hero already names: only the way to add the next.
        <Text color="fg.muted" fontSize="sm">
          {editable
            ? 'Going on somewhere? Add the next town with the days you spend there.'
            : 'This trip has one stop.'}
        </Text>
      ) : (
        <Stack as="ol" gap="0" listStyleType="none">
          <StopRow
            number={1}
            name={
              trip.destination ? `${trip.destination.name}, ${trip.destination.country}` : 'Trip'
            }
            dates={stopDates(trip.startDate, trip.stops[0]?.startDate ?? trip.endDate)}
          />
          {trip.stops.map((stop, i) => (
            <StopRow
              key={stop.id}
              number={i + 2}
              name={
                stop.place.country ? `${stop.place.name}, ${stop.place.country}` : stop.place.name
              }
              dates={stopDates(stop.startDate, stop.endDate)}
              pending={trip.pendingIds.has(stop.id)}
              onDelete={editable ? () => void onDelete(stop.id, stop.place.name) : undefined}
              onEdit={editable ? () => setEditing(stop) : undefined}
            />
          ))}
        </Stack>
      )}
      {editable && <AddStopDialog trip={trip} near={near} open={adding} onOpenChange={setAdding} />}
      {editing && (
        <AddStopDialog
          key={editing.id}
          trip={trip}
          near={near}
          stop={editing}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      )}
    </SectionCard>
  );
}

function StopRow({
  number,
  name,
  dates,
  pending = false,
  onDelete,
  onEdit,
}: {
  number: number;
  name: string;
  dates: string;
  pending?: boolean;
  onDelete?: (() => void) | undefined;
  onEdit?: (() => void) | undefined;
}) {
  return (
    <HStack as="li" gap="3" py="2" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
      <HStack
        justify="center"
        flexShrink={0}
        boxSize="7"
        rounded="full"
        bg="teal.subtle"
        color="teal.fg"
        fontSize="sm"
        fontWeight="semibold"
        aria-hidden="true"
      >
        {number}
      </HStack>
      <Stack gap="0" flex="1" minW="0">
        <HStack gap="1">
          <MapPin size={14} aria-hidden="true" />
          <Text fontWeight="medium" truncate>
            {name}
          </Text>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {dates}
          </Text>
          {pending && <PendingMark />}
        </HStack>
      </Stack>
      {onEdit && (
        <IconButton aria-label={`Edit stop ${name}`} size="sm" variant="ghost" onClick={onEdit}>
          <Pencil />
        </IconButton>
      )}
      {onDelete && (
        <IconButton
          aria-label={`Remove stop ${name}`}
          size="sm"
          variant="ghost"
          colorPalette="red"
          onClick={onDelete}
        >
          <Trash2 />
        </IconButton>
      )}
    </HStack>
  );
}
