import { expect, test, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { SyncStatus } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { register } from '../support/two-travellers';

/** Ada invites Ben to her trip and he accepts: the REST calls behind the two screens. */
async function benJoins(ada: Page, ben: Page, tripId: string, benUsername: string) {
  const invited = await ada.request.post(`/api/trips/${tripId}/members`, {
    data: { username: benUsername, role: 'editor' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  // A JSON body, as the app sends: a bodiless POST reads as a form post, which needs an Origin.
  const accepted = await ben.request.post(`/api/invitations/${tripId}/accept`, { data: {} });
  expect(accepted.ok(), await accepted.text()).toBe(true);
}

async function userId(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/user')).json()) as { id: string }).id;
}

test("a companion removed while offline is told 'You are no longer a member of Lisbon'; the refused expense names the trip and offers only what can work", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await new AuthPage(page).open();
  await register(page, 'Ada');
  await expect(page).toHaveURL(/\/$/);
  const tripId = await new TripFormPage(page).create({
    destination: 'Lisbon, Portugal',
    title: 'Lisbon',
    startDate: '2026-05-01',
    endDate: '2026-05-05',
  });
  await expect
    .poll(async () => (await page.request.get(`/api/trips/${tripId}`)).status())
    .toBe(200);

  // Ben, on his phone; the clipboard is his to use.
  const contextB = await browser.newContext({
    viewport: { width: 390, height: 844 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const pageB = await contextB.newPage();
  await new AuthPage(pageB).open();
  const ben = await register(pageB, 'Ben');
  await expect(pageB).toHaveURL(/\/$/);
  await benJoins(page, pageB, tripId, ben.username);

  const tripB = new TripPage(pageB);
  await tripB.open(tripId);
  await expect(pageB.getByRole('heading', { name: 'Lisbon', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  const syncB = new SyncStatus(pageB);
  await syncB.expectAllSent();

  // Offline on the tram, Ben adds a taxi; meanwhile Ada takes him off the trip.
  await contextB.setOffline(true);
  await tripB.addExpense({ amount: '12', description: 'Taxi' });
  await syncB.expectShows('Offline · 1 change waiting');
  const removed = await page.request.delete(`/api/trips/${tripId}/members/${await userId(pageB)}`, {
    headers: { 'Content-Type': 'application/json' },
  });
  expect(removed.ok(), await removed.text()).toBe(true);

  // Back online, the trip he has open goes, and he is told why instead of 'Trip not found'.
  await contextB.setOffline(false);
  await expect(pageB.getByText('You are no longer a member of Lisbon')).toBeVisible({
    timeout: 30_000,
  });
  await expect(pageB).toHaveURL(/\/trips$/);
  await expect(pageB.getByRole('heading', { name: 'Trip not found' })).toHaveCount(0);
  await syncB.expectShows('Needs attention');

  // The refused expense names the trip, and offers no Retry that could never succeed.
  await syncB.openScreen();
  const refused = syncB.rejection('Add expense "Taxi" to trip "Lisbon"');
  await expect(refused).toContainText('you are no longer a member of this trip');
  await expect(refused.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await pageB.screenshot({ path: test.info().outputPath('removed-member-needs-attention.png') });
  await refused.getByRole('button', { name: 'Copy text' }).click();
  await expect(refused.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await pageB.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Add expense "Taxi" to trip "Lisbon"');
  expect(copied).toContain('$12.00');
  await refused.getByRole('button', { name: 'Discard' }).click();
  await expect(syncB.needsAttention()).toContainText('Nothing needs your attention.');

  // A bad address is still just the SPEC's 'Trip not found'.
  await tripB.open('00000000-0000-4000-8000-000000000000');
  await expect(pageB.getByRole('heading', { name: 'Trip not found' })).toBeVisible();
  await contextB.close();
});
