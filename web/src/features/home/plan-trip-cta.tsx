import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The signed-out visitor's invitation to create an account (SPEC 2). */
export function PlanTripCta() {
  return (
    <Card.Root bg="teal.subtle" borderColor="teal.muted">
      <Card.Body>
        <Stack gap="3" align={{ base: 'stretch', md: 'center' }} textAlign={{ md: 'center' }}>
          <Heading size="lg">Ready to Plan Your Trip?</Heading>
          <Text color="fg.muted">
            Sign in to build day-by-day itineraries, track your budget and keep every trip on this
            device, online or not.
          </Text>
          <Button asChild colorPalette="teal" alignSelf={{ md: 'center' }}>
            <RouterLink to="/auth">Get Started</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
