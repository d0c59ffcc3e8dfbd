import { expect, test } from '@playwright/test';
import { FlightsPage } from '../pages/flights-page';

test.use({ serviceWorkers: 'block' });

/** A calendar date `days` from today, as the date input wants it. */
function dateFromNow(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('before any search the screen explains itself', async ({ page }) => {
  const flights = new FlightsPage(page);
  await flights.open();
  await expect(page.getByText('Search for Flights')).toBeVisible();
  await expect(page.getByText(/airport codes such as JFK or LAX/)).toBeVisible();
  await expect(flights.passengers()).toHaveValue('1');
  await expect(page.getByLabel('Departure Date')).toHaveAttribute('min', dateFromNow(0));
  await page.getByLabel('Departure Date').fill(dateFromNow(10));
  await expect(page.getByLabel('Return Date')).toHaveAttribute('min', dateFromNow(10));
});

test('submit without airports and dates sends no search', async ({ page }) => {
  const flights = new FlightsPage(page);
  const searches: string[] = [];
  page.on('request', (r) => r.url().includes('/api/flights/search') && searches.push(r.url()));
  await flights.open();
  await flights.submit();
  await page.waitForTimeout(300);
  expect(searches).toEqual([]);
  await expect(page.getByText('Search for Flights')).toBeVisible();
});

test('airport search hints, searches after 2 characters and says when nothing matches', async ({
  page,
}) => {
  const flights = new FlightsPage(page);
  await flights.open();
  const from = flights.airportField('From');
  await from.fill('L');
  await expect(page.getByText('Type at least 2 characters')).toBeVisible();
  // The real answer is held back until 'Searching...' has been seen, however fast it comes.
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/airports/search?**', async (route) => {
    await held;
    await route.continue();
  });
  await from.fill('Lond');
  await expect(page.getByText('Searching...')).toBeVisible();
  release();
  await expect(page.getByRole('option', { name: /\(LHR\)/ })).toBeVisible();
  await from.fill('Qxzqxz');
  await expect(page.getByText('No airports found')).toBeVisible();
});

test('a real search from JFK to LHR lists sample fares with their details', async ({ page }) => {
  const flights = new FlightsPage(page);
  await flights.open();
  await flights.chooseAirport('From', 'New York', 'JFK');
  await flights.chooseAirport('To', 'London', 'LHR');
  await flights.fillDates(dateFromNow(30));
  await flights.submit();

  await expect(flights.resultCount()).toBeVisible();
  await expect(page.getByText('Sample fares', { exact: true })).toBeVisible();
  const count = Number((await flights.resultCount().textContent())?.split(' ')[0]);
  await expect(flights.results()).toHaveCount(count);

  const card = flights.results().first();
  await expect(card.getByText(/^\d{2}:\d{2}$/).first()).toBeVisible();
  await expect(card.getByText(/^[A-Z][a-z]{2} \d{2}$/).first()).toBeVisible();
  await expect(card.getByText(/^\d+h( \d+m)?$|^\d+m$/)).toBeVisible();
  const priceText = (await card.getByText(/^\$\d+(\.\d+)?/).textContent()) ?? '';
  const total = Number(/\$([\d.]+)/.exec(priceText)?.[1]);
  expect(total).toBeGreaterThan(0);

  await card.getByRole('button', { name: 'View Details' }).click();
  const details = flights.dialog('Flight Details');
  const standard = total > 300;
  await expect(details.getByText(standard ? 'Standard' : 'Basic', { exact: true })).toBeVisible();
  await expect(details.getByText('Economy', { exact: true })).toBeVisible();
  await expect(details.getByText('Y', { exact: true })).toBeVisible();
  await expect(details.getByText(standard ? 'Yes' : 'No', { exact: true })).toBeVisible();
  await expect(details.getByText(`$${total.toFixed(2)} USD`)).toBeVisible();
  await expect(details.getByText('Included', { exact: true })).toBeVisible();
  await expect(details.getByText('1 adult', { exact: true })).toBeVisible();
  await expect(details.getByText('Check-in opens 24 hours before departure')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Book Flight' })).toBeVisible();
  // The card's '{n} bag(s)' badge shows the checked bags the details say are included, and is
  // absent when none is ('0 bag(s)' said nothing useful). The Checked row is the last of these.
  const checked = await details
    .getByText(/^(\d+ × \d+ kg|Not included)$/)
    .last()
    .innerText();
  await details.getByRole('button', { name: 'Close' }).click();
  if (checked === 'Not included') {
    await expect(card.getByText(/bag\(s\)$/)).toHaveCount(0);
  } else {
    await expect(card.getByText(`${checked.split(' ')[0]} bag(s)`, { exact: true })).toBeVisible();
  }

  await flights.airportButton('JFK').click();
  const jfk = flights.dialog(/John F\. Kennedy International Airport/);
  await expect(jfk.getByText('New York, United States')).toBeVisible();
  await expect(jfk.getByRole('heading', { name: 'Terminals' })).toBeVisible();
  await expect(jfk.getByText('Terminal 4')).toBeVisible();
  await expect(jfk.getByRole('heading', { name: 'Facilities' })).toBeVisible();
  await expect(jfk.getByRole('link', { name: /jfkairport\.com/ })).toBeVisible();
});

test('three passengers on a round trip: both legs, and prices per person and in total', async ({
  page,
}) => {
  const flights = new FlightsPage(page);
  await flights.open();
  await flights.chooseAirport('From', 'New York', 'JFK');
  await flights.chooseAirport('To', 'London', 'LHR');
  await flights.fillDates(dateFromNow(30), dateFromNow(37));
  await flights.passengers().fill('3');
  await flights.submit();
  await expect(flights.resultCount()).toBeVisible();
  await expect(page.getByText('Sample fares', { exact: true })).toBeVisible();

  const card = flights.results().first();
  await expect(card.getByText('Outbound', { exact: true })).toBeVisible();
  await expect(card.getByText('Return', { exact: true })).toBeVisible();
  // Out from JFK to LHR, back from LHR to JFK: four endpoints, two of them each airport.
  await expect(card.getByText(/^\d{2}:\d{2}$/)).toHaveCount(4);
  const each = card.getByText(/^Round trip, total for 3 passengers · \$[\d,]+\.\d{2} each$/);
  await expect(each).toBeVisible();
  // Three round trips across the Atlantic pass a thousand dollars: the separator shows.
  const priceText = (await card.getByText(/^\$\d/).textContent()) ?? '';
  expect(priceText).toMatch(/^\$\d{1,3}(,\d{3})+\.\d{2} USD$/);
  const dollars = (text: string) => Number(/\$([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(/,/g, ''));
  const total = dollars(priceText);
  const perPerson = dollars((await each.textContent()) ?? '');
  expect(Math.round(perPerson * 100) * 3).toBe(Math.round(total * 100));
  // A fare with no checked bag says nothing about bags rather than '0 bag(s)'.
  await expect(flights.results().getByText('0 bag(s)', { exact: true })).toHaveCount(0);
  await card.screenshot({ path: test.info().outputPath('round-trip-card.png') });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await card.screenshot({ path: test.info().outputPath('round-trip-card-dark.png') });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));

  await card.getByRole('button', { name: 'View Details' }).click();
  const details = flights.dialog('Flight Details');
  await expect(details.getByText('3 adults', { exact: true })).toBeVisible();
  await expect(details.getByText('Round trip', { exact: true })).toBeVisible();
  await expect(details.getByText(priceText, { exact: true })).toBeVisible();
  const perPersonText = `$${perPerson.toLocaleString('en-US', { minimumFractionDigits: 2 })} USD`;
  await expect(details.getByText(perPersonText, { exact: true })).toBeVisible();
  await expect(details.getByText(/^Return: /)).toContainText('LHR');
  await page.screenshot({ path: test.info().outputPath('round-trip-details.png') });
});

test('an airport without built-in details says so', async ({ page }) => {
  const flights = new FlightsPage(page);
  await flights.open();
  await flights.chooseAirport('From', 'New York', 'JFK');
  await flights.chooseAirport('To', 'Madrid', 'MAD');
  await flights.fillDates(dateFromNow(20), dateFromNow(27));
  await flights.submit();
  await expect(flights.resultCount()).toBeVisible();
  await flights.airportButton('MAD').click();
  await expect(
    page.getByText('Detailed information for MAD is not available at the moment.'),
  ).toBeVisible();
});

test('a failed search says to check the airport codes', async ({ page }) => {
  const flights = new FlightsPage(page);
  // The one faked answer: the embedded provider does not fail on demand.
  await page.route('**/api/flights/search?**', (route) =>
    route.fulfill({ status: 500, body: '{"message":"provider down"}' }),
  );
  await flights.open();
  await flights.chooseAirport('From', 'New York', 'JFK');
  await flights.chooseAirport('To', 'London', 'LHR');
  await flights.fillDates(dateFromNow(15));
  await flights.submit();
  await expect(page.getByText('Failed to search flights')).toBeVisible();
  await expect(page.getByText('Please check your airport codes and try again')).toBeVisible();
});

test('offline, airport search says no airports were found and that it needs a connection', async ({
  page,
  context,
}) => {
  const flights = new FlightsPage(page);
  await flights.open();
  // Online, a search answers (and the app has loaded what it loads after the first paint).
  await flights.airportField('From').fill('London');
  await expect(page.getByRole('option', { name: /\(LHR\)/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await flights.airportField('From').fill('Paris');
  await expect(page.getByText('No airports found')).toBeVisible();
  await expect(page.getByText("You're offline. Airport search needs a connection.")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('airport-search-offline.png') });

  // Back online, the same search answers by itself.
  await context.setOffline(false);
  await expect(page.getByRole('option', { name: /\(CDG\)/ })).toBeVisible();
  await expect(page.getByText("You're offline. Airport search needs a connection.")).toBeHidden();
});

test('offline, the search says it needs a connection', async ({ page, context }) => {
  const flights = new FlightsPage(page);
  await flights.open();
  await flights.chooseAirport('From', 'New York', 'JFK');
  await flights.chooseAirport('To', 'London', 'LHR');
  await flights.fillDates(dateFromNow(40));
  await context.setOffline(true);
  await flights.submit();
  await expect(page.getByText("You're offline. Flight search needs a connection.")).toBeVisible();
  await context.setOffline(false);
  await expect(flights.resultCount()).toBeVisible();
});
