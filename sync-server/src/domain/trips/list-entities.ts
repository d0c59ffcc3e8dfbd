import type { ListItem, TripList } from '@shared/schemas/trip-list';
import type { ListItemRow, TripListRow } from '../../db/list-statements';

/*
 * Rows of lists become the shared shapes field by field, as in to-entities.ts (every value was
 * parsed with the shared schema on its way in).
 */

export function toTripList(row: TripListRow): TripList {
  return {
    id: row.id,
    tripId: row.tripId,
    kind: row.kind as TripList['kind'],
    title: row.title,
    visibility: row.visibility === 'personal' ? 'personal' : 'shared',
    ownerId: row.ownerId,
    position: row.position,
    createdAt: row.createdAt,
  };
}

export function toListItem(row: ListItemRow): ListItem {
  return {
    id: row.id,
    listId: row.listId,
    tripId: row.tripId,
    text: row.text,
    quantity: row.quantity,
    category: row.category as ListItem['category'],
    assigneeId: row.assigneeId,
    dueDate: row.dueDate,
    day: row.day,
    itineraryItemId: row.itineraryItemId,
    checked: Number(row.checked) === 1,
    position: row.position,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
  };
}
