import {
  Button,
  chakra,
  CloseButton,
  Dialog,
  Field,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LIST_KINDS, type ListKind, type ListVisibility } from '@shared/schemas/trip-list';
import { addList } from '../../db/list-repo';
import { notify } from '../../lib/toaster';
import { writeErrorMessage } from '../../lib/write-errors';
import { useDb } from '../../session/db-context';
import { TextField } from '../../components/text-field';
import { LIST_KIND_LABELS } from './list-words';

const DEFAULT_TITLES: Record<ListKind, string> = {
  packing: 'Packing',
  todo: 'To do',
  checklist: 'Checklist',
};

/**
 * 'New list': its kind, its name and who sees it. Saved on the device and queued like every
 * change; who sees it is chosen once, here (decision 018).
 */
export function NewListDialog({
  tripId,
  open,
  onOpenChange,
}: {
  tripId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const db = useDb();
  const [kind, setKind] = useState<ListKind>('packing');
  const [title, setTitle] = useState('');
  const [visibility, setVisibility] = useState<ListVisibility>('shared');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setKind('packing');
    setTitle('');
    setVisibility('shared');
    setError(null);
    onOpenChange(false);
  };

  const onSubmit = async () => {
    setSaving(true);
    try {
      const name = title.trim() || DEFAULT_TITLES[kind];
      await addList(db, { tripId, kind, title: name, visibility });
      notify({ type: 'success', title: `${name} added` });
      close();
    } catch (failure) {
      setError(writeErrorMessage(failure, 'Failed to add list'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? onOpenChange(true) : close())}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <chakra.form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void onSubmit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>New list</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root>
                    <Field.Label>Kind</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={kind}
                        onChange={(e) => setKind(e.target.value as ListKind)}
                      >
                        {LIST_KINDS.map((k) => (
                          <option key={k} value={k}>
                            {LIST_KIND_LABELS[k]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <TextField
                    label="Name"
                    placeholder={DEFAULT_TITLES[kind]}
                    maxLength={100}
                    value={title}
                    onChange={(e) => setTitle(e.target.value)}
                  />
                  <Field.Root>
                    <Field.Label>Who sees it</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={visibility}
                        onChange={(e) => setVisibility(e.target.value as ListVisibility)}
                      >
                        <option value="shared">Everyone on the trip</option>
                        <option value="personal">Only me</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.HelperText>This can't be changed later.</Field.HelperText>
                  </Field.Root>
                  {error && (
                    <Text role="alert" color="fg.error" fontSize="sm">
                      {error}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" disabled={saving} onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="teal" loading={saving}>
                  Create list
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
