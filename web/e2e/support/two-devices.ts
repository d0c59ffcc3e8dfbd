import { expect, test, type Browser, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { SyncStatus } from '../pages/sync-status';
import { uniqueUsername } from './users';

const PASSWORD = 'secret123';

/** Device A registers a traveller; device B, a second browser, signs in as the same one. */
export async function twoDevices(page: Page, browser: Browser) {
  // Two browsers on a shared machine: signing in and syncing both takes a while.
  test.setTimeout(120_000);
  const username = uniqueUsername();
  const authA = new AuthPage(page);
  await authA.open();
  await authA.register({ username, password: PASSWORD });
  await expect(page).toHaveURL(/\/$/);
  const contextB = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const pageB = await contextB.newPage();
  const authB = new AuthPage(pageB);
  await authB.open();
  await authB.login(username, PASSWORD);
  await expect(pageB).toHaveURL(/\/$/);
  return { contextB, pageB, syncA: new SyncStatus(page), syncB: new SyncStatus(pageB) };
}
