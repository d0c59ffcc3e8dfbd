import { Button, chakra, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PACKING_CATEGORIES, type PackingCategory, type TripList } from '@shared/schemas/trip-list';
import { addListItem } from '../../db/list-repo';
import { writeErrorMessage } from '../../lib/write-errors';
import { useDb } from '../../session/db-context';
import { PACKING_CATEGORY_LABELS } from './list-words';

/**
 * Adds an item at the end of a list: its text, how many and (packing) its category. The field
 * stays focused after each add, so a list is typed in one go, offline too.
 */
export function AddItemForm({ list }: { list: TripList }) {
  const db = useDb();
  const [text, setText] = useState('');
  const [quantity, setQuantity] = useState('');
  const [category, setCategory] = useState<PackingCategory | ''>('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async () => {
    try {
      await addListItem(db, {
        listId: list.id,
        text,
        ...(quantity === '' ? {} : { quantity: Number(quantity) }),
        ...(category === '' ? {} : { category }),
      });
      setText('');
      setQuantity('');
      setError(null);
    } catch (failure) {
      setError(writeErrorMessage(failure, 'Failed to add item'));
    }
  };

  return (
    <chakra.form
      noValidate
      aria-label={`Add to ${list.title}`}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="2">
        <HStack gap="2" align="stretch">
          <Input
            aria-label="New item"
            placeholder={list.kind === 'packing' ? 'Add something to pack' : 'Add an item'}
            value={text}
            onChange={(e) => setText(e.target.value)}
            flex="1"
            minW="0"
            h="11"
          />
          <Input
            aria-label="Quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={999}
            placeholder="Qty"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            w="16"
            h="11"
          />
          <Button type="submit" colorPalette="teal" h="11" aria-label="Add item">
            <Plus aria-hidden="true" />
          </Button>
        </HStack>
        {list.kind === 'packing' && (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label="Category"
              value={category}
              onChange={(e) => setCategory(e.target.value as PackingCategory | '')}
            >
              <option value="">No category</option>
              {PACKING_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {PACKING_CATEGORY_LABELS[c]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        {error && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        )}
      </Stack>
    </chakra.form>
  );
}
