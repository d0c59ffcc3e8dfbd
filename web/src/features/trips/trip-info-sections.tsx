import { Alert, Button, DataList, Stack, Text } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { TripDetails } from '../../db/live-queries';
import { canEdit } from '../../db/trip-role';
import { formatLongDay } from '../../lib/format-date';
import { SectionCard } from '../../components/section-card';

export function TripDetailsSection({ trip }: { trip: TripDetails }) {
  return (
    <SectionCard
      title="Trip Details"
      action={
        canEdit(trip.myRole) && (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/trips/${trip.id}/edit`}>
              <Pencil aria-hidden="true" />
              Edit
            </RouterLink>
          </Button>
        )
      }
    >
      {/* The dates side by side: the trip page's header stays short (decision 015). */}
      <DataList.Root
        orientation="vertical"
        gap="4"
        display="grid"
        gridTemplateColumns="repeat(2, minmax(0, 1fr))"
      >
        <DataList.Item>
          <DataList.ItemLabel>Start Date</DataList.ItemLabel>
          <DataList.ItemValue>{formatLongDay(trip.startDate)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>End Date</DataList.ItemLabel>
          <DataList.ItemValue>{formatLongDay(trip.endDate)}</DataList.ItemValue>
        </DataList.Item>
        {trip.notes && (
          <DataList.Item gridColumn="1 / -1">
            <DataList.ItemLabel>Notes</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-wrap">{trip.notes}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
    </SectionCard>
  );
}

/** Shown only when the destination has climate or best months (SPEC 2). */
export function ClimateSection({ trip }: { trip: TripDetails }) {
  const d = trip.destination;
  if (!d?.climate && !d?.bestMonths) return null;
  return (
    <SectionCard title="Climate & Best Time to Visit">
      <DataList.Root orientation="vertical" gap="4">
        {d.climate && <InfoItem label="Climate" value={d.climate} />}
        {d.bestMonths && <InfoItem label="Best Months" value={d.bestMonths} />}
      </DataList.Root>
    </SectionCard>
  );
}

/** Shown only when the destination has visa requirements or travel documents (SPEC 2). */
export function VisaSection({ trip }: { trip: TripDetails }) {
  const d = trip.destination;
  if (!d?.visaRequirements && !d?.travelDocuments) return null;
  return (
    <SectionCard title="Visa & Travel Requirements">
      <Stack gap="4">
        <DataList.Root orientation="vertical" gap="4">
          {d.visaRequirements && <InfoItem label="Visa Requirements" value={d.visaRequirements} />}
          {d.travelDocuments && <InfoItem label="Travel Documents" value={d.travelDocuments} />}
        </DataList.Root>
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Description>
            Requirements can change. Please verify them with the embassy or official government
            sources before you travel.
          </Alert.Description>
        </Alert.Root>
      </Stack>
    </SectionCard>
  );
}

export function AboutSection({ trip }: { trip: TripDetails }) {
  const d = trip.destination;
  if (!d) return null;
  return (
    <SectionCard title={`About ${d.name}`}>
      <Text color="fg.muted">{d.description}</Text>
    </SectionCard>
  );
}

function InfoItem({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
