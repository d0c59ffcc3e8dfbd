// Columns aliased to the names of the schema's row types (`typeof trips.$inferSelect`), so every
// statement that reads a table hands back the same row shape and the mappers in to-entities.ts
// serve all of them, on either engine (PostgreSQL's aliases are quoted: postgres-dialect.ts).
export const T_TRIP_COLUMNS = `t.id, t.user_id as userId, t.destination_id as destinationId, t.title,
  t.start_date as startDate, t.end_date as endDate, t.notes, t.budget, t.currency,
  t.cover_document_id as coverDocumentId, t.day_notes as dayNotes, t.created_at as createdAt, t.updated_at as updatedAt, t.version`;
export const EXPENSE_COLUMNS = `e.id, e.trip_id as tripId, e.category, e.amount, e.currency, e.rate,
  e.rate_date as rateDate, e.rate_source as rateSource, e.date, e.description,
  e.created_at as createdAt, e.created_by as createdBy, e.paid_by as paidBy, e.split, e.kind,
  e.version`;
export const ITEM_COLUMNS = `i.id, i.trip_id as tripId, i.day, i.time, i.end_time as endTime,
  i.time_zone as timeZone, i.end_time_zone as endTimeZone, i.reference, i.title, i.description,
  i.location, i.place, i.end_place as endPlace, i.type, i.created_at as createdAt,
  i.created_by as createdBy, i.position, i.version`;
export const STOP_COLUMNS = `s.id, s.trip_id as tripId, s.place, s.start_date as startDate,
  s.end_date as endDate, s.position, s.created_at as createdAt, s.created_by as createdBy,
  s.version`;
/** A column list without its table alias, for `returning` (which takes none). */
export const unqualified = (columns: string) => columns.replace(/\b[a-z]\./g, '');
/** A row deleted again (or a trip's rows tombstoned twice) keeps one tombstone, the newest. */
export const UPSERT_TOMBSTONE = `on conflict (table_name, row_id)
  do update set user_id = excluded.user_id, trip_id = excluded.trip_id, version = excluded.version`;
