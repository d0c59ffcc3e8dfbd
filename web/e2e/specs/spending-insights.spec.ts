import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { goOffline } from '../support/shared-trip';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { uniqueUsername } from '../support/users';

/** A calendar day `days` from today on this machine's calendar, as the app reads "today". */
function localDay(days = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Each body row of a table as the text of its cells. */
function rowsOf(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...(row as HTMLTableRowElement).cells].map((cell) => (cell.textContent ?? '').trim()),
      ),
    );
}

const dollars = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

async function sectionNames(page: Page): Promise<string[]> {
  return page
    .getByRole('region')
    .evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-label') ?? ''));
}

test('where the money went: by category, per day with today marked, and the pace', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  // Ten days, from yesterday: today is day 2. $1,000 is $100.00 a day.
  await new TripFormPage(page).create({
    destination: 'Lisbon, Portugal',
    title: 'Lisbon on a budget',
    startDate: localDay(-1),
    endDate: localDay(8),
    budget: '1000',
  });
  const trip = new TripPage(page);
  const insights = trip.section('Where the money went');
  await expect(trip.expenses()).toBeVisible();
  await expect(insights).toHaveCount(0);

  await trip.addExpense({
    category: 'Transportation',
    amount: '300',
    date: localDay(-10),
    description: 'Flights',
  });
  await trip.addExpense({
    category: 'Accommodation',
    amount: '150',
    date: localDay(-1),
    description: 'Guesthouse',
  });
  await trip.addExpense({
    category: 'Food & Dining',
    amount: '40.50',
    date: localDay(0),
    description: 'Lunch',
  });
  await trip.addExpense({
    category: 'Food & Dining',
    amount: '19.50',
    date: localDay(1),
    description: 'Dinner booked',
  });
  // One more with no network: the section reads only the device's copy.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await goOffline(context, page);
  await trip.addExpense({
    category: 'Transportation',
    amount: '25',
    date: localDay(0),
    description: 'Tram pass',
  });
  await expect(trip.expenseRows()).toHaveCount(5);

  // Placed right after Budget & Expenses.
  const names = await sectionNames(page);
  expect(names.indexOf('Where the money went')).toBe(names.indexOf('Budget & Expenses') + 1);

  // By category: largest first, and adding up to what the budget bar says was spent.
  const byCategory = insights.getByRole('table', { name: 'Spent by category, largest first' });
  await expect(byCategory).toBeVisible();
  expect(await rowsOf(byCategory)).toEqual([
    ['Transportation', '$325.00', '61%'],
    ['Accommodation', '$150.00', '28%'],
    ['Food & Dining', '$60.00', '11%'],
  ]);
  const budgetLine = await trip
    .expenses()
    .getByText(/ of \$1,000\.00$/)
    .textContent();
  const spent = dollars((budgetLine ?? '').split(' of ')[0] ?? '');
  expect(spent).toBe(53_500);
  const categorySum = (await rowsOf(byCategory)).reduce((sum, row) => sum + dollars(row[1]!), 0);
  expect(categorySum).toBe(spent);

  // Per day: money before the trip on its own, today's column marked.
  const perDay = insights.getByRole('table', { name: /^Spent on each day/ });
  await expect(perDay).toHaveAccessibleName('Spent on each day, against a daily budget of $100.00');
  const headers = perDay.getByRole('columnheader');
  await expect(headers).toHaveCount(11);
  await expect(headers.first()).toHaveText('Before the trip');
  await expect(headers.nth(2)).toContainText('Day 2');
  await expect(headers.nth(2)).toContainText('Today');
  await expect(headers.nth(2)).toHaveAttribute('aria-current', 'date');
  await expect(perDay.locator('[aria-current="date"]')).toHaveCount(1);
  const [amounts = []] = await rowsOf(perDay);
  expect(amounts.slice(0, 5)).toEqual([
    '$300.00',
    '$150.00 (over the daily budget)',
    '$65.50',
    '$19.50',
    '$0.00',
  ]);
  expect(amounts.reduce((sum, text) => sum + dollars(text), 0)).toBe(spent);

  // Day 2 of 10: ($150.00 + $65.50) / 2 days × 10 days, plus the flights before the trip.
  await expect(insights.getByText(/^At this pace:/)).toHaveText(
    'At this pace: $1,377.50 by the end of the trip — over budget',
  );

  const { violations } = await new AxeBuilder({ page })
    .include('section[aria-label="Where the money went"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.html ?? ''}`)).toEqual([]);

  // How it looks on this phone and on a desktop, kept with the test's output.
  await expect(page.getByText('Expense added successfully!')).toBeHidden();
  for (const [name, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    const path = testInfo.outputPath(`where-the-money-went-${name}.png`);
    // The section's end in view (the phone's tab bar covers the page's last 60 pixels).
    await insights.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.mouse.wheel(0, 80);
    await page.screenshot({ path });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  }
  await context.setOffline(false);
});
