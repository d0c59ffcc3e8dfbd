import { chakra, Stack } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { ListItem } from '@shared/schemas/trip-list';
import { setListItemChecked } from '../../db/list-repo';
import { linkedDay } from '../../lib/list-links';
import { useWriteFailure } from '../../lib/write-errors';
import { useDb } from '../../session/db-context';

/**
 * The list items linked to each day of the trip (decision 018), by their own day or their
 * activity's: what the plan shows at the top of a day. The device holds only the lists this
 * traveller may see, so another's personal to-dos never appear here.
 */
export function useDayTodos(
  tripId: string,
  activities: readonly Pick<ItineraryItem, 'id' | 'day'>[],
): ReadonlyMap<number, ListItem[]> {
  const db = useDb();
  const items = useLiveQuery(
    () => db.listItems.where('tripId').equals(tripId).toArray(),
    [db, tripId],
  );
  return useMemo(() => {
    const byDay = new Map<number, ListItem[]>();
    for (const item of items ?? []) {
      const day = linkedDay(item, activities as Pick<ItineraryItem, 'id' | 'day' | 'title'>[]);
      if (day === null) continue;
      byDay.set(day, [...(byDay.get(day) ?? []), item]);
    }
    for (const todos of byDay.values())
      todos.sort((a, b) => a.listId.localeCompare(b.listId) || a.position - b.position);
    return byDay;
  }, [items, activities]);
}

/** 'To do: Buy tram tickets', each with its tick (read-only for viewers). */
export function DayTodos({
  day,
  todos,
  editable,
}: {
  day: number;
  todos: readonly ListItem[] | undefined;
  editable: boolean;
}) {
  const db = useDb();
  const fail = useWriteFailure();
  if (!todos || todos.length === 0) return null;
  return (
    <Stack as="ul" aria-label={`To-dos for Day ${day}`} gap="0" listStyleType="none">
      {todos.map((todo) => (
        <chakra.li key={todo.id}>
          <chakra.label
            display="flex"
            alignItems="center"
            gap="2"
            minH="8"
            fontSize="sm"
            cursor={editable ? 'pointer' : 'default'}
          >
            <chakra.input
              type="checkbox"
              checked={todo.checked}
              disabled={!editable}
              onChange={(e) =>
                void setListItemChecked(db, todo.id, e.target.checked).catch((error: unknown) =>
                  fail(error, 'Failed to tick item', 'Please try again'),
                )
              }
              boxSize="4"
              flexShrink={0}
              css={{ accentColor: 'var(--chakra-colors-teal-600)' }}
            />
            <chakra.span
              overflowWrap="anywhere"
              textDecoration={todo.checked ? 'line-through' : undefined}
              color={todo.checked ? 'fg.muted' : undefined}
            >
              <chakra.span color="fg.muted">To do: </chakra.span>
              {todo.text}
            </chakra.span>
          </chakra.label>
        </chakra.li>
      ))}
    </Stack>
  );
}
