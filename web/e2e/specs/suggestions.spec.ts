import { expect, test } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { ItineraryPage } from '../pages/itinerary-page';
import { PwaApp } from '../pages/pwa-app';
import { SuggestionsSection } from '../pages/suggestions-section';
import { SyncStatus } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { uniqueUsername } from '../support/users';

test("a traveller puts the destination's suggested activities on days of the plan, online and offline", async ({
  page,
  context,
}) => {
  // A long story with a service worker install; give it room on a busy machine.
  test.setTimeout(90_000);
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  // Friday 1 May to Sunday 3 May.
  const tripId = await new TripFormPage(page).create({
    destination: 'Lisbon, Portugal',
    title: 'Long weekend in Lisbon',
    startDate: '2026-05-01',
    endDate: '2026-05-03',
  });

  const trip = new TripPage(page);
  const suggestions = new SuggestionsSection(page, 'Lisbon');
  await expect(suggestions.section()).toBeVisible();
  await expect(suggestions.rows().nth(1)).toBeVisible();
  const first = await suggestions.name(0);
  const second = await suggestions.name(1);

  // The first suggestion on Day 2 at 10:00; the days are named with their dates.
  await suggestions.open(first);
  await expect(suggestions.daySelect()).toHaveValue('1');
  await expect(suggestions.daySelect().locator('option')).toHaveText([
    'Day 1 · Fri 1 May',
    'Day 2 · Sat 2 May',
    'Day 3 · Sun 3 May',
  ]);
  await suggestions.submit({ day: 2, time: '10:00' });
  await expect(suggestions.addedToast()).toBeVisible();

  const itinerary = new ItineraryPage(page);
  await itinerary.open(tripId);
  await expect(itinerary.day(2)).toContainText(first);
  await expect(itinerary.day(2)).toContainText('10:00');
  await expect(itinerary.day(1)).not.toContainText(first);

  // The installed app: once its worker controls the page, the trip page's lookup of the
  // suggestions goes through it and is kept for offline reading.
  const pwa = new PwaApp(page);
  await pwa.waitForServiceWorker();
  const sync = new SyncStatus(page);
  await sync.expectAllSent();
  await trip.open(tripId);
  await expect(suggestions.rows().nth(1)).toBeVisible();
  await expect
    .poll(async () => Object.values(await pwa.cachedUrls()).flat())
    .toContainEqual(expect.stringMatching(/^\/api\/destinations\/[^/]+\/activities$/));

  await context.setOffline(true);
  await sync.expectShows('Offline');
  // Away and back within the app: the section asks again, offline, and the worker's copy answers.
  await trip.itinerary().getByRole('link', { name: 'View Full Itinerary' }).click();
  await expect(page.getByRole('heading', { name: 'Itinerary', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(suggestions.rows().nth(1)).toBeVisible();

  // The second suggestion on Day 1 (the dialog's first day), with no time.
  await suggestions.add(second);
  await expect(suggestions.addedToast()).toBeVisible();
  await sync.expectShows('Offline · 1 change waiting');

  await trip.itinerary().getByRole('link', { name: 'View Full Itinerary' }).click();
  await expect(page.getByRole('heading', { name: 'Itinerary', level: 1 })).toBeVisible();
  await expect(itinerary.day(1)).toContainText(second);
  await expect(itinerary.day(2)).toContainText(first);
  await sync.expectShows('Offline · 1 change waiting');
});
