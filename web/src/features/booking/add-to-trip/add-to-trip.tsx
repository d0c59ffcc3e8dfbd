import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { CalendarPlus, CircleCheck } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { FlightOffer } from '@shared/api/lookups';
import { useUserStoreStatus } from '../../../session/db-context';
import { returnTo } from '../../../lib/return-path';
import { RESUME_BOOKING_PATH, savePendingBooking } from '../pending-booking';
import { flightPlan } from './flight-item';

// The trips list needs Dexie and the repos: fetched only when the traveller asks, so the flights
// screen's first load does not carry the local store (anonymous visitors never need it).
const AddToTripDialog = lazy(() =>
  import('./add-to-trip-dialog').then((m) => ({ default: m.AddToTripDialog })),
);

/**
 * 'Add to a trip' on the booking confirmation. Signed out, a sign-in hint instead (the booking
 * demo itself needs no account, but trips do: SPEC 6), which keeps the booking and brings the
 * traveller back to this confirmation once signed in; nothing while the store is still opening.
 */
export function AddToTrip({
  offer,
  reference,
  adults,
}: {
  offer: FlightOffer;
  reference: string;
  adults: number;
}) {
  const status = useUserStoreStatus();
  const plan = useMemo(() => flightPlan(offer, reference), [offer, reference]);
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<{ id: string; title: string } | null>(null);
  if (!plan) return null;
  if (status === 'signed-out') {
    return (
      <Text fontSize="sm" color="fg.muted">
        <Link asChild color="teal.fg" fontWeight="medium">
          <RouterLink
            to="/auth"
            state={returnTo(RESUME_BOOKING_PATH)}
            onClick={() => savePendingBooking(window.sessionStorage, { offer, reference, adults })}
          >
            Sign in
          </RouterLink>
        </Link>{' '}
        to put flights on your trips.
      </Text>
    );
  }
  if (status !== 'ready') return null;
  return (
    <Stack gap="2" align="center" w="full">
      {added && (
        <Text fontSize="sm" display="flex" alignItems="center" gap="1.5">
          <CircleCheck size={16} aria-hidden="true" />
          Added to{' '}
          <Link asChild color="teal.fg" fontWeight="medium">
            <RouterLink to={`/trips/${added.id}/itinerary`}>{added.title}</RouterLink>
          </Link>
        </Text>
      )}
      <Button
        colorPalette="teal"
        variant={added ? 'outline' : 'solid'}
        w={{ base: 'full', sm: 'auto' }}
        onClick={() => setOpen(true)}
      >
        <CalendarPlus aria-hidden="true" />
        {added ? 'Add to another trip' : 'Add to a trip'}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddToTripDialog plan={plan} open={open} onOpenChange={setOpen} onAdded={setAdded} />
        </Suspense>
      )}
    </Stack>
  );
}
