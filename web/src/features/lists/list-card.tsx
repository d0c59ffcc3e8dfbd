import { Badge, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { BookmarkPlus, ChevronDown, ChevronRight, Lock, Users } from 'lucide-react';
import { useState } from 'react';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { ListItem } from '@shared/schemas/trip-list';

type Activity = Pick<ItineraryItem, 'id' | 'day' | 'title'>;
import { listProgress } from '@shared/sync/list-rules';
import { deleteList, deleteListItem, setListItemChecked } from '../../db/list-repo';
import { notify } from '../../lib/toaster';
import type { MemberNames } from '../../lib/member-names';
import { useWriteFailure } from '../../lib/write-errors';
import { useDb } from '../../session/db-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PendingMark } from '../../components/pending-mark';
import { AddItemForm } from './add-item-form';
import { linkLabel, type WhenOption } from '../../lib/list-links';
import { ItemDialog, type PersonOption } from './item-dialog';
import { ListItemRow } from './list-item-row';
import { ListMenu } from './list-menu';
import { SortableListItems, type SortableRowParts } from './sortable-list-items';
import { moveListItem, placeListItem } from '../../db/list-order-repo';
import { RenameListDialog } from './rename-list-dialog';
import { SaveTemplateDialog } from './save-template-dialog';
import { groupByAssignee, LIST_KIND_LABELS, progressLabel } from './list-words';
import type { ListWithItems } from './use-trip-lists';

/**
 * One list: its name, kind, who sees it and how far along it is; opened, its items with a tick
 * each, the way to add more, and for a shared packing list 'Who brings what'.
 */
export function ListCard({
  list,
  pendingIds,
  editable,
  names,
  people,
  plan,
}: {
  list: ListWithItems;
  pendingIds: ReadonlySet<string>;
  editable: boolean;
  names: MemberNames;
  people: PersonOption[];
  /** The trip's activities (for the rows' links) and the 'When' choices. */
  plan: { activities: readonly Activity[]; when: WhenOption[] };
}) {
  const db = useDb();
  const fail = useWriteFailure();
  const [open, setOpen] = useState(false);
  const [byPerson, setByPerson] = useState(false);
  const [editing, setEditing] = useState<ListItem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [saving, setSaving] = useState(false);
  const { done, total } = listProgress(list.items);
  const whoBrings = list.kind === 'packing' && list.visibility === 'shared';

  const toggle = async (item: ListItem, checked: boolean) => {
    try {
      await setListItemChecked(db, item.id, checked);
    } catch (error) {
      fail(error, 'Failed to tick item', 'Please try again');
      throw error;
    }
  };
  const remove = (item: ListItem) =>
    deleteListItem(db, item.id).catch((error: unknown) =>
      fail(error, 'Failed to delete item', 'Please try again'),
    );

  const place = async (id: string, index: number) => {
    try {
      return await placeListItem(db, id, index);
    } catch (error) {
      fail(error, 'Failed to move item', 'Please try again');
      return false;
    }
  };
  const move = (id: string, direction: 'up' | 'down') =>
    moveListItem(db, id, direction).catch((error: unknown) =>
      fail(error, 'Failed to move item', 'Please try again'),
    );

  const row = (item: ListItem, parts?: SortableRowParts) => (
    <ListItemRow
      key={item.id}
      item={item}
      {...(parts
        ? {
            order: {
              parts,
              onMoveUp: list.items[0]?.id === item.id ? null : () => void move(item.id, 'up'),
              onMoveDown:
                list.items.at(-1)?.id === item.id ? null : () => void move(item.id, 'down'),
            },
          }
        : {})}
      assignee={item.assigneeId && !byPerson ? names.label(item.assigneeId) : null}
      link={linkLabel(item, plan.activities)}
      pending={pendingIds.has(item.id)}
      editable={editable}
      onToggle={(checked) => toggle(item, checked)}
      onEdit={() => setEditing(item)}
      onDelete={() => void remove(item)}
    />
  );

  return (
    <Stack gap="2" borderWidth="1px" rounded="l2" p="2">
      <HStack gap="1" align="center">
        <Button
          variant="ghost"
          flex="1"
          minW="0"
          h="auto"
          minH="11"
          py="1"
          justifyContent="flex-start"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
          <Stack gap="0" align="flex-start" minW="0" flex="1">
            <Text fontWeight="semibold" truncate maxW="full">
              {list.title}
            </Text>
            <Text fontSize="sm" color="fg.muted" fontWeight="normal" whiteSpace="normal">
              {LIST_KIND_LABELS[list.kind]} · {progressLabel(list.kind, list.items)}
            </Text>
            {list.visibility === 'personal' && (
              <Badge size="sm" variant="subtle" gap="1">
                <Lock size={12} aria-hidden="true" />
                Only you
              </Badge>
            )}
            {/* Under the name, as 'Only you': beside it, it squeezed the name on a phone. */}
            {pendingIds.has(list.id) && <PendingMark />}
          </Stack>
        </Button>
        {editable && (
          <ListMenu
            title={list.title}
            onRename={() => setRenaming(true)}
            onDelete={() => setConfirming(true)}
          />
        )}
      </HStack>
      {total > 0 && (
        <Progress.Root value={(done / total) * 100} size="xs" colorPalette="teal">
          <Progress.Track aria-label={`${list.title} progress`}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {open && (
        <Stack gap="3" pt="1">
          {whoBrings && total > 0 && (
            <Button
              size="sm"
              variant={byPerson ? 'subtle' : 'outline'}
              alignSelf="flex-start"
              aria-pressed={byPerson}
              onClick={() => setByPerson((b) => !b)}
            >
              <Users aria-hidden="true" />
              Who brings what
            </Button>
          )}
          {byPerson ? (
            groupByAssignee(
              list.items,
              people.map((p) => p.userId),
            ).map((group) => (
              <Stack key={group.assigneeId ?? 'nobody'} gap="1">
                <Text fontWeight="medium" fontSize="sm">
                  {group.assigneeId ? names.label(group.assigneeId) : 'Nobody yet'} ·{' '}
                  {progressLabel(list.kind, group.items)}
                </Text>
                <Stack as="ul" gap="0" listStyleType="none">
                  {group.items.map((item) => row(item))}
                </Stack>
              </Stack>
            ))
          ) : total > 0 && editable ? (
            <SortableListItems title={list.title} items={list.items} onPlace={place} render={row} />
          ) : total > 0 ? (
            <Stack as="ul" gap="0" listStyleType="none" aria-label={`${list.title} items`}>
              {list.items.map((item) => row(item))}
            </Stack>
          ) : null}
          {editable && <AddItemForm list={list} />}
          {total > 0 && (
            <Button
              size="sm"
              variant="ghost"
              alignSelf="flex-start"
              onClick={() => setSaving(true)}
            >
              <BookmarkPlus aria-hidden="true" />
              Save as template
            </Button>
          )}
        </Stack>
      )}
      <SaveTemplateDialog key={list.title} list={list} open={saving} onOpenChange={setSaving} />
      {editing && (
        <ItemDialog
          key={editing.id}
          list={list}
          item={editing}
          people={people}
          when={plan.when}
          onClose={() => setEditing(null)}
        />
      )}
      {renaming && <RenameListDialog list={list} onClose={() => setRenaming(false)} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${list.title}?`}
        text="The list and its items are deleted for everyone who sees it."
        confirmLabel="Delete list"
        busyLabel="Deleting..."
        onConfirm={async () => {
          try {
            await deleteList(db, list.id);
            notify({ type: 'success', title: `${list.title} deleted` });
          } catch (error) {
            fail(error, 'Failed to delete list', 'Please try again');
          }
        }}
      />
    </Stack>
  );
}
