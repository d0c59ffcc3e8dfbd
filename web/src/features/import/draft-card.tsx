import {
  Badge,
  Box,
  chakra,
  Field,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ITINERARY_TYPE_LABELS } from '@shared/constants';
import { timeLabels } from '@shared/domain/item-end-time';
import { TextField } from '../../components/text-field';
import { dayOfTrip, draftProblem, type BookingDraft, type TripDates } from './booking-draft';

interface DraftCardProps {
  trip: TripDates;
  draft: BookingDraft;
  onChange: (patch: Partial<BookingDraft>) => void;
}

/** One found booking in the preview: ticked to save, every field the traveller can correct. */
export function DraftCard({ trip, draft, onChange }: DraftCardProps) {
  const problem = draftProblem(trip, draft);
  const labels = timeLabels(draft.type);
  const id = `import-${draft.key}`;
  return (
    <Box
      as="li"
      borderWidth="1px"
      rounded="l3"
      p="3"
      opacity={draft.include ? 1 : 0.6}
      data-testid="import-draft"
    >
      <Stack gap="3">
        <HStack gap="2" align="start">
          <chakra.input
            id={`${id}-include`}
            type="checkbox"
            checked={draft.include}
            onChange={(e) => onChange({ include: e.currentTarget.checked })}
            mt="1"
            boxSize="4"
            accentColor="teal.solid"
          />
          <chakra.label htmlFor={`${id}-include`} flex="1" minW="0">
            <Text fontWeight="semibold">{draft.title || 'Untitled booking'}</Text>
            <HStack gap="2" wrap="wrap" mt="1">
              <Badge colorPalette="teal">{ITINERARY_TYPE_LABELS[draft.type]}</Badge>
              {draft.date && !problem && <Badge>Day {dayOfTrip(trip, draft.date)}</Badge>}
              {draft.updates && <Badge colorPalette="purple">Updates the one on your plan</Badge>}
              {draft.booking.checkThis && (
                <Badge colorPalette="orange">Check this: read by the server</Badge>
              )}
            </HStack>
          </chakra.label>
        </HStack>
        {draft.include && (
          <>
            {problem && (
              <Text color="fg.error" fontSize="sm" role="alert">
                {problem}
              </Text>
            )}
            <TextField
              label="Title"
              value={draft.title}
              onChange={(e) => onChange({ title: e.currentTarget.value })}
              maxLength={200}
            />
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              <TextField
                label="Date"
                type="date"
                value={draft.date}
                onChange={(e) => onChange({ date: e.currentTarget.value })}
                min={trip.startDate}
                max={trip.endDate}
              />
              <TextField
                label={labels.start}
                value={draft.time}
                placeholder="HH:mm"
                onChange={(e) => onChange({ time: e.currentTarget.value })}
                hint={draft.timeZone ? `Local time, ${draft.timeZone}` : undefined}
              />
              <TextField
                label={labels.end}
                value={draft.endTime}
                placeholder={draft.type === 'accommodation' ? '11:00 (+2)' : 'HH:mm'}
                onChange={(e) => onChange({ endTime: e.currentTarget.value })}
                hint={draft.endTimeZone ? `Local time, ${draft.endTimeZone}` : undefined}
              />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <TextField
                label="Reference"
                value={draft.reference}
                onChange={(e) => onChange({ reference: e.currentTarget.value })}
                maxLength={100}
              />
              <TextField
                label="Location"
                value={draft.location}
                onChange={(e) => onChange({ location: e.currentTarget.value })}
                maxLength={200}
              />
            </SimpleGrid>
            {draft.description && (
              <Field.Root>
                <Field.Label>Details</Field.Label>
                <Input
                  value={draft.description.replace(/\n/g, ' · ')}
                  readOnly
                  aria-readonly="true"
                />
              </Field.Root>
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}
