import { stmt } from './sql-statement';
import type { users } from './schema';

export type UserRow = typeof users.$inferSelect;

const USER_COLUMNS = `id, username, password, email, first_name as firstName,
  last_name as lastName, profile_image_url as profileImageUrl, created_at as createdAt,
  updated_at as updatedAt`;

/**
 * Accounts and sessions. Every /api request looks its session and user up, so these are
 * compiled once per database like the rest (a query built per request cost about 90 µs).
 * A session's `sess` is JSON text; `expire` is epoch milliseconds.
 */
export const ACCOUNT_STATEMENTS = {
  userById: stmt<[id: string], UserRow>(`select ${USER_COLUMNS} from users where id = ?`),
  userRowByUsername: stmt<[username: string], UserRow>(
    `select ${USER_COLUMNS} from users where username = ?`,
  ),
  // Two registrations racing for one name: the loser inserts nothing and gets no row back.
  insertUser: stmt<[UserRow], UserRow>(
    `insert into users (id, username, password, email, first_name, last_name, profile_image_url,
       created_at, updated_at)
     values (@id, @username, @password, @email, @firstName, @lastName, @profileImageUrl,
       @createdAt, @updatedAt)
     on conflict do nothing
     returning ${USER_COLUMNS}`,
  ),

  sessionBySid: stmt<[sid: string], { sess: string; expire: number }>(
    'select sess, expire from sessions where sid = ?',
  ),
  insertSession: stmt<[sid: string, sess: string, expire: number]>(
    'insert into sessions (sid, sess, expire) values (?, ?, ?)',
  ),
  deleteSession: stmt<[sid: string]>('delete from sessions where sid = ?'),
  purgeSessions: stmt<[before: number]>('delete from sessions where expire < ?'),

  /** Readiness: the database answers. */
  ping: stmt<[], { ok: number }>('select 1 as ok'),
};
