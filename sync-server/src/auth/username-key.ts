/**
 * A username as it is compared: two accounts whose names differ only by case ('Ada', 'ada')
 * would be told apart by nobody reading a member list or an invitation, so the database keeps
 * this key unique (users.username_key). Names are stored and shown as typed; login still
 * matches them exactly.
 */
export function usernameKey(username: string): string {
  return username.toLowerCase();
}
