import { expect, test, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { ItineraryPage } from '../pages/itinerary-page';
import { PwaApp } from '../pages/pwa-app';
import { TripFormPage } from '../pages/trip-form-page';
import { openTripTab, tripTab } from '../pages/trip-tabs';
import { uniqueUsername } from '../support/users';

async function signUp(page: Page) {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
}

async function lisbonTrip(page: Page, title: string) {
  return new TripFormPage(page).create({
    destination: 'Lisbon, Portugal',
    title,
    startDate: '2026-05-01',
    endDate: '2026-05-06',
    budget: '900',
  });
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** The accessible names of the page's regions, in the order they are drawn. */
function regionNames(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('region')
    .evaluateAll((regions) => regions.map((r) => r.getAttribute('aria-label') ?? ''));
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.screenshot({ path: test.info().outputPath(`${name}-dark.png`), fullPage: true });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test('the trip page opens on the plan; each trip keeps its tab across reloads, links and offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  const id = await lisbonTrip(page, 'Six days in Lisbon');
  const itinerary = new ItineraryPage(page);
  await itinerary.open(id);
  await itinerary.addActivity({ day: 1, title: 'Tram 28', time: '09:30' });
  await page.goto(`/trips/${id}`);
  // Straight to the regions, not through the page objects, which would tap the tabs themselves.
  const plan = section(page, 'Itinerary');
  const expenses = section(page, 'Budget & Expenses');

  // Right after the header and the trip's details comes the plan; the rest waits behind tabs,
  // not drawn until opened.
  await expect(plan).toContainText('Tram 28');
  await expect(tripTab(page, 'Plan')).toHaveAttribute('aria-selected', 'true');
  expect(await regionNames(page)).toEqual(['Trip Details', 'Itinerary', 'Day 1', 'Stops', 'Lists']);
  await screenshot(page, 'plan-390');

  // Money: the budget and the expenses, with the address saying so.
  await openTripTab(page, 'Money');
  await expect(expenses).toContainText('$900.00 remaining');
  await expect(page).toHaveURL(`/trips/${id}?tab=money`);
  await expect(plan).toHaveCount(0);
  await screenshot(page, 'money-390');

  // Kept on reload, and when the trip is opened again without the tab in its address.
  await page.reload();
  await expect(tripTab(page, 'Money')).toHaveAttribute('aria-selected', 'true');
  await page.goto(`/trips/${id}`);
  await expect(tripTab(page, 'Money')).toHaveAttribute('aria-selected', 'true');
  await expect(expenses).toBeVisible();

  // Per trip: another trip still opens on its plan.
  const other = await lisbonTrip(page, 'Weekend in Lisbon');
  await page.goto(`/trips/${other}`);
  await expect(tripTab(page, 'Plan')).toHaveAttribute('aria-selected', 'true');

  // A deep link opens its tab, and is then that trip's choice.
  await page.goto(`/trips/${id}?tab=people`);
  await expect(tripTab(page, 'People')).toHaveAttribute('aria-selected', 'true');
  await expect(section(page, 'Members')).toBeVisible();
  await screenshot(page, 'people-390');

  // Scrolled down a long tab, its tab bar stays just under the app header, one tap away.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const tabBar = page.getByRole('tablist', { name: 'Trip sections' });
  await expect
    .poll(async () => {
      const [bar, header] = [
        await tabBar.boundingBox(),
        await page.getByRole('banner').boundingBox(),
      ];
      return bar && header ? Math.round(bar.y - (header.y + header.height)) : null;
    })
    .toBe(0);
  await page.screenshot({ path: test.info().outputPath('people-390-scrolled.png') });
  // Another tab tapped from down there opens where the traveller is: the page does not jump
  // back to the top (the tab changes the address's query only).
  await openTripTab(page, 'Info');
  await expect(section(page, 'About Lisbon')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await openTripTab(page, 'People');

  // Offline, in a fresh tab: the remembered tab, and a tab never opened before loads too.
  await new PwaApp(page).waitForActiveWorker();
  const offline = await context.newPage();
  await context.setOffline(true);
  await offline.goto(`/trips/${id}`);
  await expect(tripTab(offline, 'People')).toHaveAttribute('aria-selected', 'true');
  await openTripTab(offline, 'Info');
  await expect(section(offline, 'About Lisbon')).toBeVisible();
  await openTripTab(offline, 'Documents');
  await expect(section(offline, 'Documents')).toBeVisible();
  await offline.reload();
  await expect(tripTab(offline, 'Documents')).toHaveAttribute('aria-selected', 'true');
  await screenshot(offline, 'documents-390-offline');
  await context.setOffline(false);
});

test('on a wide screen the map sits beside the plan', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  const id = await lisbonTrip(page, 'Lisbon on a laptop');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/trips/${id}`);
  const plan = section(page, 'Itinerary');
  const map = section(page, 'Map');
  await expect(plan).toBeVisible();
  await expect(map).toBeVisible();
  const [planBox, mapBox] = [await plan.boundingBox(), await map.boundingBox()];
  expect(planBox && mapBox && mapBox.x >= planBox.x + planBox.width).toBe(true);
  expect(planBox && mapBox && Math.abs(mapBox.y - planBox.y) < 80).toBe(true);
  await screenshot(page, 'plan-1280');

  // Other tabs keep a readable column, and have no map.
  await openTripTab(page, 'Money');
  await expect(section(page, 'Budget & Expenses')).toBeVisible();
  await expect(map).toHaveCount(0);
  await screenshot(page, 'money-1280');
});
