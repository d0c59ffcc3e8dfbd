/**
 * The version of the push/pull wire protocol. Bump it when a message changes shape or meaning,
 * and say what changed here. The server refuses other versions with 426 and a clear message, so
 * an outdated installed app asks to update instead of corrupting data.
 *
 * 1: first version: numbered mutations per client, global row versions, tombstones, rejections.
 * 2: shared trips: pull carries `members`, rows of every trip the user is on (all of a trip
 *    joined since the cursor), trip tombstones for lost access; expenses carry createdBy,
 *    paidBy, split and kind, items createdBy and position (the traveller's order within a
 *    day); mutations updateExpense and updateItineraryItem (field-level patches, like
 *    updateTrip).
 */
/* 3: money in any currency and trip documents: an expense's `amount` is in minor units of its
 *    own `currency` (with `rate`, `rateDate`, `rateSource`), trips carry `currency` and
 *    `coverDocumentId`, items `endTime` and `reference`; pull carries `documents` (and their
 *    tombstones); mutations addDocument, updateDocument and deleteDocument. An app that reads
 *    amounts as dollars must not sync with it, hence the new version.
 *    Later, without a new version: items may carry `timeZone` and `endTimeZone` (a flight's
 *    airports). Both are optional in mutations and default to null in rows, and an app that does
 *    not know them drops them on reading and never sends them, so both sides stay compatible.
 *    Later, without a new version: a push naming a mutation outside the contract is refused
 *    whole with 400 (nothing is stored, the device keeps its queue); a pulled rejection may
 *    carry `argsTruncated: true` with `args` cut to the start of their JSON. An app that does
 *    not know the flag drops it, shows the change in general words and cannot retry it, which
 *    is right for a change that large.
 *    Later, without a new version: places and stops (issue 24). Items may carry `place` (a
 *    Place, shared/src/schemas/place.ts), optional in mutations and null in rows, like the
 *    zones above. Trips have further stops: mutations addStop, updateStop and deleteStop, and
 *    pull carries `stops` and `laterTombstones` (the stops' tombstones, `{ table: 'stops', id }`).
 *    An older app never sends the new mutations; it drops the two new pull keys (its pull schema
 *    strips unknown keys), and its `tombstones` never name a table it does not know, which it
 *    would refuse the whole pull for. An app that does not know stops so shows a trip as its
 *    destination alone. A newer app reading an older server finds neither key and treats both
 *    as empty; only if it pushed a stop there would the server refuse the push with 400 (an
 *    unknown mutation name), which the Sync screen shows, and the same app and server are
 *    always deployed together. Devices upgrading to the schema that knows stops forget their
 *    cursor (web/src/db/app-db.ts, version 8), so their next pull is a snapshot that brings the
 *    stops and places their older app dropped.
 *    Later, without a new version: items may carry `endPlace` (where a flight, train or bus
 *    arrives, a Place like `place`), optional in mutations and null in rows; an older app drops
 *    it, and devices forget their cursor on upgrading (app-db.ts, version 9) to pull it again.
 * 4: documents may be wallet passes, e-mails, calendar files and web pages (the originals of
 *    imported bookings). An app that knows only PDFs and pictures refuses a pull holding one,
 *    so it must update: its next push is answered 426.
 */
export const SYNC_PROTOCOL_VERSION = 4;

/** At most this many mutations travel in one push request. */
export const MAX_PUSH_BATCH = 100;
