import { expect, type Locator, type Page } from '@playwright/test';
import type { ItineraryPage } from '../pages/itinerary-page';

/**
 * A day's activities as their titles, in the order shown: top to bottom on the screen, which
 * mid-drag (rows sliding aside) is not the order of the page's elements.
 */
export function titlesOn(itinerary: ItineraryPage, day: number) {
  return () =>
    itinerary.dayTitles(day).evaluateAll((handles) =>
      handles
        .map((h) => ({ top: h.getBoundingClientRect().top, label: h.getAttribute('aria-label') }))
        .sort((a, b) => a.top - b.top)
        .map((h) => (h.label ?? '').replace(/^Drag /, '')),
    );
}

export type Point = { x: number; y: number };
/** Where to take a row, and whether the rows already show it there. */
export type Target = { at: () => Promise<Point>; shown: () => Promise<boolean> };
/** What to do while the row is still held, before it is let go (a look at the screen). */
export type WhileHeld = () => Promise<void>;

/** The centre of an element, in the page's pixels. */
export async function centre(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on the screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The top edge of an element, in the page's pixels. */
export async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on the screen');
  return box.y;
}

/** The route a finger or a mouse takes: `steps` points from `from` to `to`, past the start. */
function path(from: Point, to: Point, steps = 12) {
  return Array.from({ length: steps }, (_, i) => ({
    x: from.x + ((to.x - from.x) * (i + 1)) / steps,
    y: from.y + ((to.y - from.y) * (i + 1)) / steps,
  }));
}

/**
 * Moves a pressed pointer from `from` towards `target`, in steps, until the rows show what the
 * hand wants (`shown`), as a hand does: it looks, and moves again if the row is not there yet.
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
export async function mouseDrag(
  page: Page,
  handle: Locator,
  stages: Target[],
  whileHeld?: WhileHeld,
) {
  const from = await centre(handle);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  let at = from;
  for (const stage of stages) {
    at = await follow((p) => page.mouse.move(p.x, p.y), at, stage.at, stage.shown);
  }
  await whileHeld?.();
  await page.mouse.up();
}

/** Drags `handle` with a finger: touch events from the browser's input, as a phone sends them. */
export async function touchDrag(
  page: Page,
  handle: Locator,
  stages: Target[],
  whileHeld?: WhileHeld,
) {
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
  await whileHeld?.();
  await touch('touchEnd', []);
  await cdp.detach();
}

/** Where a row lands above `row`: just inside its top edge. */
export function above(row: Locator) {
  return async () => {
    const box = (await row.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + 4 };
  };
}

/**
 * Where a row moved down lands just after `row`: a little under its middle, so the dragged row
 * (held by its handle, near its top) is closest to `row`, which it then follows.
 */
export function after(row: Locator) {
  return async () => {
    const box = (await row.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 + 10 };
  };
}

/** The middle of an element: where a hand aims at an empty day. */
export function onto(target: Locator) {
  return () => centre(target);
}

/** The order the server keeps: each day's titles by their position. */
export async function serverOrder(page: Page, tripId: string) {
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

/**
 * Saves the screen as it is, light then dark, when DRAG_SHOTS_DIR names a folder: for a person
 * to look at how a drag looks.
 */
export async function shoot(page: Page, name: string) {
  const dir = process.env.DRAG_SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-light.png` });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.screenshot({ path: `${dir}/${name}-dark.png` });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}
