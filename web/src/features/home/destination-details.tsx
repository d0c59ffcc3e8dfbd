import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { Activity } from '@shared/api/lookups';
import { ActivityList } from './activity-list';
import type { DatabaseItem, ExplorerItem } from './explorer-items';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h3" id={id} size="sm" mb="1.5">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A database destination's details: activities, climate, best months, visa and documents. */
export function DatabaseDetails({
  item,
  onAddActivity,
}: {
  item: DatabaseItem;
  /** 'Add to day' on each activity, for a signed-in traveller. */
  onAddActivity?: ((activity: Activity) => void) | undefined;
}) {
  const facts: [string, string | null][] = [
    ['Climate', item.climate],
    ['Best Time to Visit', item.bestMonths],
    ['Visa Requirements', item.visaRequirements],
    ['Travel Documents', item.travelDocuments],
  ];
  return (
    <Stack gap="5">
      <Text>{item.description}</Text>
      <Section title="Activities">
        <ActivityList
          path={`/api/destinations/${encodeURIComponent(item.id)}/activities`}
          emptyText="No activities found for this destination at the moment."
          onAdd={onAddActivity}
        />
      </Section>
      {facts.map(([title, text]) =>
        text ? (
          <Section key={title} title={title}>
            <Text color="fg.muted">{text}</Text>
          </Section>
        ) : null,
      )}
    </Stack>
  );
}

/** A global destination: tours near its coordinates, or the spec's limited-information text. */
export function GlobalDetails({
  item,
  onAddActivity,
}: {
  item: Exclude<ExplorerItem, DatabaseItem>;
  onAddActivity?: ((activity: Activity) => void) | undefined;
}) {
  if (!item.geoCode) {
    return (
      <Text color="fg.muted">
        Limited information available for this destination. Try searching for nearby cities or check
        back later.
      </Text>
    );
  }
  const { latitude, longitude } = item.geoCode;
  const query = new URLSearchParams({ latitude: String(latitude), longitude: String(longitude) });
  return (
    <Stack gap="5">
      {item.iataCode && (
        <Text color="fg.muted">
          Nearest airport: <strong>{item.iataCode}</strong>
        </Text>
      )}
      <Section title="Tours & Activities">
        <ActivityList
          path={`/api/destinations/${encodeURIComponent(item.source)}/activities?${query.toString()}`}
          emptyText="No tours or activities available for this destination at the moment."
          onAdd={onAddActivity}
        />
      </Section>
    </Stack>
  );
}
