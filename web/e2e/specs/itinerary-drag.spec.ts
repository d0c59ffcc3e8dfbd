import { expect, test } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { ItineraryPage } from '../pages/itinerary-page';
import { SyncStatus } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { uniqueUsername } from '../support/users';
import {
  above,
  after,
  mouseDrag,
  serverOrder,
  titlesOn,
  touchDrag,
} from '../support/drag-gestures';

test('activities dragged by mouse and by touch within a day keep their order', async ({ page }) => {
  test.setTimeout(120_000);
  // A phone's width, tall enough for both days: a drag near the edge scrolls the page under the
  // pointer (dnd-kit's auto-scroll), which is dnd-kit's to test, not ours.
  await page.setViewportSize({ width: 390, height: 1400 });
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  const tripId = await new TripFormPage(page).create({
    destination: 'Kyoto, Japan',
    title: 'Kyoto by hand',
    startDate: '2026-11-02',
    endDate: '2026-11-04',
  });
  const itinerary = new ItineraryPage(page);
  await itinerary.open(tripId);
  // Untimed, so the manual order is theirs to set.
  for (const title of ['Fushimi Inari', 'Nishiki Market', 'Tea ceremony']) {
    await itinerary.addActivity({ title });
  }
  await itinerary.addActivity({ day: 2, title: 'Kinkaku-ji' });
  await expect
    .poll(titlesOn(itinerary, 1))
    .toEqual(['Fushimi Inari', 'Nishiki Market', 'Tea ceremony']);
  const handle = (title: string) => itinerary.dragHandle(title);
  // The row a handle is on (the innermost list item that holds it).
  const row = (title: string) =>
    page
      .getByRole('listitem')
      .filter({ has: handle(title) })
      .last();

  // The hand lets go once the rows show the order it wants.
  const showing = (titles: string[]) => async () =>
    JSON.stringify(await titlesOn(itinerary, 1)()) === JSON.stringify(titles);

  // The mouse, within a day: Tea ceremony to the top.
  await mouseDrag(page, handle('Tea ceremony'), [
    {
      at: above(row('Fushimi Inari')),
      shown: showing(['Tea ceremony', 'Fushimi Inari', 'Nishiki Market']),
    },
  ]);
  await expect
    .poll(titlesOn(itinerary, 1))
    .toEqual(['Tea ceremony', 'Fushimi Inari', 'Nishiki Market']);

  // A finger, within a day: Tea ceremony under Fushimi Inari.
  await touchDrag(page, handle('Tea ceremony'), [
    {
      at: after(row('Fushimi Inari')),
      shown: showing(['Fushimi Inari', 'Tea ceremony', 'Nishiki Market']),
    },
  ]);
  await expect
    .poll(titlesOn(itinerary, 1))
    .toEqual(['Fushimi Inari', 'Tea ceremony', 'Nishiki Market']);

  // Kept on the device and on the server.
  await new SyncStatus(page).expectAllSent();
  expect(await serverOrder(page, tripId)).toEqual({
    1: ['Fushimi Inari', 'Tea ceremony', 'Nishiki Market'],
    2: ['Kinkaku-ji'],
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Itinerary', level: 1 })).toBeVisible();
  await expect
    .poll(titlesOn(itinerary, 1))
    .toEqual(['Fushimi Inari', 'Tea ceremony', 'Nishiki Market']);
  await expect.poll(titlesOn(itinerary, 2)).toEqual(['Kinkaku-ji']);
});
