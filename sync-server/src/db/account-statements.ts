import { stmt } from './sql-statement';
import type { users } from './schema';

export type UserRow = typeof users.$inferSelect;

/** The users table's columns under the row type's names, each prefixed (a table alias) or not. */
const userColumns = (p = '') => `${p}id, ${p}username, ${p}username_key as usernameKey,
  ${p}password, ${p}email,
  ${p}first_name as firstName, ${p}last_name as lastName, ${p}profile_image_url as profileImageUrl,
  ${p}created_at as createdAt, ${p}updated_at as updatedAt`;
const USER_COLUMNS = userColumns();

/**
 * Accounts and sessions. Every /api request looks its session and user up, so these are
 * compiled once per database like the rest (a query built per request cost about 90 µs).
 * A session's `sess` is JSON text; `expire` is epoch milliseconds.
 */
export const ACCOUNT_STATEMENTS = {
  userRowByUsername: stmt<[username: string], UserRow>(
    `select ${USER_COLUMNS} from users where username = ?`,
  ),
  /** Is this name, or one differing only by case, taken? (usernameKey; legacy pairs by name.) */
  usernameTaken: stmt<[username: string, key: string], { found: number }>(
    'select 1 as found from users where username = ? or username_key = ? limit 1',
  ),
  // Two registrations racing for one name (or one key): the loser inserts nothing, gets no row.
  insertUser: stmt<[UserRow], UserRow>(
    `insert into users (id, username, username_key, password, email, first_name, last_name,
       profile_image_url, created_at, updated_at)
     values (@id, @username, @usernameKey, @password, @email, @firstName, @lastName,
       @profileImageUrl, @createdAt, @updatedAt)
     on conflict do nothing
     returning ${USER_COLUMNS}`,
  ),

  /**
   * The session and its user in one query, as every /api request needs both. No row: no such
   * session, or its user is gone. The user id sits in the session's JSON.
   */
  sessionUser: stmt<[sid: string], UserRow & { sessionExpire: number }>(
    `select ${userColumns('u.')}, s.expire as sessionExpire
     from sessions s join users u on u.id = json_extract(s.sess, '$.userId')
     where s.sid = ?`,
    {
      postgres: `select ${userColumns('u.')}, s.expire as sessionExpire
       from sessions s join users u on u.id = (s.sess::json ->> 'userId')
       where s.sid = ?`,
    },
  ),
  insertSession: stmt<[sid: string, sess: string, expire: number]>(
    'insert into sessions (sid, sess, expire) values (?, ?, ?)',
  ),
  deleteSession: stmt<[sid: string]>('delete from sessions where sid = ?'),
  purgeSessions: stmt<[before: number]>('delete from sessions where expire < ?'),

  /** Readiness: the database answers. */
  ping: stmt<[], { ok: number }>('select 1 as ok'),
};
