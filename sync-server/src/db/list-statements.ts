import { stmt } from './sql-statement';
import type { listItems, tripLists } from './schema';
import type { WithAccess } from './statements';

export type TripListRow = typeof tripLists.$inferSelect;
export type ListItemRow = typeof listItems.$inferSelect;

export const LIST_COLUMNS = `l.id, l.trip_id as tripId, l.kind, l.title, l.visibility,
  l.owner_id as ownerId, l.position, l.created_at as createdAt, l.version`;
export const LIST_ITEM_COLUMNS = `li.id, li.list_id as listId, li.trip_id as tripId, li.text,
  li.quantity, li.category, li.assignee_id as assigneeId, li.due_date as dueDate, li.day,
  li.itinerary_item_id as itineraryItemId, li.checked, li.position, li.created_at as createdAt, li.created_by as createdBy, li.version`;
const unqualifiedList = (columns: string) => columns.replace(/\bli?\./g, '');

/**
 * What a user may see of a list: a shared one on a trip they are on, a personal one only if it
 * is theirs (decision 018). Written once, for pull and for every lookup by id, so a personal
 * list answers another member exactly as a row that does not exist.
 */
const SEES_LIST = (list: string, user: string) =>
  `(${list}.visibility = 'shared' or ${list}.owner_id = ${user})`;

/** A tombstone's `only_for`: the owner for a personal list's rows, null for a shared list's. */
const ONLY_FOR = (list: string) =>
  `case when ${list}.visibility = 'personal' then ${list}.owner_id else null end`;

/**
 * The compiled statements of trips' lists and their items, merged into the database's
 * `Statements`, in the shapes of the stops' own.
 */
export const LIST_STATEMENTS = {
  // A list hidden from this user (another member's personal list) is not found, as a missing one.
  listWithAccess: stmt<[{ userId: string; id: string }], WithAccess<TripListRow>>(
    `select ${LIST_COLUMNS}, m.role, m.status
       from trip_lists l left join trip_members m on m.trip_id = l.trip_id and m.user_id = @userId
       where l.id = @id and ${SEES_LIST('l', '@userId')}`,
  ),
  insertList: stmt<[TripListRow]>(
    `insert into trip_lists (id, trip_id, kind, title, visibility, owner_id, position,
         created_at, version)
       values (@id, @tripId, @kind, @title, @visibility, @ownerId, @position, @createdAt,
         @version)`,
  ),
  patchList: stmt<
    [{ id: string; title: string | null; position: number | null; version: number }],
    TripListRow
  >(
    `update trip_lists set
         title = coalesce(@title, title),
         position = coalesce(@position, position),
         version = @version
       where id = @id
       returning ${unqualifiedList(LIST_COLUMNS)}`,
  ),
  deleteList: stmt<[id: string]>('delete from trip_lists where id = ?'),
  deleteItemsOfList: stmt<[listId: string]>('delete from list_items where list_id = ?'),
  // Whether an id is taken by any list or item, seen or not: a create under a hidden row's id
  // is refused as not found instead of failing on the key.
  listIdTaken: stmt<[id: string], { id: string }>('select id from trip_lists where id = ?'),
  listItemIdTaken: stmt<[id: string], { id: string }>('select id from list_items where id = ?'),
  countListItems: stmt<[listId: string], { count: number }>(
    'select count(*) as count from list_items where list_id = ?',
  ),
  // An item with its list's visibility and the user's membership: hidden as its list is.
  listItemWithAccess: stmt<
    [{ userId: string; id: string }],
    WithAccess<ListItemRow> & Pick<TripListRow, 'visibility' | 'ownerId' | 'kind'>
  >(
    `select ${LIST_ITEM_COLUMNS}, l.visibility, l.owner_id as ownerId, l.kind, m.role, m.status
       from list_items li join trip_lists l on l.id = li.list_id
       left join trip_members m on m.trip_id = li.trip_id and m.user_id = @userId
       where li.id = @id and ${SEES_LIST('l', '@userId')}`,
  ),
  insertListItem: stmt<[ListItemRow]>(
    `insert into list_items (id, list_id, trip_id, text, quantity, category, assignee_id,
         due_date, day, itinerary_item_id, checked, position, created_at, created_by, version)
       values (@id, @listId, @tripId, @text, @quantity, @category, @assigneeId, @dueDate,
         @day, @itineraryItemId, @checked, @position, @createdAt, @createdBy, @version)`,
  ),
  // Field-level: each `set*` says the patch carries that field (null clears an optional one).
  patchListItem: stmt<
    [
      {
        id: string;
        text: string | null;
        setQuantity: number;
        quantity: number | null;
        setCategory: number;
        category: string | null;
        setAssigneeId: number;
        assigneeId: string | null;
        setDueDate: number;
        dueDate: string | null;
        setLink: number;
        day: number | null;
        itineraryItemId: string | null;
        checked: number | null;
        position: number | null;
        version: number;
      },
    ],
    ListItemRow
  >(
    `update list_items set
         text = coalesce(@text, text),
         quantity = case when @setQuantity = 1 then @quantity else quantity end,
         category = case when @setCategory = 1 then @category else category end,
         assignee_id = case when @setAssigneeId = 1 then @assigneeId else assignee_id end,
         due_date = case when @setDueDate = 1 then @dueDate else due_date end,
         day = case when @setLink = 1 then @day else day end,
         itinerary_item_id = case when @setLink = 1 then @itineraryItemId
           else itinerary_item_id end,
         checked = coalesce(@checked, checked),
         position = coalesce(@position, position),
         version = @version
       where id = @id
       returning ${unqualifiedList(LIST_ITEM_COLUMNS)}`,
  ),
  deleteListItem: stmt<[id: string]>('delete from list_items where id = ?'),
  // A deleted activity leaves the items linked to it on their lists, linked to nothing, with a
  // new version so every device that sees them learns of it (decision 018).
  detachListItemsFromItem: stmt<[version: number, itineraryItemId: string]>(
    'update list_items set itinerary_item_id = null, version = ? where itinerary_item_id = ?',
  ),
  // The facts of a link: the trip's dates (for its days) and the named activity's trip.
  tripDatesOf: stmt<[tripId: string], { startDate: string; endDate: string }>(
    'select start_date as startDate, end_date as endDate from trips where id = ?',
  ),
  itineraryItemTripOf: stmt<[id: string], { tripId: string }>(
    'select trip_id as tripId from itinerary_items where id = ?',
  ),
  activeMemberIdsOf: stmt<[tripId: string], { userId: string }>(
    `select user_id as userId from trip_members where trip_id = ? and status = 'active'`,
  ),
  // Tombstones of a list's items (deleteList) and of a trip's lists and items (deleteTrip),
  // each private to the owner of a personal list.
  tombstoneItemsOfList: stmt<[{ userId: string; version: number; listId: string }]>(
    `insert into tombstones (table_name, row_id, user_id, trip_id, version, only_for)
       select 'listItems', li.id, @userId, li.trip_id, @version, ${ONLY_FOR('l')}
       from list_items li join trip_lists l on l.id = li.list_id where li.list_id = @listId
       on conflict (table_name, row_id) do update set user_id = excluded.user_id,
         trip_id = excluded.trip_id, version = excluded.version, only_for = excluded.only_for`,
  ),
  tombstoneTripListItems: stmt<[{ userId: string; version: number; tripId: string }]>(
    `insert into tombstones (table_name, row_id, user_id, trip_id, version, only_for)
       select 'listItems', li.id, @userId, li.trip_id, @version, ${ONLY_FOR('l')}
       from list_items li join trip_lists l on l.id = li.list_id where li.trip_id = @tripId
       on conflict (table_name, row_id) do update set user_id = excluded.user_id,
         trip_id = excluded.trip_id, version = excluded.version, only_for = excluded.only_for`,
  ),
  tombstoneTripLists: stmt<[{ userId: string; version: number; tripId: string }]>(
    `insert into tombstones (table_name, row_id, user_id, trip_id, version, only_for)
       select 'lists', l.id, @userId, l.trip_id, @version, ${ONLY_FOR('l')}
       from trip_lists l where l.trip_id = @tripId
       on conflict (table_name, row_id) do update set user_id = excluded.user_id,
         trip_id = excluded.trip_id, version = excluded.version, only_for = excluded.only_for`,
  ),
  writePrivateTombstone: stmt<
    [
      {
        table: string;
        rowId: string;
        userId: string;
        tripId: string;
        version: number;
        onlyFor: string | null;
      },
    ]
  >(
    `insert into tombstones (table_name, row_id, user_id, trip_id, version, only_for)
       values (@table, @rowId, @userId, @tripId, @version, @onlyFor)
       on conflict (table_name, row_id) do update set user_id = excluded.user_id,
         trip_id = excluded.trip_id, version = excluded.version, only_for = excluded.only_for`,
  ),
  // Pull: the lists and items of the trips a user is on that they may see (decision 018).
  listsSince: stmt<[{ userId: string; since: number }], TripListRow>(
    `select ${LIST_COLUMNS} from trip_lists l join trip_members m on m.trip_id = l.trip_id
         and m.user_id = @userId and m.status = 'active'
       where ${SEES_LIST('l', '@userId')} and (l.version > @since or m.joined_version > @since)
       order by l.version`,
  ),
  listItemsSince: stmt<[{ userId: string; since: number }], ListItemRow>(
    `select ${LIST_ITEM_COLUMNS} from list_items li join trip_lists l on l.id = li.list_id
       join trip_members m on m.trip_id = li.trip_id and m.user_id = @userId
         and m.status = 'active'
       where ${SEES_LIST('l', '@userId')} and (li.version > @since or m.joined_version > @since)
       order by li.version`,
  ),
};
