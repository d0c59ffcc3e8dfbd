import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { EllipsisVertical, Pencil, Trash2 } from 'lucide-react';

/** A list's menu for those who may change it: 'Rename' and 'Delete list'. */
export function ListMenu({
  title,
  onRename,
  onDelete,
}: {
  title: string;
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'rename') onRename();
        if (value === 'delete') onDelete();
      }}
    >
      <Menu.Trigger asChild>
        <IconButton aria-label={`Actions for ${title}`} variant="ghost" colorPalette="gray">
          <EllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="rename">
              <Pencil size={16} aria-hidden="true" />
              Rename
            </Menu.Item>
            <Menu.Item value="delete" color="fg.error" _hover={{ bg: 'bg.error' }}>
              <Trash2 size={16} aria-hidden="true" />
              Delete list
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
