import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ListItem } from '@shared/schemas/trip-list';
import { PendingMark } from '../../components/pending-mark';
import { ListItemMenu } from './list-item-menu';
import { PACKING_CATEGORY_LABELS } from './list-words';
import type { SortableRowParts } from './sortable-list-items';

/**
 * One item: a tick as big as a thumb (the whole row's left side, 44 px), its text, what else it
 * says (quantity, category, who brings it, its day or activity, when it is due), and for editors its drag handle and
 * its menu (edit, move up or down, delete).
 */
export function ListItemRow({
  item,
  assignee,
  link,
  pending,
  editable,
  onToggle,
  onEdit,
  onDelete,
  order,
}: {
  item: ListItem;
  /** Who brings it, as the trip names them, or null. */
  assignee: string | null;
  /** Where it fits on the plan: 'Day 2', or its activity's title; or null. */
  link: string | null;
  pending: boolean;
  editable: boolean;
  /** Writes the tick; the row shows it until the store's copy says so (or the write fails). */
  onToggle: (checked: boolean) => Promise<void>;
  onEdit: () => void;
  onDelete: () => void;
  /** An editor's ways to reorder: the drag handle, and one place up or down (null at an end). */
  order?: {
    parts: SortableRowParts;
    onMoveUp: (() => void) | null;
    onMoveDown: (() => void) | null;
  };
}) {
  // The box follows the finger at once: between the tap and the live query bringing the stored
  // tick back there is a frame in which the stored value is still the old one.
  // The tap is shown only while the stored tick is still the one it was made over.
  const [tapped, setTapped] = useState<{ value: boolean; over: boolean } | null>(null);
  const checked = tapped?.over === item.checked ? tapped.value : item.checked;
  const details = [
    item.quantity !== null && item.quantity > 1 ? `× ${item.quantity}` : null,
    item.category ? PACKING_CATEGORY_LABELS[item.category] : null,
    assignee,
    link,
    item.dueDate ? `Due ${item.dueDate}` : null,
  ].filter((d): d is string => d !== null);
  return (
    <HStack
      as="li"
      ref={order?.parts.rowRef}
      style={order?.parts.rowStyle}
      gap="1"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
      minH="11"
    >
      {order?.parts.handle}
      <chakra.label
        display="flex"
        alignItems="center"
        gap="3"
        flex="1"
        minW="0"
        minH="11"
        py="1"
        cursor={editable ? 'pointer' : 'default'}
      >
        <chakra.input
          type="checkbox"
          checked={checked}
          disabled={!editable}
          onChange={(e) => {
            const next = e.target.checked;
            setTapped({ value: next, over: item.checked });
            onToggle(next).catch(() => setTapped(null));
          }}
          boxSize="6"
          flexShrink={0}
          ml={order ? '0' : '2.5'}
          mr="1"
          css={{ accentColor: 'var(--chakra-colors-teal-600)' }}
        />
        <Stack gap="0" minW="0">
          <Text
            textDecoration={checked ? 'line-through' : undefined}
            color={checked ? 'fg.muted' : undefined}
            overflowWrap="anywhere"
          >
            {item.text}
          </Text>
          {(details.length > 0 || pending) && (
            <HStack gap="2" wrap="wrap">
              {details.length > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {details.join(' · ')}
                </Text>
              )}
              {pending && <PendingMark />}
            </HStack>
          )}
        </Stack>
      </chakra.label>
      {editable && (
        <ListItemMenu
          text={item.text}
          onEdit={onEdit}
          onDelete={onDelete}
          onMoveUp={order?.onMoveUp}
          onMoveDown={order?.onMoveDown}
        />
      )}
    </HStack>
  );
}
