import { expect, test, type Browser, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { Invitations } from '../pages/invitations';
import { SyncStatus } from '../pages/sync-status';
import { TripsPage } from '../pages/trips-page';
import { uniqueUsername } from './users';

const PASSWORD = 'secret123';

export interface Traveller {
  page: Page;
  username: string;
  /** What trips show for them: their first name. */
  name: string;
  sync: SyncStatus;
}

/** Fills the Register tab of the sign-in screen already open on `page`. */
export async function register(page: Page, firstName: string): Promise<Traveller> {
  const username = uniqueUsername(firstName.toLowerCase());
  await new AuthPage(page).register({ username, password: PASSWORD, firstName });
  return { page, username, name: firstName, sync: new SyncStatus(page) };
}

/** A phone-sized second browser, with nobody signed in. */
export async function secondBrowser(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

/** Two people, each in their own browser: Ada on `page`, Ben on a second one. */
export async function twoTravellers(page: Page, browser: Browser) {
  // Two browsers on a shared machine: signing up and syncing both takes a while.
  test.setTimeout(120_000);
  await new AuthPage(page).open();
  const ada = await register(page, 'Ada');
  await expect(page).toHaveURL(/\/$/);
  const { context, page: pageB } = await secondBrowser(browser);
  await new AuthPage(pageB).open();
  const ben = await register(pageB, 'Ben');
  await expect(pageB).toHaveURL(/\/$/);
  return { ada, ben: { ...ben, context } };
}

/** The app's own 'Sync now' on /sync, reached through the header, then back to the screen. */
export async function syncNow(traveller: Traveller) {
  await traveller.sync.openScreen();
  await traveller.page.getByRole('button', { name: /^(Sync now|Try again)$/ }).click();
  await traveller.page.goBack();
}

/**
 * The invitee joins a trip they were invited to by username, from the top of their trips list,
 * and waits until the trip's card is there.
 */
export async function joinInvitation(invitee: Traveller, inviter: Traveller, title: string) {
  const trips = new TripsPage(invitee.page);
  await trips.open();
  await new Invitations(invitee.page).join(`${inviter.name} invited you to ${title}`);
  await expect(trips.card(title)).toBeVisible({ timeout: 20_000 });
}
