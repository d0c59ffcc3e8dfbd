import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BalancesSection } from '../pages/balances-section';
import { SharedExpenseForm } from '../pages/shared-expense-form';
import { serverTrip, SyncStatus } from '../pages/sync-status';
import { TripPage } from '../pages/trip-page';
import {
  accountOnly,
  addMember,
  createSyncedTrip,
  goOffline,
  registerIn,
  secondDevice,
} from '../support/shared-trip';

/** Accessibility problems axe finds on the page as it is now (WCAG 2.1 A and AA). */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes[0]?.html ?? ''}`);
}

/** Ada's trip, on the server before anyone is added to it. */
function createTrip(page: Page, budget?: string) {
  return createSyncedTrip(page, {
    destination: 'Kyoto, Japan',
    title: 'Kyoto with friends',
    startDate: '2026-11-02',
    endDate: '2026-11-06',
    ...(budget ? { budget } : {}),
  });
}

test("an expense split offline shows in everyone's balances, and a recorded payment moves them", async ({
  page,
  browser,
}) => {
  // Three travellers, two browsers, an offline spell and several syncs.
  test.setTimeout(150_000);
  await registerIn(page, 'Ada');
  const { context: contextB, page: pageB, traveller: ben } = await secondDevice(browser, 'Ben');
  const cy = await accountOnly(browser, 'Cy');
  const tripId = await createTrip(page, '500');
  await addMember(page, tripId, ben);
  await addMember(page, tripId, cy);

  const tripA = new TripPage(page);
  const balancesA = new BalancesSection(page);
  const syncA = new SyncStatus(page);
  // A fresh load syncs at once: Ada's device learns who is on the trip now.
  await page.reload();
  await expect(balancesA.region()).toContainText('Everyone is even.');

  const tripB = new TripPage(pageB);
  const balancesB = new BalancesSection(pageB);
  const syncB = new SyncStatus(pageB);
  await tripB.open(tripId);
  await expect(balancesB.region()).toContainText('Everyone is even.');
  await syncB.expectAllSent();

  // Ben, offline, pays a dinner for the three of them.
  await goOffline(contextB, pageB);
  const formB = new SharedExpenseForm(pageB);
  await formB.fill({ amount: '100', description: 'Kaiseki dinner' });
  await expect(formB.form().getByRole('radio', { name: 'Equally among everyone' })).toBeChecked();
  // He paid and shares it, so the leftover cent is his: the preview says so before saving.
  await expect(formB.preview()).toHaveText('Shares: Ada $33.33, You $33.34, Cy $33.33');
  await formB.submit();
  await expect(pageB.getByText('Expense added successfully!')).toBeVisible();
  const dinnerB = tripB.expenseRow('Kaiseki dinner');
  for (const fact of ['Paid by you', 'Added by you', 'Split 3 ways', 'Not synced yet', '$100.00']) {
    await expect(dinnerB).toContainText(fact);
  }

  // Exact amounts that do not add up to the total: said inline, nothing saved.
  await formB.fill({
    amount: '50',
    description: 'Temple tickets',
    split: 'Exact amounts',
    exact: { Ada: '20', You: '20', Cy: '5' },
  });
  await expect(formB.preview()).toBeHidden();
  await formB.submit();
  await expect(formB.problem()).toHaveText(
    'The amounts must add up to $50.00 (they add up to $45.00)',
  );
  await expect(formB.form()).toBeVisible();
  await expect(tripB.expenseRows()).toHaveCount(1);
  expect(await axeViolations(pageB)).toEqual([]);
  // The message follows the amounts and goes once they add up.
  await formB.fill({ amount: '50', description: 'Temple tickets', exact: { Cy: '10' } });
  await expect(formB.problem()).toBeHidden();
  await formB.form().getByRole('button', { name: 'Cancel' }).click();
  await expect(tripB.expenseRows()).toHaveCount(1);
  await syncB.expectShows('Offline · 1 change waiting');
  await balancesB.expectRow('You', ['$100.00', '$33.34', '+$66.66']);
  await expect(balancesB.standing()).toHaveText('You are owed $66.66');

  await contextB.setOffline(false);
  await syncB.expectAllSent();

  // Ada sees Ben's dinner and where everyone stands.
  await page.reload();
  const dinnerA = tripA.expenseRow('Kaiseki dinner');
  for (const fact of ['Paid by Ben', 'Added by Ben', 'Split 3 ways', '$100.00']) {
    await expect(dinnerA).toContainText(fact);
  }
  await expect(tripA.expenses()).toContainText('$100.00 of $500.00');
  await expect(balancesA.table()).toHaveAccessibleName(/^What each person paid and their share/);
  await balancesA.expectRow('You', ['$0.00', '$33.33', '-$33.33']);
  await balancesA.expectRow('Ben', ['$100.00', '$33.34', '+$66.66']);
  await balancesA.expectRow('Cy', ['$0.00', '$33.33', '-$33.33']);
  await expect(balancesA.standing()).toHaveText('You owe $33.33');
  await balancesA.expectTransfers(['Cy pays Ben $33.33', 'You pay Ben $33.33']);
  // Both settle-up rows are laid out alike: sentence, then the button in the same column.
  const buttons = balancesA.transfers().getByRole('button', { name: 'Record payment' });
  const [first, second] = [await buttons.nth(0).boundingBox(), await buttons.nth(1).boundingBox()];
  expect(first?.x).toBe(second?.x);
  expect(first?.width).toBe(second?.width);

  // Cy hands Ben his share in cash; Ada, the owner, records it.
  await balancesA.recordPayment('Cy pays Ben $33.33');
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(tripA.expenseRow('Cy paid Ben $33.33')).toBeVisible();
  // The payment shows apart from the shares: what each spent and owes of the trip is unchanged.
  await balancesA.expectRow('Cy', ['$0.00', '$33.33', '+$33.33', '$0.00']);
  await balancesA.expectRow('Ben', ['$100.00', '$33.34', '-$33.33', '+$33.33']);
  await balancesA.expectRow('You', ['$0.00', '$33.33', '$0.00', '-$33.33']);
  await balancesA.expectTransfers(['You pay Ben $33.33']);
  expect(await axeViolations(page)).toEqual([]);
  // Paying back buys nothing: the budget is as it was.
  await expect(tripA.expenses()).toContainText('$100.00 of $500.00');
  await syncA.expectAllSent();

  // Ben's device gets the payment too.
  await pageB.reload();
  await expect(tripB.expenseRow('Cy paid you $33.33')).toBeVisible();
  await balancesB.expectRow('You', ['$100.00', '$33.34', '-$33.33', '+$33.33']);
  await balancesB.expectRow('Cy', ['$0.00', '$33.33', '+$33.33', '$0.00']);
  await balancesB.expectRow('Ada', ['$0.00', '$33.33', '$0.00', '-$33.33']);
  await expect(balancesB.standing()).toHaveText('You are owed $33.33');
  await balancesB.expectTransfers(['Ada pays you $33.33']);

  const onServer = (await serverTrip(page, tripId)).trip?.expenses ?? [];
  expect(onServer.map((e) => [e.description, e.amount]).sort()).toEqual([
    ['Cy paid Ben', 3_333],
    ['Kaiseki dinner', 10_000],
  ]);
  await contextB.close();
});

test('a trip made shared offers to split what was logged before, offline too', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(90_000);
  await registerIn(page, 'Ada');
  const ben = await accountOnly(browser, 'Ben');
  const tripId = await createTrip(page);
  const trip = new TripPage(page);
  await trip.addExpense({ amount: '127', description: 'Dinner at Ramiro' });
  await trip.addExpense({ amount: '30.50', description: 'Tram passes' });
  await addMember(page, tripId, ben);
  await page.reload();

  const balances = new BalancesSection(page);
  const sync = new SyncStatus(page);
  await expect(balances.region()).toContainText(
    'Expenses added before the trip was shared are not split.',
  );
  await expect(trip.expenseRow('Dinner at Ramiro')).toContainText('Not split');
  await expect(balances.standing()).toHaveText('You are settled up');
  await sync.expectAllSent();

  // On the train, no signal: one tap splits both between Ada and Ben.
  await goOffline(context, page);
  await balances.splitEarlierButton().click();
  await expect(page.getByText('Split 2 expenses equally')).toBeVisible();
  for (const row of ['Dinner at Ramiro', 'Tram passes']) {
    await expect(trip.expenseRow(row)).toContainText('Paid by you');
    await expect(trip.expenseRow(row)).toContainText('Split 2 ways');
  }
  await expect(balances.standing()).toHaveText('You are owed $78.75');
  await balances.expectRow('Ben', ['$0.00', '$78.75', '$0.00', '-$78.75']);
  await balances.expectTransfers(['Ben pays you $78.75']);
  await expect(balances.splitEarlierButton()).toHaveCount(0);
  await sync.expectShows('Offline · 2 changes waiting');
  await balances.region().screenshot({ path: test.info().outputPath('split-earlier.png') });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await balances.region().screenshot({ path: test.info().outputPath('split-earlier-dark.png') });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));

  await context.setOffline(false);
  await sync.expectAllSent();
  const onServer = (await serverTrip(page, tripId)).trip?.expenses ?? [];
  expect(onServer.map((e) => e.split?.kind ?? null)).toEqual(['equal', 'equal']);
});

test('a viewer sees the balances but cannot add, delete or record anything', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerIn(page, 'Ada');
  const { context: contextB, page: pageB, traveller: ben } = await secondDevice(browser, 'Ben');
  const tripId = await createTrip(page);
  await addMember(page, tripId, ben, 'viewer');
  await page.reload();

  const formA = new SharedExpenseForm(page);
  await formA.fill({
    amount: '30',
    description: 'Train tickets',
    split: 'Equally among some',
    some: { You: true, Ben: true },
  });
  await expect(formA.preview()).toHaveText('Shares: You $15.00, Ben $15.00');
  await formA.submit();
  await expect(page.getByText('Expense added successfully!')).toBeVisible();
  await new BalancesSection(page).expectTransfers(['Ben pays you $15.00']);
  await expect(
    new BalancesSection(page).region().getByRole('button', { name: 'Record payment' }),
  ).toBeVisible();
  await new SyncStatus(page).expectAllSent();

  const tripB = new TripPage(pageB);
  const balancesB = new BalancesSection(pageB);
  await tripB.open(tripId);
  await expect(tripB.expenseRow('Train tickets')).toContainText('Paid by Ada');
  await expect(tripB.expenseRow('Train tickets')).toContainText('Split 2 ways');
  await balancesB.expectTransfers(['You pay Ada $15.00']);
  await expect(tripB.expenses().getByRole('button', { name: 'Add Expense' })).toHaveCount(0);
  await expect(tripB.expenses().getByRole('button', { name: 'Delete expense' })).toHaveCount(0);
  await expect(balancesB.region().getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await contextB.close();
});

test('a solo trip asks nothing about who paid and shows no balances', async ({ page }) => {
  await registerIn(page, 'Ada');
  await createTrip(page);
  const trip = new TripPage(page);
  await trip.expenses().getByRole('button', { name: 'Add Expense' }).click();
  const form = trip.expenseForm();
  await expect(form.getByLabel('Amount ($)')).toBeVisible();
  await expect(form.getByLabel('Paid by')).toHaveCount(0);
  await expect(form.getByRole('radio')).toHaveCount(0);
  await trip.addExpense({ amount: '12', description: 'Matcha' });
  await expect(trip.expenseRow('Matcha')).not.toContainText('Paid by');
  await expect(new BalancesSection(page).region()).toHaveCount(0);
});
