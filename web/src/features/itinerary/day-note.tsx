import { Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { setDayNote } from '../../db/day-note-repo';
import { writeErrorMessage } from '../../lib/write-errors';
import { useDb } from '../../session/db-context';

/** A day's note as read: the traveller's own line breaks kept. */
export function DayNoteText({ day, note }: { day: number; note: string }) {
  return (
    <HStack
      role="note"
      aria-label={`Note for Day ${day}`}
      align="start"
      gap="2"
      bg="bg.muted"
      rounded="l2"
      px="3"
      py="2"
      fontSize="sm"
    >
      <Box as="span" color="fg.muted" mt="0.5" flexShrink={0}>
        <NotebookPen size={14} aria-hidden="true" />
      </Box>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {note}
      </Text>
    </HStack>
  );
}

/**
 * The trip's note (its `notes`, edited with the trip's details) above the plan's days, so the
 * whole-trip reminders sit where the day notes do.
 */
export function TripNoteText({ note }: { note: string }) {
  return (
    <HStack role="note" aria-label="Trip note" align="start" gap="2" color="fg.muted">
      <Box as="span" mt="0.5" flexShrink={0}>
        <NotebookPen size={16} aria-hidden="true" />
      </Box>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {note}
      </Text>
    </HStack>
  );
}

/**
 * The note at the top of a day of the plan. An editor writes it in place ('Add a note', 'Edit
 * note'); it is kept on this device at once and merged by day with companions' notes (decision
 * 018). A refused note (too long) is said under the field and nothing changes.
 */
export function DayNote({
  tripId,
  day,
  note,
  editable,
}: {
  tripId: string;
  day: number;
  note: string | undefined;
  editable: boolean;
}) {
  const db = useDb();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (draft === null) {
    if (!editable) return note ? <DayNoteText day={day} note={note} /> : null;
    return (
      <Stack gap="1">
        {note && <DayNoteText day={day} note={note} />}
        <Button
          size="xs"
          variant="ghost"
          alignSelf="start"
          // Its icon under the note's, not indented by the button's padding.
          ms="-2"
          // The visible words first (WCAG 2.5.3): a voice control user says what they see.
          aria-label={note ? `Edit note for Day ${day}` : `Add a note to Day ${day}`}
          onClick={() => {
            setDraft(note ?? '');
            setError(null);
          }}
        >
          <NotebookPen aria-hidden="true" />
          {note ? 'Edit note' : 'Add a note'}
        </Button>
      </Stack>
    );
  }

  const onSave = async () => {
    setSaving(true);
    try {
      await setDayNote(db, { tripId, day, text: draft });
      setDraft(null);
    } catch (caught) {
      setError(writeErrorMessage(caught, 'The note could not be saved'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      <Field.Root invalid={error !== null}>
        <Field.Label>Note for Day {day}</Field.Label>
        <Textarea
          rows={3}
          autoFocus
          placeholder="Museums are closed on Mondays"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="teal" loading={saving}>
          Save note
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
