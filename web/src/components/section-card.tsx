import { Card, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled section of the trip detail; `action` sits on the right of the title. */
export function SectionCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
