import { expect, test, type Locator, type Page } from '@playwright/test';
import { readCsv } from '@shared/testing/read-csv';
import { AuthPage } from '../pages/auth-page';
import { SyncStatus } from '../pages/sync-status';
import { TripExports } from '../pages/trip-exports';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { uniqueUsername } from '../support/users';

// An American traveller: the new trip's home currency comes from the locale's region.
test.use({ locale: 'en-US' });

interface ServerExpense {
  description: string;
  amount: number;
  currency: string;
  rate: number | null;
  rateDate: string | null;
  rateSource: string | null;
}

/** Another day's rates, as the server would answer once its daily table changed: 1 USD = 150 JPY. */
const NEW_RATES = {
  tables: [
    {
      base: 'EUR',
      date: '2026-11-23',
      source: 'daily',
      provider: 'European Central Bank',
      rates: { USD: 1.2, JPY: 180 },
    },
  ],
};

/** The phone's screen with `part` at its top, once the toasts have gone, for a person to look at. */
async function phoneShot(page: Page, part: Locator, name: string) {
  await expect(page.getByText(/successfully!$/)).toHaveCount(0, { timeout: 10_000 });
  await part.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: test.info().outputPath(name) });
}

async function signUpWithDollarTrip(page: Page): Promise<string> {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername('yen'), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/trips/new');
  const currency = page.getByLabel('Currency');
  await expect(currency).toHaveValue('USD');
  // The budget's label follows the currency, and reads as the SPEC's for dollars.
  await currency.selectOption('EUR');
  await expect(page.getByLabel('Budget (€)')).toBeVisible();
  await phoneShot(page, page.getByText('Trip Details'), 'trip-form-euro.png');
  await currency.selectOption('USD');
  return new TripFormPage(page).create({
    destination: 'Kyoto, Japan',
    title: 'Kyoto in yen',
    startDate: '2026-11-02',
    endDate: '2026-11-05',
    budget: '100',
  });
}

test('an expense in yen on a dollar trip counts at the rate frozen when it was entered', async ({
  page,
  context,
}) => {
  // Offline, online, a reload and an export: a long story on a busy machine.
  test.setTimeout(120_000);
  const id = await signUpWithDollarTrip(page);
  const trip = new TripPage(page);
  const section = trip.expenses();
  await expect(section).toContainText('$100.00 remaining');
  // Installed: the worker holds the screens, and the trip page has asked for today's rates.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await section.getByRole('button', { name: 'Add Expense' }).click();
  const form = trip.expenseForm();
  await expect(form.getByLabel('Currency')).toHaveValue('USD');
  await form.getByLabel('Currency').selectOption('JPY');
  const amount = form.getByLabel('Amount (¥)');
  await expect(amount).toHaveAttribute('step', '1');
  await amount.fill('4500');
  await form.getByLabel('Category').selectOption({ label: 'Food & Dining' });
  await form.getByLabel('Date').fill('2026-11-02');
  await form.getByLabel('Description (optional)').fill('Ramen');
  // The rate that will be frozen, where it is from and of which day; the amount it counts for.
  await expect(form).toContainText('1 JPY = 0.0063501216 USD');
  await expect(form).toContainText('built-in rates of 29 Sep 2026');
  await expect(form).toContainText('≈ $28.58');
  await phoneShot(page, form, 'expense-form-yen.png');
  await form.getByRole('button', { name: 'Add Expense' }).click();
  await expect(form).toBeHidden();

  const ramen = trip.expenseRow('Ramen');
  await expect(ramen).toContainText('¥4,500');
  await expect(ramen).toContainText('≈ $28.58');
  await expect(ramen).toContainText('Converted at 29 Sep 2026 rates');
  await expect(section).toContainText('$28.58 of $100.00');
  await expect(section).toContainText('$71.42 remaining');

  await context.setOffline(false);
  await new SyncStatus(page).expectAllSent();
  const server = async () =>
    ((await (await page.request.get(`/api/trips/${id}`)).json()) as { expenses: ServerExpense[] })
      .expenses;
  expect(await server()).toEqual([
    expect.objectContaining({
      description: 'Ramen',
      amount: 4500,
      currency: 'JPY',
      rate: 0.0063501216,
      rateDate: '2026-09-29',
      rateSource: 'reference',
    }),
  ]);

  // The rates change (the server's daily table now says 1 USD = 150 JPY); after a reload the
  // device quotes the new table, and the yen dinner still counts what it counted.
  await page.route('**/api/rates', (route) => route.fulfill({ json: NEW_RATES }));
  await page.evaluate(() => localStorage.removeItem('wayfarer-rates'));
  const rates = page.waitForResponse('**/api/rates');
  await page.reload();
  await rates;
  await section.getByRole('button', { name: 'Add Expense' }).click();
  // A new expense starts in the trip's home currency, even right after one in yen (a dinner at
  // home must not go in as yen unnoticed); yen is listed with it, among the trip's currencies.
  await expect(form.getByLabel('Currency')).toHaveValue('USD');
  await expect(
    form.getByLabel('Currency').locator('optgroup[label="On this trip"] > option[value="JPY"]'),
  ).toHaveCount(1);
  await form.getByLabel('Currency').selectOption('JPY');
  await expect(form).toContainText('1 JPY = 0.0066666667 USD');
  await expect(form).toContainText('daily rates of 23 Nov 2026');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(ramen).toContainText('≈ $28.58');
  await expect(ramen).toContainText('Converted at 29 Sep 2026 rates');
  await expect(section).toContainText('$71.42 remaining');

  // Fixing the amount keeps the rate it was entered with.
  await ramen.getByRole('button', { name: 'Edit expense Ramen' }).click();
  const edit = page.getByRole('form', { name: 'Edit expense' });
  await expect(edit).toContainText('built-in rates of 29 Sep 2026, as when it was entered');
  await edit.getByLabel('Amount (¥)').fill('5000');
  await expect(edit).toContainText('≈ $31.75');
  await edit.getByRole('button', { name: 'Save Expense' }).click();
  await expect(page.getByText('Expense updated')).toBeVisible();
  await expect(ramen).toContainText('¥5,000');
  await expect(ramen).toContainText('≈ $31.75');
  await expect(ramen).toContainText('Converted at 29 Sep 2026 rates');

  // Kuwaiti dinars have three decimals; the traveller's card gave its own rate.
  await section.getByRole('button', { name: 'Add Expense' }).click();
  await form.getByLabel('Currency').selectOption('KWD');
  const dinars = form.getByLabel('Amount (KWD)');
  await expect(dinars).toHaveAttribute('step', '0.001');
  await dinars.fill('12.345');
  await form.getByLabel('Date').fill('2026-11-03');
  await form.getByLabel('Description (optional)').fill('Souk');
  await form.getByText('Use my own rate').click();
  const own = form.getByLabel('Your rate (USD per 1 KWD)');
  // It starts from the table's rate, to edit.
  await expect(own).not.toHaveValue('');
  await own.fill('0');
  await form.getByRole('button', { name: 'Add Expense' }).click();
  await expect(form.getByText('Please enter a valid rate')).toBeVisible();
  await own.fill('3.25');
  await expect(form).toContainText('≈ $40.12');
  await expect(form.getByText('Please enter a valid rate')).toBeHidden();
  await form.getByRole('button', { name: 'Add Expense' }).click();
  await expect(form).toBeHidden();
  const souk = trip.expenseRow('Souk');
  await expect(souk).toContainText('KWD 12.345');
  await expect(souk).toContainText('≈ $40.12');
  await expect(souk).toContainText('Converted at your rate');
  // $31.75 + $40.12 of $100.00.
  await expect(section).toContainText('$71.87 of $100.00');
  await expect(section).toContainText('$28.13 remaining');
  await phoneShot(page, section, 'expense-list.png');

  // The trip's currency is fixed now that rates were frozen against it.
  await page.goto(`/trips/${id}/edit`);
  await expect(page.getByLabel('Currency')).toBeDisabled();
  await expect(
    page.getByText("The home currency can't change once the trip has expenses"),
  ).toBeVisible();
  await page.goBack();

  // The spreadsheet has both currencies and the rates.
  const csv = await new TripExports(page).download('Expenses (CSV)');
  const [header, ...rows] = readCsv(csv.text.slice(1));
  const column = (name: string) => header!.indexOf(name);
  const pick = (row: string[]) =>
    [
      'Description',
      'Amount (USD)',
      'Home currency',
      'Amount paid',
      'Currency paid',
      'Rate',
      'Rate date',
      'Rate source',
    ].map((name) => row[column(name)]);
  expect(rows.map(pick).sort()).toEqual([
    ['Ramen', '31.75', 'USD', '5000', 'JPY', '0.0063501216', '2026-09-29', 'built-in rates'],
    ['Souk', '40.12', 'USD', '12.345', 'KWD', '3.25', '', 'own rate'],
  ]);
});
