/**
 * The signed-in pages' data, made through the REST API of a running server: one user with
 * TRIP_COUNT trips, one of which has EXPENSE_COUNT expenses and ITEM_COUNT itinerary items.
 */
import { EXPENSE_CATEGORIES, ITINERARY_TYPES } from '@shared/constants';

export const TRIP_COUNT = 20;
export const EXPENSE_COUNT = 50;
export const ITEM_COUNT = 20;
/** Itinerary items are spread over this many days (the trip page previews the first two). */
const ITEM_DAYS = 5;

export const SESSION_COOKIE = 'wf_sid';

export interface SeededUser {
  /** The session cookie's value, for the browser contexts to sign in with. */
  session: string;
  /** The trip with the expenses and items. */
  detailTripId: string;
}

async function call(base: string, session: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${session}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as { id: string };
}

export async function seedUser(base: string): Promise<SeededUser> {
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `bench${Date.now()}`, password: 'bench-password-1' }),
  });
  if (!registered.ok) throw new Error(`Register: ${registered.status} ${await registered.text()}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const session = cookie?.slice(SESSION_COOKIE.length + 1);
  if (!session) throw new Error('Register set no session cookie');

  const destinations = (await (await fetch(`${base}/api/destinations`)).json()) as {
    id: string;
  }[];
  if (destinations.length === 0) throw new Error('The server has no destinations');

  let detailTripId = '';
  for (let i = 0; i < TRIP_COUNT; i++) {
    const trip = await call(base, session, '/api/trips', {
      destinationId: destinations[i % destinations.length]?.id,
      title: `Trip ${i + 1}`,
      startDate: '2026-05-01',
      endDate: '2026-05-09',
      notes: 'Benchmark trip',
      budget: 250_000,
    });
    if (i === 0) detailTripId = trip.id;
  }
  for (let i = 0; i < EXPENSE_COUNT; i++) {
    await call(base, session, '/api/expenses', {
      tripId: detailTripId,
      category: EXPENSE_CATEGORIES[i % EXPENSE_CATEGORIES.length],
      amount: 1_000 + i * 37,
      date: `2026-05-0${1 + (i % 9)}`,
      description: `Expense ${i + 1}`,
    });
  }
  for (let i = 0; i < ITEM_COUNT; i++) {
    await call(base, session, '/api/itinerary-items', {
      tripId: detailTripId,
      day: 1 + (i % ITEM_DAYS),
      time: `${String(8 + (i % 10)).padStart(2, '0')}:00`,
      title: `Activity ${i + 1}`,
      description: 'Benchmark activity',
      location: `Place ${i + 1}`,
      type: ITINERARY_TYPES[i % ITINERARY_TYPES.length],
    });
  }
  return { session, detailTripId };
}
