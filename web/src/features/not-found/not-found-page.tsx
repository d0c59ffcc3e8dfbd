import { Button, Card, Heading, HStack, Icon, Text } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

/** SPEC's not-found texts, word for word, and a way back: Home, or the traveller's trips. */
export function NotFoundPage() {
  return (
    <Card.Root maxW="md" mx="auto" mt="8">
      <Card.Body>
        <HStack gap="2" mb="4">
          <Icon color="fg.error" boxSize="8" aria-hidden="true">
            <CircleAlert />
          </Icon>
          <Heading as="h1" size="xl">
            404 Page Not Found
          </Heading>
        </HStack>
        <Text color="fg.muted">Did you forget to add the page to the router?</Text>
        <HStack gap="3" mt="6" wrap="wrap">
          <Button asChild colorPalette="teal">
            <RouterLink to="/">Home</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="teal">
            <RouterLink to="/trips">My trips</RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
