import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { DATA_SOURCES } from '../lib/data-sources';
import { PhotoCreditsList } from './photos/photo-credits-list';

/** Credits for the open data behind airports, airlines, cities and countries, and the photos. */
export function DataSourcesCard() {
  return (
    <Card.Root>
      <Card.Header>
        <Heading size="md">Data sources</Heading>
      </Card.Header>
      <Card.Body gap="5">
        <Stack as="ul" gap="3" listStyleType="none" fontSize="sm" aria-label="Data sources">
          {DATA_SOURCES.map((source) => (
            <Stack as="li" key={source.name} gap="0.5">
              <Link
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                fontWeight="medium"
                colorPalette="teal"
                // On a line of its own, not in a sentence: a 44 px target (decision 017).
                minH="11"
              >
                {source.name}
              </Link>
              <Text color="fg.muted">{source.provides}.</Text>
              <Text color="fg.muted">
                {source.credit}.{' '}
                <Link
                  href={source.licenceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  colorPalette="teal"
                >
                  {source.licence}
                </Link>
              </Text>
            </Stack>
          ))}
        </Stack>
        <PhotoCreditsList />
      </Card.Body>
    </Card.Root>
  );
}
