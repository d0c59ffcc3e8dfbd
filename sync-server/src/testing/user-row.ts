import { usernameKey } from '../auth/username-key';
import type { UserRow } from '../http/env';

/** A users row as tests insert it straight into the database: only the id and name vary. */
export function userRow(id: string, username: string, at = '2026-01-01T00:00:00.000Z'): UserRow {
  return {
    id,
    username,
    usernameKey: usernameKey(username),
    password: 'x',
    email: null,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    createdAt: at,
    updatedAt: at,
  };
}
