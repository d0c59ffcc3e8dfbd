import { Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  PACKING_CATEGORIES,
  type ListItem,
  type PackingCategory,
  type TripList,
} from '@shared/schemas/trip-list';
import { updateListItem, type ListItemPatch } from '../../db/list-repo';
import { linkOfWhen, whenValue, type WhenOption } from '../../lib/list-links';
import { notify } from '../../lib/toaster';
import { writeErrorMessage } from '../../lib/write-errors';
import { useDb } from '../../session/db-context';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { PACKING_CATEGORY_LABELS } from './list-words';

export interface PersonOption {
  userId: string;
  name: string;
}

/** The patch of what the form changed: only those fields travel (field-level merge). */
function changedFields(item: ListItem, values: Omit<ListItem, 'id'>): ListItemPatch {
  const patch: ListItemPatch = {};
  if (values.text !== item.text) patch.text = values.text;
  if (values.quantity !== item.quantity) patch.quantity = values.quantity;
  if (values.category !== item.category) patch.category = values.category;
  if (values.assigneeId !== item.assigneeId) patch.assigneeId = values.assigneeId;
  if (values.dueDate !== item.dueDate) patch.dueDate = values.dueDate;
  // The link travels whole: a day and an activity are one choice.
  if (whenValue(values) !== whenValue(item)) {
    patch.day = values.day ?? null;
    patch.itineraryItemId = values.itineraryItemId ?? null;
  }
  return patch;
}

/**
 * 'Edit item': its text, how many, its category (packing lists), who brings it (shared lists)
 * when it is due (to-dos and checklists) and where it fits on the plan ('When': a day or one of
 * its activities). Refused here, before anything is queued, with the
 * server's words ('An item can be at most 500 characters').
 */
export function ItemDialog({
  list,
  item,
  people,
  when,
  onClose,
}: {
  list: TripList;
  item: ListItem;
  /** Who an item may be given to: the trip's members now. */
  people: PersonOption[];
  /** The trip's days and their activities, as the 'When' select lists them. */
  when: WhenOption[];
  onClose: () => void;
}) {
  const db = useDb();
  const [text, setText] = useState(item.text);
  const [quantity, setQuantity] = useState(item.quantity === null ? '' : String(item.quantity));
  const [category, setCategory] = useState(item.category ?? '');
  const [assigneeId, setAssigneeId] = useState(item.assigneeId ?? '');
  const [dueDate, setDueDate] = useState(item.dueDate ?? '');
  const [whenChoice, setWhenChoice] = useState(whenValue(item));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async () => {
    setSaving(true);
    try {
      const patch = changedFields(item, {
        ...item,
        text: text.trim(),
        quantity: quantity === '' ? null : Number(quantity),
        category: category === '' ? null : (category as PackingCategory),
        assigneeId: assigneeId === '' ? null : assigneeId,
        dueDate: dueDate === '' ? null : dueDate,
        ...linkOfWhen(whenChoice),
      });
      if (Object.keys(patch).length > 0) await updateListItem(db, item.id, patch);
      notify({ type: 'success', title: 'Item updated' });
      onClose();
    } catch (failure) {
      setError(writeErrorMessage(failure, 'Failed to save item'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title="Edit item"
      open
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Save item"
      submitting={saving}
    >
      <Stack gap="4">
        <TextField label="Item" value={text} onChange={(e) => setText(e.target.value)} />
        <SimpleGrid columns={2} gap="4">
          <TextField
            label="Quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={999}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
          />
          {list.kind === 'packing' ? (
            <Field.Root>
              <Field.Label>Category</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={category} onChange={(e) => setCategory(e.target.value)}>
                  <option value="">None</option>
                  {PACKING_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {PACKING_CATEGORY_LABELS[c]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ) : (
            <TextField
              label="Due"
              type="date"
              value={dueDate}
              onChange={(e) => setDueDate(e.target.value)}
            />
          )}
        </SimpleGrid>
        <Field.Root>
          <Field.Label>When</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={whenChoice} onChange={(e) => setWhenChoice(e.target.value)}>
              {when.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
              {/* A link to a day past the trip's end stays choosable as it is. */}
              {!when.some((o) => o.value === whenChoice) && (
                <option value={whenChoice}>
                  {item.day != null ? `Day ${item.day}` : 'Linked activity'}
                </option>
              )}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {list.visibility === 'shared' && (
          <Field.Root>
            <Field.Label>{list.kind === 'packing' ? 'Who brings it' : 'Who does it'}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={assigneeId}
                onChange={(e) => setAssigneeId(e.target.value)}
              >
                <option value="">Nobody yet</option>
                {people.map((p) => (
                  <option key={p.userId} value={p.userId}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        {error && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
