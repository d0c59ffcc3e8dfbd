import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { DATA_SOURCES } from './data-sources';

/** Credits for the open data behind airports, airlines, cities and countries. */
export function DataSourcesCard() {
  return (
    <Card.Root>
      <Card.Header>
        <Heading size="md">Data sources</Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="3" listStyleType="none" fontSize="sm" aria-label="Data sources">
          {DATA_SOURCES.map((source) => (
            <Stack as="li" key={source.name} gap="0.5">
              <Link
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                fontWeight="medium"
                colorPalette="teal"
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
      </Card.Body>
    </Card.Root>
  );
}
