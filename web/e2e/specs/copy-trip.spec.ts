import { expect, test, type Page } from '@playwright/test';
import { SYNC_PROTOCOL_VERSION } from '@shared/sync/protocol-version';
import { ListsSection } from '../pages/lists-section';
import { PwaApp } from '../pages/pwa-app';
import { serverTrip, SyncStatus } from '../pages/sync-status';
import { TripPage } from '../pages/trip-page';
import { createSyncedTrip, goOffline, registerIn } from '../support/shared-trip';
import { screenshotLooks } from '../support/looks';

/*
 * Ada planned Lisbon in May: a stop in Porto, a tram ride, a stay, a packing list with the
 * passport ticked and a dinner paid. She copies the trip for September with no signal: the copy
 * has its days moved, the list unticked, no expenses, and reaches the server once she is online.
 */

const porto = {
  name: 'Porto',
  country: 'Portugal',
  latitude: 41.15,
  longitude: -8.61,
  timeZone: 'Europe/Lisbon',
  source: 'gazetteer',
};

/** Writes the trip's plan to the server as another device of Ada's would, in one push. */
async function planOnServer(page: Page, tripId: string) {
  const listId = crypto.randomUUID();
  const mutations = [
    {
      name: 'addStop',
      args: { tripId, place: porto, startDate: '2027-05-12', endDate: '2027-05-14' },
    },
    {
      name: 'addItineraryItem',
      args: { tripId, day: 1, type: 'transport', title: 'Tram 28', time: '09:00' },
    },
    {
      name: 'addItineraryItem',
      args: {
        tripId,
        day: 3,
        type: 'accommodation',
        title: 'Casa do Porto',
        time: '15:00',
        endTime: '11:00 (+2)',
        place: porto,
      },
    },
    {
      name: 'addList',
      args: { id: listId, tripId, kind: 'packing', title: 'Packing', visibility: 'shared' },
    },
    { name: 'addListItem', args: { listId, text: 'Passport', checked: true } },
    {
      name: 'addExpense',
      args: {
        tripId,
        category: 'food',
        amount: 4200,
        date: '2027-05-10',
        description: 'Dinner at Time Out',
      },
    },
  ].map((m, i) => ({ id: i + 1, name: m.name, args: { id: crypto.randomUUID(), ...m.args } }));
  const res = await page.request.post('/api/sync/push', {
    data: { protocolVersion: SYNC_PROTOCOL_VERSION, clientId: crypto.randomUUID(), mutations },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { results: { status: string; reason?: string }[] };
  expect(body.results.map((r) => r.reason ?? r.status)).toEqual(mutations.map(() => 'applied'));
}

/** What the server holds for Ada: a full pull, as a new device makes. */
async function serverPull(page: Page) {
  const res = await page.request.get(`/api/sync/pull?clientId=${crypto.randomUUID()}&cursor=0`);
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    trips: {
      id: string;
      title: string;
      startDate: string;
      endDate: string;
      budget: number | null;
    }[];
    stops: { tripId: string; startDate: string; endDate: string }[];
    itineraryItems: { tripId: string; day: number; title: string; endTime: string | null }[];
    lists: { id: string; tripId: string; title: string }[];
    listItems: { listId: string; text: string; checked: boolean }[];
    expenses: { tripId: string }[];
  };
}

test('a trip copied offline has its days moved, its list unticked and no expenses, then syncs', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await registerIn(page, 'Ada');
  const tripId = await createSyncedTrip(page, {
    destination: 'Lisbon, Portugal',
    title: 'Lisbon in May',
    startDate: '2027-05-10',
    endDate: '2027-05-14',
  });
  await planOnServer(page, tripId);
  const trip = new TripPage(page);
  const lists = new ListsSection(page);
  await trip.open(tripId);
  await expect(trip.itinerary()).toContainText('Tram 28');
  await lists.open('Packing');
  await expect(lists.item('Passport')).toBeChecked();
  await expect(trip.expenseRow('Dinner at Time Out')).toBeVisible();

  // The test goes offline and then opens the original by its address: the installed app's
  // worker must hold the screens first.
  await new PwaApp(page).waitForServiceWorker();
  await goOffline(page.context(), page);
  await page.getByRole('button', { name: 'Trip actions' }).click();
  await page.getByRole('menuitem', { name: 'Copy trip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy trip' });
  await expect(dialog.getByLabel('New title')).toHaveValue('Lisbon in May (copy)');
  await dialog.getByLabel('New title').fill('Lisbon in September');
  await dialog.getByLabel('New start date').fill('2027-09-01');
  await expect(dialog).toContainText('Ends Sun, Sep 5, 2027 (5 days)');
  await expect(dialog).toContainText('Not copied');
  await expect(dialog).toContainText('Expenses, documents, members and payments.');
  await shoot(page, 'copy-trip-dialog');
  await dialog.getByRole('button', { name: 'Copy trip' }).click();

  await page.waitForURL(
    (url) => /\/trips\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(tripId),
  );
  const copyId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lisbon in September');
  // Day 1 is now 1 September; the stay keeps its day and its two nights.
  await expect(trip.itinerary()).toContainText('Wed 1 Sep');
  await expect(trip.itinerary()).toContainText('Tram 28');
  await lists.open('Packing');
  await expect(lists.item('Passport')).not.toBeChecked();
  await expect(trip.expenseRows()).toHaveCount(0);
  // The trip copied is as it was.
  await trip.open(tripId);
  await expect(trip.itinerary()).toContainText('Tram 28');
  await lists.open('Packing');
  await expect(lists.item('Passport')).toBeChecked();

  await page.context().setOffline(false);
  await new SyncStatus(page).expectAllSent();
  await expect.poll(async () => (await serverTrip(page, copyId)).status).toBe(200);
  const held = await serverPull(page);
  expect(held.trips.find((t) => t.id === copyId)).toMatchObject({
    title: 'Lisbon in September',
    startDate: '2027-09-01',
    endDate: '2027-09-05',
  });
  expect(held.stops.filter((s) => s.tripId === copyId)).toMatchObject([
    { startDate: '2027-09-03', endDate: '2027-09-05' },
  ]);
  const items = held.itineraryItems.filter((i) => i.tripId === copyId);
  expect(items.map((i) => [i.day, i.title, i.endTime]).sort()).toEqual([
    [1, 'Tram 28', null],
    [3, 'Casa do Porto', '11:00 (+2)'],
  ]);
  const copiedList = held.lists.find((l) => l.tripId === copyId);
  expect(copiedList?.title).toBe('Packing');
  expect(held.listItems.filter((i) => i.listId === copiedList?.id)).toMatchObject([
    { text: 'Passport', checked: false },
  ]);
  expect(held.expenses.filter((e) => e.tripId === copyId)).toEqual([]);
  expect(held.expenses.filter((e) => e.tripId === tripId)).toHaveLength(1);
});

/** The dialog at phone and desktop width, light and dark. */
async function shoot(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Copy trip' });
  await screenshotLooks(page, name, {
    widths: [390, 1280],
    shoot: async (path) => {
      await expect(dialog).toBeVisible();
      await page.screenshot({ path, animations: 'disabled' });
    },
  });
}
