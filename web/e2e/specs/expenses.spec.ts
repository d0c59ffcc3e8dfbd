import { expect, test, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { uniqueUsername } from '../support/users';

async function signUpWithTrip(page: Page, budget?: string): Promise<string> {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  return new TripFormPage(page).create({
    destination: 'Lisbon, Portugal',
    title: 'Lisbon food tour',
    startDate: '2026-05-01',
    endDate: '2026-05-04',
    ...(budget ? { budget } : {}),
  });
}

function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

test('expenses are tracked against the budget: remaining, then over budget', async ({ page }) => {
  // A long story; give it room on a busy machine.
  test.setTimeout(90_000);
  const id = await signUpWithTrip(page, '100');
  const trip = new TripPage(page);
  const section = trip.expenses();
  await expect(section.getByText('No expenses tracked yet')).toBeVisible();
  await expect(
    section.getByText('Click "Add Expense" to start tracking your trip costs'),
  ).toBeVisible();
  await expect(section).toContainText('$100.00 remaining');

  // The toggle opens the form with its defaults; Cancel closes it.
  await section.getByRole('button', { name: 'Add Expense' }).click();
  const form = trip.expenseForm();
  await expect(form.getByLabel('Category')).toHaveValue('other');
  await expect(form.getByLabel('Date')).toHaveValue(todayIso());
  await expect(form.getByLabel('Amount ($)')).toHaveAttribute('step', '0.01');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  // An amount that is not a number above 0 is refused, and nothing is saved.
  for (const bad of ['0', '-3', '']) {
    await trip.addExpense({ amount: bad, description: 'Nothing' });
    await expect(page.getByText('Please enter a valid amount')).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
  }
  await expect(trip.expenseRows()).toHaveCount(0);
  await expect(form).toBeVisible();

  await trip.addExpense({
    category: 'Food & Dining',
    amount: '40',
    date: '2026-05-01',
    description: 'Pasteis de nata',
  });
  await expect(page.getByText('Expense added successfully!')).toBeVisible();
  await expect(form).toBeHidden();
  const nata = trip.expenseRow('Pasteis de nata');
  await expect(nata).toContainText('Food & Dining');
  await expect(nata).toContainText('May 1, 2026');
  await expect(nata).toContainText('$40.00');
  await expect(section).toContainText('$60.00 remaining');
  await expect(section.getByRole('progressbar', { name: 'Budget used' })).toHaveAttribute(
    'aria-valuenow',
    '40',
  );

  // After an add the form opens empty again.
  await section.getByRole('button', { name: 'Add Expense' }).click();
  await expect(form.getByLabel('Amount ($)')).toHaveValue('');
  await expect(form.getByLabel('Category')).toHaveValue('other');
  await expect(form.getByLabel('Description (optional)')).toHaveValue('');
  await trip.addExpense({ category: 'Transportation', amount: '75.50', description: 'Taxi' });
  await expect(section).toContainText('$15.50 over budget');
  await expect(section.getByRole('progressbar', { name: 'Budget used' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );

  await trip.deleteExpense('Taxi');
  await expect(page.getByText('Expense deleted')).toBeVisible();
  await expect(trip.expenseRows()).toHaveCount(1);
  await expect(section).toContainText('$60.00 remaining');

  // The server ends up holding exactly the one expense, in cents.
  await expect
    .poll(async () => {
      const body = (await (await page.request.get(`/api/trips/${id}`)).json()) as {
        expenses: Array<{ amount: number; category: string; description: string }>;
      };
      return body.expenses.map((e) => [e.category, e.amount, e.description]);
    })
    .toEqual([['food', 4000, 'Pasteis de nata']]);
});

test('a trip without a budget lists expenses with no budget bar', async ({ page }) => {
  await signUpWithTrip(page);
  const trip = new TripPage(page);
  await trip.addExpense({ amount: '12.345', description: 'Tram 28' });
  await expect(trip.expenseRow('Tram 28')).toContainText('$12.35');
  await expect(trip.expenseRow('Tram 28')).toContainText('Other');
  // The row is titled by what it was, its category labelling it; without a description the
  // category is the title.
  await expect(trip.expenseRowTitle('Tram 28')).toHaveText('Tram 28');
  await trip.addExpense({ category: 'Food & Dining', amount: '127', description: '' });
  await expect(trip.expenseRows()).toHaveCount(2);
  await expect(trip.expenseRowTitle('Food & Dining')).toHaveText('Food & Dining');
  await page.screenshot({ path: test.info().outputPath('expense-rows.png'), fullPage: true });
  await expect(trip.expenses().getByRole('progressbar')).toHaveCount(0);
  await expect(trip.expenses()).not.toContainText('remaining');
});
