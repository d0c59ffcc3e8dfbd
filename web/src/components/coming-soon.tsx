import { Card, Heading, Stack, Text } from '@chakra-ui/react';

/** An honest placeholder for a screen that is not built yet: no fake content. */
export function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <Card.Root maxW="lg" mx="auto" mt="8">
      <Card.Body>
        <Stack gap="2" textAlign="center">
          <Heading size="lg">{title}</Heading>
          <Text color="fg.muted">{text}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
