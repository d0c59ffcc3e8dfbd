import { randomUUID } from 'node:crypto';

/** A username no other test uses, valid under the spec's rules. */
export function uniqueUsername(prefix = 'traveler'): string {
  return `${prefix}_${randomUUID().slice(0, 8)}`;
}
