import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Portal,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Paperclip } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ImportReading } from '@shared/import/found-booking';
import { notify } from '../../lib/toaster';
import { useWriteFailure } from '../../lib/write-errors';
import { useDb } from '../../session/db-context';
import {
  bookingDraft,
  draftProblem,
  matchingItem,
  retargetDrafts,
  type BookingDraft,
  type ImportTrip,
  type TripDates,
} from './booking-draft';
import { DraftCard } from './draft-card';
import { readPicked } from './read-picked';
import { ServerReaderNote } from './server-reader-note';
import { withServerReading } from './server-reading';
import { readInboxOnServer } from './inbox-server-reading';
import { attachInboxDocument, keepableAsDocument, keepInInbox, saveImport } from './save-import';

const ACCEPT =
  'image/*,application/pdf,.pdf,.pkpass,.ics,.eml,.html,.htm,.txt,message/rfc822,text/calendar,text/html';

type Step =
  | { name: 'pick' }
  | { name: 'reading' }
  | { name: 'preview'; problems: string[]; drafts: BookingDraft[] };

interface ImportDialogProps {
  trip: ImportTrip;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A file shared to the app: read at once. */
  initialFile?: File | undefined;
  /** Told what was read, before the preview shows it (Import from the trips list picks a trip). */
  onRead?: (reading: ImportReading) => void;
  /** Shown above the preview: which trip the bookings go on, when the traveller picks it. */
  tripChoice?: ReactNode;
  /** The trip to save into, when it is made only on saving (a new trip for the bookings). */
  saveInto?: () => Promise<TripDates & { id: string }>;
  /** False while there is no trip to save into (none picked yet): nothing can be saved. */
  ready?: boolean;
  /**
   * The initial file is this document of the inbox: it is read on the server, and on saving it
   * is attached to the first booking and leaves the inbox instead of being kept again.
   */
  inboxDocument?: { id: string; name: string } | undefined;
}

/**
 * Import: pick a file or paste text; what it holds is read off the main thread and shown as plan
 * items to correct, untick and confirm. Nothing is saved before Confirm; a file nothing could be
 * read from can be kept in Documents, marked as needing a look.
 */
export function ImportDialog({
  trip,
  open,
  onOpenChange,
  initialFile,
  onRead,
  tripChoice,
  saveInto,
  ready = true,
  inboxDocument,
}: ImportDialogProps) {
  const db = useDb();
  const fail = useWriteFailure();
  const [file, setFile] = useState<File | null>(initialFile ?? null);
  const [pasted, setPasted] = useState('');
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  const isInboxFile = (f: File | null) => inboxDocument !== undefined && f === initialFile;

  const read = async (what: { file: File } | { text: string }) => {
    setStep({ name: 'reading' });
    // What the device cannot read, the server may (decision 022): its bookings are marked to check.
    const reading: ImportReading =
      'file' in what && isInboxFile(what.file)
        ? await readInboxOnServer(what.file, trip)
        : await withServerReading(what, await readPicked(what), trip);
    onRead?.(reading);
    const drafts = reading.bookings.map((booking, i) => {
      const draft = bookingDraft(trip, booking, i);
      const match = matchingItem(trip, draft, trip.itineraryItems);
      return match ? { ...draft, updates: { id: match.id, title: match.title } } : draft;
    });
    setStep({ name: 'preview', problems: reading.problems, drafts });
  };
  // A shared file is read once, when the dialog opens with it.
  useEffect(() => {
    if (!initialFile || started.current) return;
    started.current = true;
    void read({ file: initialFile });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the file it opened with
  }, []);

  // Another trip picked in the preview: the drafts are read again for it (only then: a change
  // to the trip's plan while the preview is open keeps the traveller's corrections).
  const tripKey = `${trip.id} ${trip.startDate} ${trip.endDate}`;
  const [draftsFor, setDraftsFor] = useState(tripKey);
  if (draftsFor !== tripKey) {
    setDraftsFor(tripKey);
    setStep((s) => (s.name === 'preview' ? { ...s, drafts: retargetDrafts(trip, s.drafts) } : s));
  }

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    setFile(picked);
    void read({ file: picked });
  };

  const chosen = step.name === 'preview' ? step.drafts.filter((d) => d.include) : [];
  const blocked = chosen.some((d) => draftProblem(trip, d) !== null);

  const confirm = async () => {
    if (step.name !== 'preview') return;
    setSaving(true);
    try {
      const into = saveInto ? await saveInto() : trip;
      const fromInbox = isInboxFile(file) ? inboxDocument : undefined;
      const saved = await saveImport(db, into, step.drafts, fromInbox ? null : file);
      if (fromInbox && saved.firstItemId)
        await attachInboxDocument(db, fromInbox, saved.firstItemId);
      const parts = [
        saved.added && `${saved.added} added`,
        saved.updated && `${saved.updated} updated`,
      ].filter(Boolean);
      notify({ type: 'success', title: 'Bookings imported', description: parts.join(', ') });
      onOpenChange(false);
    } catch (error) {
      fail(error, 'Failed to import', 'Please try again');
    } finally {
      setSaving(false);
    }
  };

  const keep = async () => {
    if (!file) return;
    setSaving(true);
    try {
      const into = saveInto ? await saveInto() : trip;
      await keepInInbox(db, into.id, file);
      notify({
        type: 'success',
        title: 'Kept in Documents',
        description: 'Marked as needing a look',
      });
      onOpenChange(false);
    } catch (error) {
      fail(error, 'Failed to keep the file', 'Please try again');
    } finally {
      setSaving(false);
    }
  };

  const update = (key: string, patch: Partial<BookingDraft>) =>
    setStep((s) =>
      s.name === 'preview'
        ? { ...s, drafts: s.drafts.map((d) => (d.key === key ? { ...d, ...patch } : d)) }
        : s,
    );

  const nothingFound = step.name === 'preview' && step.drafts.length === 0;
  // A document of the inbox is kept already: nothing found leaves it as it is.
  const keepable = file !== null && !isInboxFile(file) && keepableAsDocument(file);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      scrollBehavior="inside"
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', md: '4' }}>
          {/* 'full' on a phone sets a full height and square corners that 'lg' does not undo on a
              wide screen: there the dialog is as tall as what it holds, with its corners. */}
          <Dialog.Content minH={{ md: 'auto' }} borderRadius={{ md: 'l3' }}>
            <Dialog.Header>
              <Dialog.Title>Import booking</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {step.name === 'pick' && (
                <Stack gap="4">
                  <Text color="fg.muted" fontSize="sm">
                    A boarding pass, a wallet pass (.pkpass), a confirmation e-mail (.eml) or page,
                    or a calendar file (.ics). It is read on this device, offline; you check
                    everything before it is saved.
                  </Text>
                  <ServerReaderNote />
                  <input
                    ref={input}
                    type="file"
                    accept={ACCEPT}
                    aria-label="Booking file"
                    hidden
                    onChange={(e) => {
                      const picked = e.currentTarget.files?.[0];
                      e.currentTarget.value = '';
                      pick(picked);
                    }}
                  />
                  <Button colorPalette="teal" onClick={() => input.current?.click()}>
                    <Paperclip aria-hidden="true" />
                    Choose a file
                  </Button>
                  <Field.Root>
                    <Field.Label>Or paste a confirmation</Field.Label>
                    <Textarea
                      rows={4}
                      value={pasted}
                      onChange={(e) => setPasted(e.currentTarget.value)}
                      placeholder="The e-mail's text or source, or a boarding pass barcode's text"
                    />
                  </Field.Root>
                  <Button
                    variant="outline"
                    disabled={!pasted.trim()}
                    onClick={() => {
                      setFile(null);
                      void read({ text: pasted });
                    }}
                  >
                    Read pasted text
                  </Button>
                </Stack>
              )}
              {step.name === 'reading' && (
                <HStack gap="3" py="6" justify="center" role="status">
                  <Spinner size="sm" />
                  <Text>Reading{file ? ` ${file.name}` : ''}…</Text>
                </HStack>
              )}
              {step.name === 'preview' && (
                <Stack gap="4">
                  {tripChoice}
                  {step.problems.map((problem) => (
                    <Alert.Root key={problem} status={nothingFound ? 'warning' : 'info'} size="sm">
                      <Alert.Indicator />
                      <Alert.Title>{problem}</Alert.Title>
                    </Alert.Root>
                  ))}
                  {nothingFound && file && !isInboxFile(file) && (
                    <Text fontSize="sm" color="fg.muted">
                      {keepable
                        ? 'Keep it in Documents, marked as needing a look, and add it to the plan yourself later.'
                        : 'This kind of file cannot be kept in Documents: nothing was changed.'}
                    </Text>
                  )}
                  {step.drafts.length > 0 && (
                    <>
                      <Text fontSize="sm" color="fg.muted">
                        Check what was found, correct anything, untick what you do not want.
                        {file && !keepableAsDocument(file)
                          ? ' The file itself is not kept: this kind of file cannot be a document.'
                          : ''}
                      </Text>
                      <Stack as="ul" gap="3" listStyleType="none">
                        {step.drafts.map((draft) => (
                          <DraftCard
                            key={draft.key}
                            trip={trip}
                            draft={draft}
                            onChange={(patch) => update(draft.key, patch)}
                          />
                        ))}
                      </Stack>
                    </>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {step.name === 'preview' && (
                <Button
                  variant="ghost"
                  me="auto"
                  onClick={() => setStep({ name: 'pick' })}
                  disabled={saving}
                >
                  Another file
                </Button>
              )}
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={saving}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              {step.name === 'preview' && !nothingFound && (
                <Button
                  colorPalette="teal"
                  onClick={() => void confirm()}
                  disabled={chosen.length === 0 || blocked || !ready}
                  loading={saving}
                >
                  {chosen.length === 1 ? 'Save booking' : `Save ${chosen.length} bookings`}
                </Button>
              )}
              {nothingFound && keepable && (
                <Button
                  colorPalette="teal"
                  onClick={() => void keep()}
                  loading={saving}
                  disabled={!ready}
                >
                  Keep in Documents
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
