import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TripList } from '@shared/schemas/trip-list';
import { updateList } from '../../db/list-repo';
import { writeErrorMessage } from '../../lib/write-errors';
import { useDb } from '../../session/db-context';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';

/**
 * 'Rename list': a new name for everyone who sees the list, written on this device at once and
 * merged like any edit (the later name wins). Refused with the contract's words, nothing queued.
 */
export function RenameListDialog({ list, onClose }: { list: TripList; onClose: () => void }) {
  const db = useDb();
  const [title, setTitle] = useState(list.title);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async () => {
    setSaving(true);
    try {
      if (title.trim() !== list.title) await updateList(db, list.id, { title });
      onClose();
    } catch (failure) {
      setError(writeErrorMessage(failure, 'Failed to rename list'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title="Rename list"
      open
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Rename"
      submitting={saving}
    >
      <Stack gap="3">
        <TextField
          label="Name"
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            setError(null);
          }}
        />
        {error && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
