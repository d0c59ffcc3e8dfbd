import { expect, test } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { TripFormPage } from '../pages/trip-form-page';
import { openTripTab, tripTab } from '../pages/trip-tabs';
import { uniqueUsername } from '../support/users';

// What a device meets in its first minutes, before the service worker has kept the app: no
// worker, so page.route sees every request.
test.use({ serviceWorkers: 'block' });

test('a tab whose code is not on the device yet says so inside the tab, and the trip page stays', async ({
  page,
}) => {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  // The Documents tab's code cannot be fetched, as on a plane before it was ever kept.
  await page.route('**/assets/documents-section-*.js', (route) =>
    route.abort('internetdisconnected'),
  );
  const id = await new TripFormPage(page).create({
    destination: 'Lisbon, Portugal',
    title: 'Lisbon in May',
    startDate: '2026-05-01',
    endDate: '2026-05-04',
  });
  await page.goto(`/trips/${id}`);

  await openTripTab(page, 'Documents');
  const notKept = page.getByRole('tabpanel', { name: 'Documents' }).getByRole('alert');
  await expect(notKept).toContainText('This tab is not on this device yet.');
  await expect(notKept).toContainText('It opens once you are online.');
  // The rest of the trip page is still there and works.
  await expect(page.getByRole('heading', { name: 'Lisbon in May', level: 1 })).toBeVisible();
  await openTripTab(page, 'Plan');
  await expect(page.getByRole('region', { name: 'Itinerary', exact: true })).toBeVisible();

  // Back online, Try again opens the tab.
  await page.unroute('**/assets/documents-section-*.js');
  await openTripTab(page, 'Documents');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(tripTab(page, 'Documents')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Documents', exact: true })).toBeVisible();
});
