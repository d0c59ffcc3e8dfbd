import { expect, test, type Locator, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { ItineraryPage } from '../pages/itinerary-page';
import { SyncStatus } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { uniqueUsername } from '../support/users';

/** A day's activities as their titles, in the order shown. */
function titlesOn(itinerary: ItineraryPage, day: number) {
  return () =>
    itinerary
      .dayTitles(day)
      .evaluateAll((handles) =>
        handles.map((h) => (h.getAttribute('aria-label') ?? '').replace(/^Drag /, '')),
      );
}

/** The centre of an element, in the page's pixels. */
async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on the screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The route a finger or a mouse takes: `steps` points from `from` to `to`, past the start. */
function path(from: { x: number; y: number }, to: { x: number; y: number }, steps = 12) {
  return Array.from({ length: steps }, (_, i) => ({
    x: from.x + ((to.x - from.x) * (i + 1)) / steps,
    y: from.y + ((to.y - from.y) * (i + 1)) / steps,
  }));
}

type Point = { x: number; y: number };
/** Where to take a row, and whether the rows already show it there. */
type Target = { at: () => Promise<Point>; shown: () => Promise<boolean> };

/**
 * Moves a pressed pointer from `from` towards `target`, in steps, until the rows show what the
 * hand wants (`shown`), as a hand does: a row leaving its day moves the next day up under the
 * pointer, so where to go is measured again after each stretch.
 */
async function follow(
  move: (p: Point) => Promise<void>,
  from: Point,
  target: () => Promise<Point>,
  shown: () => Promise<boolean>,
): Promise<Point> {
  // The rows answer a move a frame or two later: look for a moment before moving again.
  const settled = async () => {
    for (let look = 0; look < 5; look += 1) {
      if (await shown()) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };
  let at = from;
  for (let round = 0; round < 6 && !(round > 0 && (await settled())); round += 1) {
    const to = await target();
    for (const point of path(at, to, round === 0 ? 12 : 4)) await move(point);
    at = to;
  }
  return at;
}

/** Drags `handle` with the mouse: pressed, moved in steps, let go where `target` says. */
async function mouseDrag(page: Page, handle: Locator, ...stages: Target[]) {
  const from = await centre(handle);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  let at = from;
  for (const stage of stages) {
    at = await follow((p) => page.mouse.move(p.x, p.y), at, stage.at, stage.shown);
  }
  await page.mouse.up();
}

/** Drags `handle` with a finger: touch events from the browser's input, as a phone sends them. */
async function touchDrag(page: Page, handle: Locator, ...stages: Target[]) {
  const from = await centre(handle);
  const cdp = await page.context().newCDPSession(page);
  const touch = async (
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    points: Point[],
  ): Promise<void> => {
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  };
  await touch('touchStart', [from]);
  let at = from;
  for (const stage of stages) {
    at = await follow((p) => touch('touchMove', [p]), at, stage.at, stage.shown);
  }
  await touch('touchEnd', []);
  await cdp.detach();
}

/** Where a row lands above `row`: just inside its top edge. */
function above(row: Locator) {
  return async () => {
    const box = (await row.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + 4 };
  };
}

/**
 * Where a row moved down lands just after `row`: a little under its middle, so the dragged row
 * (held by its handle, near its top) is closest to `row`, which it then follows.
 */
function after(row: Locator) {
  return async () => {
    const box = (await row.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 + 10 };
  };
}

/** The order the server keeps: each day's titles by their position. */
async function serverOrder(page: Page, tripId: string) {
  const response = await page.request.get(`/api/trips/${tripId}`);
  expect(response.ok()).toBe(true);
  const trip = (await response.json()) as {
    itineraryItems: { title: string; day: number; position: number }[];
  };
  const days = new Map<number, { title: string; position: number }[]>();
  for (const item of trip.itineraryItems) {
    days.set(item.day, [...(days.get(item.day) ?? []), item]);
  }
  return Object.fromEntries(
    [...days].map(([day, items]) => [
      day,
      items.sort((a, b) => a.position - b.position).map((i) => i.title),
    ]),
  );
}

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

  // Within a day the rows make room by sliding, so the first aim holds.
  const once = async () => true;

  // The mouse, within a day: Tea ceremony to the top.
  await mouseDrag(page, handle('Tea ceremony'), {
    at: above(row('Fushimi Inari')),
    shown: once,
  });
  await expect
    .poll(titlesOn(itinerary, 1))
    .toEqual(['Tea ceremony', 'Fushimi Inari', 'Nishiki Market']);

  // A finger, within a day: Tea ceremony under Fushimi Inari.
  await touchDrag(page, handle('Tea ceremony'), { at: after(row('Fushimi Inari')), shown: once });
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
