import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { saveListAsTemplate } from '../../db/template-repo';
import { notify } from '../../lib/toaster';
import { writeErrorMessage } from '../../lib/write-errors';
import { useDb } from '../../session/db-context';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import type { ListWithItems } from './use-trip-lists';

/**
 * 'Save as template': keeps a list's items (text, quantity, category) in the traveller's own
 * account, to start lists on other trips from (decision 021). Ticks, assignees and due dates stay
 * on this trip.
 */
export function SaveTemplateDialog({
  list,
  open,
  onOpenChange,
}: {
  list: ListWithItems;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const db = useDb();
  const [name, setName] = useState(list.title);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setName(list.title);
    setError(null);
    onOpenChange(false);
  };

  const onSubmit = async () => {
    setSaving(true);
    try {
      await saveListAsTemplate(db, list.id, name);
      notify({ type: 'success', title: `Template ${name.trim()} saved` });
      close();
    } catch (failure) {
      setError(writeErrorMessage(failure, 'Failed to save template'));
    } finally {
      setSaving(false);
    }
  };

  const count = list.items.length;
  return (
    <FormDialog
      title="Save as template"
      open={open}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel="Save template"
      submitting={saving}
    >
      <Stack gap="4">
        <TextField
          label="Template name"
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Text fontSize="sm" color="fg.muted">
          {count === 1 ? '1 item' : `${count} items`} with their quantities and categories, for any
          of your trips. Ticks, who brings what and due dates stay on this trip.
        </Text>
        {error && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
