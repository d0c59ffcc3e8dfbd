import { Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { BUILT_IN_TEMPLATES } from '@shared/domain/built-in-templates';
import type { TemplateItem } from '@shared/schemas/list-template';
import { LIST_KINDS, type ListKind, type ListVisibility } from '@shared/schemas/trip-list';
import { addList } from '../../db/list-repo';
import { deleteTemplate, startListFromTemplate } from '../../db/template-repo';
import { notify } from '../../lib/toaster';
import { writeErrorMessage } from '../../lib/write-errors';
import { useDb } from '../../session/db-context';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { LIST_KIND_LABELS } from './list-words';
import { useListTemplates } from './use-list-templates';

/** Where a new list starts: blank, one of the traveller's templates, or a built-in one. */
type Source = 'blank' | `mine:${string}` | `built-in:${string}`;

interface Start {
  name: string;
  kind: ListKind;
  items: readonly TemplateItem[];
  /** A built-in template's line saying what it is for. */
  summary?: string;
}

const DEFAULT_TITLES: Record<ListKind, string> = {
  packing: 'Packing',
  todo: 'To do',
  checklist: 'Checklist',
};

/**
 * 'New list': where it starts (blank, one of my templates or a built-in one), its kind, its name
 * and who sees it. Saved on the device and queued like every change, a list from a template with
 * all its items in one go; who sees it is chosen once, here (decision 018).
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
  const templates = useListTemplates() ?? [];
  const [source, setSource] = useState<Source>('blank');
  const [kind, setKind] = useState<ListKind>('packing');
  const [title, setTitle] = useState('');
  const [visibility, setVisibility] = useState<ListVisibility>('shared');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const startOf = (from: Source): Start | undefined => {
    if (from.startsWith('mine:')) return templates.find((t) => `mine:${t.id}` === from);
    return BUILT_IN_TEMPLATES.find((t) => `built-in:${t.key}` === from);
  };
  const start = startOf(source);
  const mine = source.startsWith('mine:') ? templates.find((t) => `mine:${t.id}` === source) : null;

  const choose = (from: Source) => {
    const chosen = startOf(from);
    setSource(from);
    if (chosen) {
      setKind(chosen.kind);
      setTitle(chosen.name);
    }
  };

  const forget = async () => {
    if (!mine) return;
    try {
      await deleteTemplate(db, mine.id);
      setSource('blank');
      notify({ type: 'success', title: `Template ${mine.name} deleted` });
    } catch (failure) {
      setError(writeErrorMessage(failure, 'Failed to delete template'));
    }
  };

  const close = () => {
    setSource('blank');
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
      const list = { tripId, kind, title: name, visibility };
      if (start) await startListFromTemplate(db, list, start.items);
      else await addList(db, list);
      notify({ type: 'success', title: `${name} added` });
      close();
    } catch (failure) {
      setError(writeErrorMessage(failure, 'Failed to add list'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title="New list"
      open={open}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel="Create list"
      submitting={saving}
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Start from</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={source} onChange={(e) => choose(e.target.value as Source)}>
              <option value="blank">A blank list</option>
              {templates.length > 0 && (
                <optgroup label="My templates">
                  {templates.map((t) => (
                    <option key={t.id} value={`mine:${t.id}`}>
                      {t.name}
                    </option>
                  ))}
                </optgroup>
              )}
              <optgroup label="Ready-made">
                {BUILT_IN_TEMPLATES.map((t) => (
                  <option key={t.key} value={`built-in:${t.key}`}>
                    {t.name}
                  </option>
                ))}
              </optgroup>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {start && (
            <Field.HelperText>
              {start.items.length === 1 ? '1 item' : `${start.items.length} items`}
              {start.summary ? ` · ${start.summary}` : ''}
            </Field.HelperText>
          )}
        </Field.Root>
        {mine && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            alignSelf="flex-start"
            onClick={() => void forget()}
          >
            <Trash2 aria-hidden="true" />
            Delete template {mine.name}
          </Button>
        )}
        <Field.Root>
          <Field.Label>Kind</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={kind} onChange={(e) => setKind(e.target.value as ListKind)}>
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
    </FormDialog>
  );
}
