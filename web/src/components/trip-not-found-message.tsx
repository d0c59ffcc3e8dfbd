import { Button, Card, Heading, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { lostTripText, useLostTrip } from '../db/lost-trips';
import { notify } from '../lib/toaster';
import { PageSpinner } from './page-spinner';

/**
 * The trip detail and itinerary screens' state for an id this user has no trip with. When a sync
 * has just taken the trip away (the user was removed, or it was deleted elsewhere) the device
 * still knows its name: the traveller is told what happened and taken to their trips instead.
 */
export function TripNotFoundMessage() {
  const { id = '' } = useParams();
  const lost = useLostTrip(id);
  const navigate = useNavigate();

  useEffect(() => {
    if (!lost) return;
    notify({ type: 'info', title: lostTripText(lost) });
    void navigate('/trips', { replace: true });
  }, [lost, navigate]);

  if (lost !== null) return <PageSpinner />;
  return (
    <Card.Root maxW="md" mx="auto" mt="8">
      <Card.Body>
        <Stack gap="4" align="center" textAlign="center">
          <Heading as="h1" size="lg">
            Trip not found
          </Heading>
          <Button asChild variant="outline">
            <RouterLink to="/trips">Back to My Trips</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
