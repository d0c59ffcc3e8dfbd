import { stmt } from './sql-statement';
import { unqualified, UPSERT_TOMBSTONE } from './columns';
import type { documents } from './schema';
import type { WithAccess } from './statements';

export type DocumentRow = typeof documents.$inferSelect;

const DOCUMENT_COLUMNS = `d.id, d.trip_id as tripId, d.item_id as itemId,
  d.expense_id as expenseId, d.name, d.kind, d.media_type as mediaType, d.size, d.sha256,
  d.created_at as createdAt, d.created_by as createdBy, d.uploaded, d.version`;

/**
 * The compiled statements of trip documents (decision 009), merged into the database's
 * `Statements` by createStatements: written through the same transactions as every synced row.
 */
export const DOCUMENT_STATEMENTS = {
  documentWithAccess: stmt<[userId: string, id: string], WithAccess<DocumentRow>>(
    `select ${DOCUMENT_COLUMNS}, m.role, m.status
       from documents d left join trip_members m on m.trip_id = d.trip_id and m.user_id = ?
       where d.id = ?`,
  ),
  insertDocument: stmt<[DocumentRow]>(
    `insert into documents (id, trip_id, item_id, expense_id, name, kind, media_type, size,
         sha256, created_at, created_by, uploaded, version)
       values (@id, @tripId, @itemId, @expenseId, @name, @kind, @mediaType, @size, @sha256,
         @createdAt, @createdBy, @uploaded, @version)`,
  ),
  // A field-level patch, as patchExpense: null keeps a never-null field, a 1 flag sets a
  // nullable one.
  patchDocument: stmt<
    [
      {
        id: string;
        name: string | null;
        kind: string | null;
        setItemId: number;
        itemId: string | null;
        setExpenseId: number;
        expenseId: string | null;
        version: number;
      },
    ],
    DocumentRow
  >(
    `update documents set
         name = coalesce(@name, name),
         kind = coalesce(@kind, kind),
         item_id = case when @setItemId then @itemId else item_id end,
         expense_id = case when @setExpenseId then @expenseId else expense_id end,
         version = @version
       where id = @id
       returning ${unqualified(DOCUMENT_COLUMNS)}`,
  ),
  deleteDocument: stmt<[id: string]>('delete from documents where id = ?'),
  // Once: the caller checks `uploaded` first, so a replayed completion takes no version.
  markDocumentUploaded: stmt<[version: number, id: string]>(
    'update documents set uploaded = 1, version = ? where id = ? and uploaded = 0',
  ),
  tombstoneTripDocuments: stmt<[userId: string, version: number, tripId: string]>(
    `insert into tombstones (table_name, row_id, user_id, trip_id, version)
       select 'documents', id, ?, trip_id, ? from documents where trip_id = ?
       ${UPSERT_TOMBSTONE}`,
  ),
  // A deleted item or expense leaves its documents on the trip, with a new version so every
  // device learns that they are no longer attached.
  detachDocumentsFromItem: stmt<[version: number, itemId: string]>(
    'update documents set item_id = null, version = ? where item_id = ?',
  ),
  detachDocumentsFromExpense: stmt<[version: number, expenseId: string]>(
    'update documents set expense_id = null, version = ? where expense_id = ?',
  ),
  clearTripCover: stmt<[version: number, now: string, documentId: string]>(
    `update trips set cover_document_id = null, version = ?, updated_at = ?
       where cover_document_id = ?`,
  ),
  documentTrip: stmt<[id: string], { tripId: string; uploaded: number }>(
    'select trip_id as tripId, uploaded from documents where id = ?',
  ),
  itemTrip: stmt<[id: string], { tripId: string }>(
    'select trip_id as tripId from itinerary_items where id = ?',
  ),
  expenseTrip: stmt<[id: string], { tripId: string }>(
    'select trip_id as tripId from expenses where id = ?',
  ),
  // The trip a deleted row belonged to, from its tombstone.
  tombstoneTrip: stmt<[table: string, rowId: string], { tripId: string | null }>(
    'select trip_id as tripId from tombstones where table_name = ? and row_id = ?',
  ),
  // The quota counts every document a user added, on every trip, at its full size: a file
  // stored once for two documents still counts twice, so nobody's quota depends on others.
  bytesCreatedBy: stmt<[userId: string], { bytes: number }>(
    'select coalesce(sum(size), 0) as bytes from documents where created_by = ?',
  ),
  // A trip's documents as its delete finds them: their bytes are removed after the commit.
  tripDocumentBytes: stmt<
    [tripId: string],
    { id: string; sha256: string; size: number; createdBy: string | null }
  >('select id, sha256, size, created_by as createdBy from documents where trip_id = ?'),
  digestReferenced: stmt<[sha256: string], { found: number }>(
    'select 1 as found from documents where sha256 = ? limit 1',
  ),
  documentsSince: stmt<[{ userId: string; since: number }], DocumentRow>(
    `select ${DOCUMENT_COLUMNS} from documents d join trip_members m on m.trip_id = d.trip_id
         and m.user_id = @userId and m.status = 'active'
       where d.version > @since or m.joined_version > @since order by d.version`,
  ),
};
