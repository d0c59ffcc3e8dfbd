import { expect, test } from '@playwright/test';
import type { ItineraryPage } from '../pages/itinerary-page';
import { PwaApp } from '../pages/pwa-app';
import { SyncStatus } from '../pages/sync-status';
import {
  centre,
  mouseDrag,
  onto,
  serverOrder,
  shoot,
  titlesOn,
  topOf,
  touchDrag,
  type Target,
} from '../support/drag-gestures';
import { kyotoPlan } from '../support/kyoto-plan';

/** The row a handle is on (the innermost list item that holds it). */
function rowOf(itinerary: ItineraryPage, title: string) {
  return itinerary.page
    .getByRole('listitem')
    .filter({ has: itinerary.dragHandle(title) })
    .last();
}

/** Onto `title`'s row, until `day` shows `titles`: the dragged row takes that row's place. */
function ontoRow(itinerary: ItineraryPage, title: string, day: number, titles: string[]): Target {
  return {
    at: () => centre(rowOf(itinerary, title)),
    shown: async () => JSON.stringify(await titlesOn(itinerary, day)()) === JSON.stringify(titles),
  };
}

/** Onto an empty day, until it shows the dragged row alone. */
function ontoEmptyDay(itinerary: ItineraryPage, day: number, title: string): Target {
  return {
    at: onto(itinerary.day(day).getByText('No activities for this day')),
    shown: async () => JSON.stringify(await titlesOn(itinerary, day)()) === JSON.stringify([title]),
  };
}

/** 'Day 2 · Tue 3 Nov' as the screen reader hears it: 'Day 2, Tue 3 Nov'. */
async function spokenDay(itinerary: ItineraryPage, day: number) {
  return ((await itinerary.dayHeading(day).textContent()) ?? '').replace(' · ', ', ');
}

async function expectOrder(itinerary: ItineraryPage, days: Record<number, string[]>) {
  for (const [day, titles] of Object.entries(days)) {
    await expect.poll(titlesOn(itinerary, Number(day))).toEqual(titles);
  }
}

test('an activity dragged by mouse onto another day, and onto an empty one, stays there', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { tripId, itinerary } = await kyotoPlan(page, 1280, [
    { title: 'Fushimi Inari' },
    { title: 'Nishiki Market' },
    { title: 'Tea ceremony' },
    { day: 2, title: 'Kinkaku-ji' },
    { day: 2, title: 'Ryoan-ji' },
  ]);
  await expectOrder(itinerary, {
    1: ['Fushimi Inari', 'Nishiki Market', 'Tea ceremony'],
    2: ['Kinkaku-ji', 'Ryoan-ji'],
    3: [],
  });

  // Onto Day 2, between its two: the row lifted out of Day 1 keeps its room there, so Day 2
  // does not move up under the pointer on its way.
  const day2Top = await topOf(itinerary.day(2));
  await mouseDrag(
    page,
    itinerary.dragHandle('Nishiki Market'),
    [ontoRow(itinerary, 'Ryoan-ji', 2, ['Kinkaku-ji', 'Nishiki Market', 'Ryoan-ji'])],
    async () => {
      expect(Math.abs((await topOf(itinerary.day(2))) - day2Top)).toBeLessThan(1);
      await expectOrder(itinerary, { 1: ['Fushimi Inari', 'Tea ceremony'] });
      await shoot(page, 'drag-across-wide');
    },
  );
  await expectOrder(itinerary, {
    1: ['Fushimi Inari', 'Tea ceremony'],
    2: ['Kinkaku-ji', 'Nishiki Market', 'Ryoan-ji'],
  });

  // Onto Day 3, which has nothing yet.
  await mouseDrag(page, itinerary.dragHandle('Tea ceremony'), [
    ontoEmptyDay(itinerary, 3, 'Tea ceremony'),
  ]);
  const moved = {
    1: ['Fushimi Inari'],
    2: ['Kinkaku-ji', 'Nishiki Market', 'Ryoan-ji'],
    3: ['Tea ceremony'],
  };
  await expectOrder(itinerary, moved);

  // Kept on the server and on the device.
  await new SyncStatus(page).expectAllSent();
  expect(await serverOrder(page, tripId)).toEqual(moved);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Itinerary', level: 1 })).toBeVisible();
  await expectOrder(itinerary, moved);
});

test('an activity dragged by a finger onto another day, online and offline, stays there', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const { tripId, itinerary } = await kyotoPlan(page, 390, [
    { title: 'Fushimi Inari' },
    { title: 'Nishiki Market' },
    { day: 2, title: 'Kinkaku-ji' },
  ]);
  await expectOrder(itinerary, {
    1: ['Fushimi Inari', 'Nishiki Market'],
    2: ['Kinkaku-ji'],
    3: [],
  });

  // Onto Day 2, above its one activity.
  const day2Top = await topOf(itinerary.day(2));
  await touchDrag(
    page,
    itinerary.dragHandle('Nishiki Market'),
    [ontoRow(itinerary, 'Kinkaku-ji', 2, ['Nishiki Market', 'Kinkaku-ji'])],
    async () => {
      expect(Math.abs((await topOf(itinerary.day(2))) - day2Top)).toBeLessThan(1);
      await shoot(page, 'drag-across-phone');
    },
  );
  // Onto Day 3, which has nothing yet.
  await touchDrag(page, itinerary.dragHandle('Fushimi Inari'), [
    ontoEmptyDay(itinerary, 3, 'Fushimi Inari'),
  ]);
  const online = { 1: [], 2: ['Nishiki Market', 'Kinkaku-ji'], 3: ['Fushimi Inari'] };
  await expectOrder(itinerary, online);
  const sync = new SyncStatus(page);
  await sync.expectAllSent();
  expect(await serverOrder(page, tripId)).toEqual({
    2: online[2],
    3: online[3],
  });

  // Offline: Kinkaku-ji onto Day 1, now empty; kept on the device as a change waiting.
  await new PwaApp(page).waitForServiceWorker();
  await context.setOffline(true);
  await touchDrag(page, itinerary.dragHandle('Kinkaku-ji'), [
    ontoEmptyDay(itinerary, 1, 'Kinkaku-ji'),
  ]);
  const offline = { 1: ['Kinkaku-ji'], 2: ['Nishiki Market'], 3: ['Fushimi Inari'] };
  await expectOrder(itinerary, offline);
  await expect(sync.indicator()).toHaveAccessibleName(
    /^(Offline|Can't reach the server) · \d+ changes? waiting\. /,
  );
  await expect(itinerary.day(1).getByText('Not synced yet')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Itinerary', level: 1 })).toBeVisible();
  await expectOrder(itinerary, offline);
  await expect(sync.indicator()).toHaveAccessibleName(
    /^(Offline|Can't reach the server) · \d+ changes? waiting\. /,
  );

  // Back online, it reaches the server.
  await context.setOffline(false);
  await sync.expectAllSent();
  expect(await serverOrder(page, tripId)).toEqual(offline);
});

test('an activity moved by keyboard across days is announced with the day, and keeps time order', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { tripId, itinerary } = await kyotoPlan(page, 1280, [
    { title: 'Fushimi Inari' },
    { title: 'Kaiseki dinner', time: '19:00' },
    { day: 2, title: 'Tea ceremony', time: '09:00' },
  ]);
  await expectOrder(itinerary, {
    1: ['Fushimi Inari', 'Kaiseki dinner'],
    2: ['Tea ceremony'],
    3: [],
  });
  const day2 = await spokenDay(itinerary, 2);
  const day3 = await spokenDay(itinerary, 3);

  // Down, onto Day 2 above its first activity: the timed dinner lands above the 09:00 tea,
  // which then says so (the rule of every move).
  await itinerary.dragByKeyboard('Kaiseki dinner', ['ArrowDown']);
  await expect(itinerary.liveRegion()).toContainText(
    `Kaiseki dinner was dropped on ${day2}, 1 of 2.`,
  );
  await expectOrder(itinerary, { 1: ['Fushimi Inari'], 2: ['Kaiseki dinner', 'Tea ceremony'] });
  await expect(itinerary.day(2).getByRole('note')).toHaveText(
    'This activity is at 09:00, before Kaiseki dinner (19:00) above it',
  );

  // Down four times: onto Day 2, through it and onto Day 3, which has nothing yet.
  await itinerary.dragByKeyboard('Fushimi Inari', [
    'ArrowDown',
    'ArrowDown',
    'ArrowDown',
    'ArrowDown',
  ]);
  await expect(itinerary.liveRegion()).toContainText(
    `Fushimi Inari was dropped on ${day3}, 1 of 1.`,
  );
  const moved = { 1: [], 2: ['Kaiseki dinner', 'Tea ceremony'], 3: ['Fushimi Inari'] };
  await expectOrder(itinerary, moved);

  await new SyncStatus(page).expectAllSent();
  expect(await serverOrder(page, tripId)).toEqual({ 2: moved[2], 3: moved[3] });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Itinerary', level: 1 })).toBeVisible();
  await expectOrder(itinerary, moved);
});
