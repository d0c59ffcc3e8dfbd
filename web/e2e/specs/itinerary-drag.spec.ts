import { expect, test } from '@playwright/test';
import { SyncStatus } from '../pages/sync-status';
import {
  above,
  after,
  mouseDrag,
  serverOrder,
  titlesOn,
  touchDrag,
} from '../support/drag-gestures';
import { kyotoPlan } from '../support/kyoto-plan';

test('activities dragged by mouse and by touch within a day keep their order', async ({ page }) => {
  test.setTimeout(120_000);
  // A phone's width; untimed, so the manual order is theirs to set.
  const { tripId, itinerary } = await kyotoPlan(
    page,
    390,
    [
      { title: 'Fushimi Inari' },
      { title: 'Nishiki Market' },
      { title: 'Tea ceremony' },
      { day: 2, title: 'Kinkaku-ji' },
    ],
    'Kyoto by hand',
  );
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
