import {
  Badge,
  Box,
  Button,
  chakra,
  CloseButton,
  Dialog,
  HStack,
  Link,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { TripDayPlacement } from '@shared/domain/trip-day';
import { useDb } from '../../../session/db-context';
import { addItineraryItem } from '../../../db/itinerary-repo';
import { useTrips, type TripListItem } from '../../../db/live-queries';
import { notify } from '../../../lib/toaster';
import { formatDay, formatShortDay } from '../../../lib/format-date';
import { useWriteFailure } from '../../../lib/write-errors';
import { flightItemInputs, placeInTrip, type FlightPlan } from './flight-item';
import { preselected, tripChoices, type TripChoice } from './trip-choices';

interface AddToTripDialogProps {
  plan: FlightPlan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (trip: Pick<TripListItem, 'id' | 'title'>) => void;
}

/** The signed-in traveller's trips from this device (so it works offline); one is chosen. */
export function AddToTripDialog({ plan, open, onOpenChange, onAdded }: AddToTripDialogProps) {
  const db = useDb();
  const trips = useTrips();
  const navigate = useNavigate();
  const fail = useWriteFailure();
  const [picked, setPicked] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const choices = trips ? tripChoices(trips, db.userId, plan) : undefined;
  const chosenId = picked ?? (choices ? preselected(choices)?.id : undefined) ?? null;
  const chosen = choices?.find((c) => c.trip.id === chosenId)?.trip ?? null;
  const departs = formatDay(plan.departureDate, 'EEE, MMM d');

  const returns = plan.returnLeg ? formatDay(plan.returnLeg.departureDate, 'EEE, MMM d') : null;
  const both = chosen !== null && flightItemInputs(plan, chosen).length === 2;

  const add = async () => {
    const inputs = chosen ? flightItemInputs(plan, chosen) : [];
    if (!chosen || inputs.length === 0) return;
    setAdding(true);
    try {
      // Both ways of a round trip in one transaction: the plan never shows one without the other.
      await db.transaction('rw', db.mutationTables, async () => {
        for (const input of inputs) await addItineraryItem(db, input);
      });
      // SPEC 8's style ('Activity added successfully'), naming where it went, with a way there.
      notify({
        type: 'success',
        title: `${inputs.length === 2 ? 'Flights' : 'Flight'} added to ${chosen.title}`,
        action: {
          label: 'View trip',
          onClick: () => void navigate(`/trips/${chosen.id}/itinerary`),
        },
      });
      onAdded(chosen);
      onOpenChange(false);
    } catch (error) {
      fail(error, 'Failed to add flight', 'Please try again');
    } finally {
      setAdding(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>Add to a trip</Dialog.Title>
              <Text fontSize="sm">{plan.item.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                Departs {departs}
                {plan.item.time ? ` at ${plan.item.time} local time` : ''}
              </Text>
              {plan.returnLeg && (
                <Text fontSize="sm" color="fg.muted">
                  Returns {returns}
                  {plan.returnLeg.item.time ? ` at ${plan.returnLeg.item.time} local time` : ''}
                </Text>
              )}
            </Dialog.Header>
            <Dialog.Body>
              {choices === undefined ? (
                <HStack justify="center" py="6">
                  <Spinner size="sm" aria-hidden="true" />
                  <Text color="fg.muted">Loading your trips...</Text>
                </HStack>
              ) : choices.length === 0 ? (
                <Stack gap="2" py="2">
                  <Text>You have no trips to add it to yet.</Text>
                  <Link asChild color="teal.fg" fontWeight="medium">
                    <RouterLink to="/trips/new">Create a trip</RouterLink>
                  </Link>
                </Stack>
              ) : (
                <Stack gap="2" role="radiogroup" aria-label="Your trips">
                  {choices.map((choice) => (
                    <TripOption
                      key={choice.trip.id}
                      choice={choice}
                      departs={formatShortDay(plan.departureDate)}
                      returnLeftOff={returnLeftOff(plan, choice.trip)}
                      checked={choice.trip.id === chosenId}
                      onCheck={() => setPicked(choice.trip.id)}
                    />
                  ))}
                  {!choices.some((c) => 'day' in c.placement) && (
                    <Text fontSize="sm" color="fg.muted">
                      None of your trips covers {departs}. Change a trip&apos;s dates to include it,
                      then add the flight.
                    </Text>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={adding}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="teal"
                disabled={!chosen}
                loading={adding}
                loadingText="Adding..."
                onClick={() => void add()}
              >
                {both ? 'Add both flights' : 'Add flight'}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * One trip as a radio. A trip whose dates do not cover the departure is shown, with why, but
 * cannot be chosen: an item's day is counted from the trip's start, so putting the flight on the
 * first or last day instead would give it a wrong date on the plan, the calendar and the printout.
 * Changing the trip's dates first is one tap away and keeps every date true.
 */
/**
 * For a trip that covers the way out of a round trip but not the way back: the return's date,
 * which the option names, since only the way out goes on that trip's plan.
 */
function returnLeftOff(plan: FlightPlan, trip: TripListItem): string | null {
  if (!plan.returnLeg || !('day' in placeInTrip(plan, trip))) return null;
  if ('day' in placeInTrip(plan.returnLeg, trip)) return null;
  return formatShortDay(plan.returnLeg.departureDate);
}

function TripOption({
  choice,
  departs,
  returnLeftOff,
  checked,
  onCheck,
}: {
  choice: TripChoice<TripListItem>;
  departs: string;
  returnLeftOff: string | null;
  checked: boolean;
  onCheck: () => void;
}) {
  const { trip, placement } = choice;
  const covers = 'day' in placement;
  const dates = `${formatShortDay(trip.startDate)} – ${formatShortDay(trip.endDate)}`;
  return (
    <chakra.label
      display="flex"
      gap="3"
      alignItems="start"
      p="3"
      borderWidth="1px"
      rounded="lg"
      cursor={covers ? 'pointer' : 'not-allowed'}
      borderColor={checked ? 'teal.solid' : 'border'}
      bg={checked ? 'teal.subtle' : undefined}
      opacity={covers ? 1 : 0.7}
    >
      <chakra.input
        type="radio"
        name="trip"
        value={trip.id}
        checked={checked}
        disabled={!covers}
        onChange={onCheck}
        mt="1"
        w="4"
        h="4"
        flexShrink={0}
        accentColor="teal.solid"
      />
      <Box flex="1" minW="0">
        <Text fontWeight="medium">{trip.title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {trip.destination ? `${trip.destination.name} · ` : ''}
          {dates}
        </Text>
        <PlacementNote placement={placement} departs={departs} />
        {returnLeftOff && (
          <Text fontSize="sm" color="fg.muted" mt="1">
            The return on {returnLeftOff} is after this trip: only the way out is added.
          </Text>
        )}
      </Box>
    </chakra.label>
  );
}

function PlacementNote({ placement, departs }: { placement: TripDayPlacement; departs: string }) {
  if ('day' in placement) {
    return (
      <Badge size="sm" colorPalette="green" mt="1">
        Day {placement.day} · {departs}
      </Badge>
    );
  }
  return (
    <Text fontSize="sm" color="fg.muted" mt="1">
      {placement.outside === 'before' ? 'Starts after' : 'Ends before'} {departs}: doesn&apos;t
      cover the departure date
    </Text>
  );
}
