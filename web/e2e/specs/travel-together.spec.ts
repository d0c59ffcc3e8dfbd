import { expect, test, type Page } from '@playwright/test';
import { BalancesSection } from '../pages/balances-section';
import { SharedExpenseForm } from '../pages/shared-expense-form';
import { serverTrip, SyncStatus } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import {
  accountOnly,
  addMember,
  createSyncedTrip,
  goOffline,
  registerIn,
  secondDevice,
} from '../support/shared-trip';

/*
 * The whole promise of shared trips, as two companions live it: both edit offline, both come
 * back, and both screens end with the same plan and the same balances without anyone reloading.
 */

function createTrip(page: Page) {
  return createSyncedTrip(page, {
    destination: 'Lisbon, Portugal',
    title: 'Lisbon in spring',
    startDate: '2027-04-10',
    endDate: '2027-04-14',
  });
}

test('both edit offline, both come back online, both screens converge without a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await registerIn(page, 'Ada');
  const { context: contextB, page: pageB, traveller: ben } = await secondDevice(browser, 'Ben');
  const cy = await accountOnly(browser, 'Cy');
  const tripId = await createTrip(page);
  await addMember(page, tripId, ben);
  await addMember(page, tripId, cy);

  const tripA = new TripPage(page);
  const tripB = new TripPage(pageB);
  await tripA.open(tripId);
  await tripB.open(tripId);
  const balancesA = new BalancesSection(page);
  const balancesB = new BalancesSection(pageB);
  await expect(balancesA.region()).toContainText('Everyone is even.');
  await expect(balancesB.region()).toContainText('Everyone is even.');
  await new SyncStatus(page).expectAllSent();
  await new SyncStatus(pageB).expectAllSent();

  await goOffline(page.context(), page);
  await goOffline(contextB, pageB);

  // Ada renames the trip; Ben pays a $90 dinner for the three of them. Neither has a signal.
  const form = new TripFormPage(page);
  await page.goto(`/trips/${tripId}/edit`);
  await form.fill({ title: 'Lisbon and Sintra' });
  await form.update();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}$`));
  const expenseB = new SharedExpenseForm(pageB);
  await expenseB.fill({ amount: '90', description: 'Fado dinner' });
  await expenseB.submit();
  await expect(tripB.expenseRow('Fado dinner')).toContainText('Split 3 ways');
  await expect(pageB.getByRole('heading', { level: 1 })).toHaveText('Lisbon in spring');

  // Back online: each device sends its change, and the other's screen follows by itself.
  await page.context().setOffline(false);
  await contextB.setOffline(false);
  await expect(pageB.getByRole('heading', { level: 1 })).toHaveText('Lisbon and Sintra', {
    timeout: 15_000,
  });
  await expect(tripA.expenseRow('Fado dinner')).toContainText('Paid by Ben', { timeout: 15_000 });

  for (const [balances, ben, ada] of [
    [balancesA, 'Ben', 'You'],
    [balancesB, 'You', 'Ada'],
  ] as const) {
    await balances.expectRow(ben, ['$90.00', '$30.00', '+$60.00']);
    await balances.expectRow(ada, ['$0.00', '$30.00', '-$30.00']);
    await balances.expectRow('Cy', ['$0.00', '$30.00', '-$30.00']);
  }
  await balancesA.expectTransfers(['You pay Ben $30.00', 'Cy pays Ben $30.00']);
  await balancesB.expectTransfers(['Ada pays you $30.00', 'Cy pays you $30.00']);

  // And the server holds what both screens show.
  const { trip: onServer } = await serverTrip(page, tripId);
  expect(onServer?.title).toBe('Lisbon and Sintra');
  expect(onServer?.expenses.map((e) => [e.description, e.amount])).toEqual([['Fado dinner', 9000]]);
  await contextB.close();
});

test('a change queued by an editor who has since become a viewer is refused where he can see it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerIn(page, 'Ada');
  const { context: contextB, page: pageB, traveller: ben } = await secondDevice(browser, 'Ben');
  const tripId = await createTrip(page);
  await addMember(page, tripId, ben);
  const tripB = new TripPage(pageB);
  await tripB.open(tripId);
  await expect(tripB.expenses().getByRole('button', { name: 'Add Expense' })).toBeVisible();
  const syncB = new SyncStatus(pageB);
  await syncB.expectAllSent();

  await goOffline(contextB, pageB);
  await tripB.addExpense({ amount: '12.50', description: 'Tram 28 tickets' });
  await expect(tripB.expenseRow('Tram 28 tickets')).toBeVisible();

  // Meanwhile Ada makes him a viewer.
  const members = await page.request.get(`/api/trips/${tripId}/members`);
  const benId = ((await members.json()) as Array<{ userId: string; username: string }>).find(
    (m) => m.username === ben.username,
  )?.userId;
  const lowered = await page.request.patch(`/api/trips/${tripId}/members/${benId}`, {
    data: { role: 'viewer' },
  });
  expect(lowered.status()).toBe(200);

  await contextB.setOffline(false);
  await syncB.expectShows('Needs attention', { timeout: 20_000 });
  // His optimistic expense is gone, the controls with it, and a note says why he can only look.
  await expect(tripB.expenseRow('Tram 28 tickets')).toHaveCount(0);
  await expect(tripB.expenses().getByRole('button', { name: 'Add Expense' })).toHaveCount(0);
  await expect(pageB.getByText('You can view this trip.', { exact: false })).toBeVisible();
  await syncB.openScreen();
  await expect(
    syncB.rejection('Add expense "Tram 28 tickets" to trip "Lisbon in spring"'),
  ).toContainText("viewers can't change this trip");
  expect((await serverTrip(page, tripId)).trip?.expenses).toEqual([]);
  // Typing the edit address does not open the form for a viewer.
  await pageB.goto(`/trips/${tripId}/edit`);
  await expect(pageB.getByRole('heading', { name: 'Trip Not Found' })).toBeVisible();
  await contextB.close();
});
