import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { LogIn } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { returnTo as returnState } from '../lib/return-path';

/**
 * The signed-out state of screens that need an account (SPEC 2: trips, profile). With
 * `returnTo`, signing in comes back to that path instead of going home.
 */
export function SignInRequired({ message, returnTo }: { message: string; returnTo?: string }) {
  return (
    <Card.Root maxW="md" mx="auto" mt="8">
      <Card.Body>
        <Stack gap="4" align="center" textAlign="center">
          <LogIn size={40} aria-hidden="true" />
          <Heading size="lg">Sign In Required</Heading>
          <Text color="fg.muted">{message}</Text>
          <Button asChild colorPalette="teal">
            <RouterLink to="/auth" state={returnTo ? returnState(returnTo) : undefined}>
              Sign In
            </RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
