import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, EllipsisVertical, Pencil, Trash2 } from 'lucide-react';

/**
 * An item's menu for those who may change it: Edit, Move up and Move down (the fallback to
 * dragging, where an end cannot go further) and Delete. One button on the row, so a phone's row
 * keeps its width for the item's words.
 */
export function ListItemMenu({
  text,
  onEdit,
  onDelete,
  onMoveUp,
  onMoveDown,
}: {
  text: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Absent when the list is not in the traveller's order here (grouped by person). */
  onMoveUp?: (() => void) | null | undefined;
  onMoveDown?: (() => void) | null | undefined;
}) {
  const ordered = onMoveUp !== undefined || onMoveDown !== undefined;
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'edit') onEdit();
        if (value === 'up') onMoveUp?.();
        if (value === 'down') onMoveDown?.();
        if (value === 'delete') onDelete();
      }}
    >
      <Menu.Trigger asChild>
        <IconButton aria-label={`Actions for ${text}`} size="md" variant="ghost" flexShrink={0}>
          <EllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="edit">
              <Pencil size={16} aria-hidden="true" />
              Edit
            </Menu.Item>
            {ordered && (
              <>
                <Menu.Item value="up" disabled={!onMoveUp}>
                  <ArrowUp size={16} aria-hidden="true" />
                  Move up
                </Menu.Item>
                <Menu.Item value="down" disabled={!onMoveDown}>
                  <ArrowDown size={16} aria-hidden="true" />
                  Move down
                </Menu.Item>
              </>
            )}
            <Menu.Item value="delete" color="fg.error" _hover={{ bg: 'bg.error' }}>
              <Trash2 size={16} aria-hidden="true" />
              Delete
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
