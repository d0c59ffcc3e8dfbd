/** Users and trips for the server load benchmark, made through the API like a device would. */
import { randomUUID } from 'node:crypto';

const SAME_ORIGIN = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

async function post(url: string, body: unknown, cookie?: string): Promise<Response> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (res.status !== 200 && res.status !== 201) {
    throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  }
  return res;
}

/** Registers a user; answers the session cookie. */
export async function register(baseUrl: string, username: string): Promise<string> {
  const res = await post(`${baseUrl}/api/register`, { username, password: 'secret123' });
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

export async function createTrip(baseUrl: string, cookie: string): Promise<string> {
  const id = randomUUID();
  await post(
    `${baseUrl}/api/trips`,
    {
      id,
      destinationId: 'kyoto',
      title: 'Autumn in Kyoto',
      startDate: '2026-10-01',
      endDate: '2026-10-20',
      notes: 'Temples and tea',
      budget: 250_000,
    },
    cookie,
  );
  return id;
}

export function expenseArgs(tripId: string, i: number) {
  return {
    id: randomUUID(),
    tripId,
    category: 'food',
    amount: 100 + i,
    date: `2026-10-${String(1 + (i % 19)).padStart(2, '0')}`,
    description: `Expense ${i}`,
  };
}

/** The trip the read benchmark fetches: 50 expenses and 20 itinerary items. */
export async function fullTrip(baseUrl: string, cookie: string): Promise<string> {
  const tripId = await createTrip(baseUrl, cookie);
  for (let i = 0; i < 50; i++) {
    await post(`${baseUrl}/api/expenses`, expenseArgs(tripId, i), cookie);
  }
  for (let i = 0; i < 20; i++) {
    await post(
      `${baseUrl}/api/itinerary-items`,
      {
        id: randomUUID(),
        tripId,
        day: 1 + (i % 10),
        time: `${String(8 + (i % 10)).padStart(2, '0')}:00`,
        title: `Activity ${i}`,
        location: 'Kyoto',
        type: 'activity',
      },
      cookie,
    );
  }
  return tripId;
}
