import { Button, Card, Heading, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The trip detail and itinerary screens' state for an id this user has no trip with. */
export function TripNotFoundMessage() {
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
