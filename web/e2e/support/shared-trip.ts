import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { serverTrip } from '../pages/sync-status';
import { TripFormPage, type TripFields } from '../pages/trip-form-page';
import { uniqueUsername } from './users';

const PASSWORD = 'secret123';

export interface Traveller {
  username: string;
  firstName: string;
}

/** Registers a traveller in the browser of `page`, who stays signed in there. */
export async function registerIn(page: Page, firstName: string): Promise<Traveller> {
  const traveller = { username: uniqueUsername(firstName.toLowerCase()), firstName };
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ ...traveller, password: PASSWORD });
  await expect(page).toHaveURL(/\/$/);
  return traveller;
}

/** A second browser at phone size with its own traveller signed in. */
export async function secondDevice(browser: Browser, firstName: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const traveller = await registerIn(page, firstName);
  return { context, page, traveller };
}

/** An account that only needs to exist (it never opens the app): registered over the API. */
export async function accountOnly(browser: Browser, firstName: string): Promise<Traveller> {
  const context = await browser.newContext();
  const traveller = { username: uniqueUsername(firstName.toLowerCase()), firstName };
  const res = await context.request.post('/api/register', {
    data: { ...traveller, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  await context.close();
  return traveller;
}

/**
 * The owner, signed in on `ownerPage`, invites a companion by username through the REST API
 * (`page.request` carries that browser's session cookie), and the companion accepts from a
 * browser of their own that only signs in to do so.
 */
export async function addMember(
  ownerPage: Page,
  tripId: string,
  who: Traveller,
  role: 'editor' | 'viewer' = 'editor',
) {
  const res = await ownerPage.request.post(`/api/trips/${tripId}/members`, {
    data: { username: who.username, role },
  });
  expect(res.status(), await res.text()).toBe(202);
  const browser = ownerPage.context().browser();
  if (!browser) throw new Error('The owner page has no browser to open another in');
  const context = await browser.newContext();
  try {
    const login = await context.request.post('/api/login', {
      data: { username: who.username, password: PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    // A bodiless POST is checked for its origin, as a browser's own request would carry one.
    const accept = await context.request.post(`/api/invitations/${tripId}/accept`, {
      headers: { Origin: new URL(ownerPage.url()).origin },
    });
    expect(accept.status(), await accept.text()).toBe(200);
  } finally {
    await context.close();
  }
}

/** Creates a trip through the form and waits until the server has it (answers its id). */
export async function createSyncedTrip(page: Page, fields: TripFields): Promise<string> {
  const tripId = await new TripFormPage(page).create(fields);
  await expect.poll(async () => (await serverTrip(page, tripId)).status).toBe(200);
  return tripId;
}

/** Cuts the browser's network and waits until the page itself knows it. */
export async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}
