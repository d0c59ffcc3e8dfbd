import { Card, Heading, HStack, Text } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';

export function NotFoundPage() {
  return (
    <Card.Root maxW="md" mx="auto" mt="8">
      <Card.Body>
        <HStack gap="2" mb="4">
          <CircleAlert color="#dc2626" size={32} aria-hidden="true" />
          <Heading as="h1" size="xl">
            404 Page Not Found
          </Heading>
        </HStack>
        <Text color="fg.muted">Did you forget to add the page to the router?</Text>
      </Card.Body>
    </Card.Root>
  );
}
