/**
 * The map benchmark's data, made through the REST API of a running server: one traveller with a
 * trip to Lisbon of DAYS days and PLACED_ITEMS activities, each at one of Portugal's gazetteer
 * cities, spread evenly over the days.
 */
import { cityPlace } from '@shared/domain/place-search';
import { loadGazetteer } from '@shared/reference/gazetteer';

export const DAYS = 10;
export const PLACED_ITEMS = 40;
export const SESSION_COOKIE = 'wf_sid';

export interface SeededMapTrip {
  session: string;
  tripId: string;
}

async function post(base: string, session: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${session}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

export async function seedMapTrip(base: string): Promise<SeededMapTrip> {
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `mapbench${Date.now()}`, password: 'bench-password-1' }),
  });
  if (!registered.ok) throw new Error(`Register: ${registered.status} ${await registered.text()}`);
  const session = registered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!session) throw new Error('Register set no session cookie');

  const trip = await post(base, session, '/api/trips', {
    destinationId: 'lisbon',
    title: 'Ten days in Portugal',
    startDate: '2026-05-01',
    endDate: `2026-05-${String(DAYS).padStart(2, '0')}`,
    notes: 'Map benchmark trip',
    budget: 250_000,
  });
  const cities = loadGazetteer()
    .cities.filter((city) => city.countryCode === 'PT')
    .slice(0, PLACED_ITEMS);
  if (cities.length < PLACED_ITEMS) throw new Error('The gazetteer has too few Portuguese cities');
  const perDay = PLACED_ITEMS / DAYS;
  for (const [i, city] of cities.entries()) {
    await post(base, session, '/api/itinerary-items', {
      tripId: trip.id,
      day: 1 + Math.floor(i / perDay),
      time: `${String(9 + (i % perDay) * 2).padStart(2, '0')}:00`,
      title: `Visit ${city.name}`,
      location: city.name,
      place: cityPlace(city),
      type: 'activity',
      position: i,
    });
  }
  return { session, tripId: trip.id };
}
