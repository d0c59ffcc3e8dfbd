/**
 * Keys this app keeps in the device's localStorage that say something about one traveller's
 * trips: the last tab opened on each trip (`wayfarer.trip-tab.<trip id>`). The colour mode and
 * the exchange rates are the device's and everyone's, and stay.
 */
export const TRIP_TAB_KEY_PREFIX = 'wayfarer.trip-tab.';

const PERSONAL_PREFIXES = [TRIP_TAB_KEY_PREFIX];

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/** Removes those keys, when a traveller erases their copy on signing out. */
export function erasePersonalStorage(storage: KeyedStorage | undefined): void {
  if (!storage) return;
  const personal: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && PERSONAL_PREFIXES.some((prefix) => key.startsWith(prefix))) personal.push(key);
  }
  // Collected first: removing while walking the indexes would skip the key after each one.
  for (const key of personal) storage.removeItem(key);
}
