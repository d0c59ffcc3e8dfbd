import { expect, test, type Page } from '@playwright/test';
import { ItineraryPage } from '../pages/itinerary-page';
import { ListsSection } from '../pages/lists-section';
import { SyncStatus } from '../pages/sync-status';
import { TripPage } from '../pages/trip-page';
import { createSyncedTrip, goOffline, registerIn } from '../support/shared-trip';
import { screenshotLooks } from '../support/looks';

/** The plan at a phone's width and a wide screen's, light and dark, in the run's output. */
const screenshots = (page: Page, name: string) =>
  screenshotLooks(page, name, { widths: [390, 1280] });

/** Sets an item's 'When' from its menu's Edit. */
async function setWhen(lists: ListsSection, text: string, when: string) {
  await lists
    .region()
    .getByRole('button', { name: `Actions for ${text}` })
    .click();
  await lists.page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = lists.page.getByRole('dialog', { name: 'Edit item' });
  await dialog.getByLabel('When').selectOption({ label: when });
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(dialog).toBeHidden();
}

/*
 * A to-do linked to Day 2 shows at the top of Day 2 on the plan; one linked to an activity loses
 * its link when the activity is deleted, offline on the device at once and online on the server.
 */
test('a list item linked to a day or an activity shows on the plan; deleting the activity clears the link', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerIn(page, 'Ada');
  const tripId = await createSyncedTrip(page, {
    destination: 'Lisbon, Portugal',
    title: 'Lisbon with to-dos',
    startDate: '2027-05-10',
    endDate: '2027-05-14',
  });
  const itinerary = new ItineraryPage(page);
  await itinerary.open(tripId);
  await itinerary.addActivity({ day: 2, title: 'Tile museum' });
  await itinerary.addActivity({ day: 3, title: 'Tram 28' });

  const lists = new ListsSection(page);
  await new TripPage(page).open(tripId);
  await lists.create({ kind: 'To-do list', title: 'To do' });
  await lists.open('To do');
  await lists.addItem('To do', 'Buy tram tickets');
  await lists.addItem('To do', 'Top up the card');
  await setWhen(lists, 'Buy tram tickets', 'Day 2 · Tue 11 May');
  await setWhen(lists, 'Top up the card', 'Day 3: Tram 28');
  await expect(lists.region()).toContainText('Day 2');
  await expect(lists.region()).toContainText('Tram 28');

  // The Plan tab's preview and the full itinerary show it at the top of its day.
  const day2Preview = page.getByRole('region', { name: 'Day 2' });
  await expect(
    day2Preview.getByRole('checkbox', { name: 'To do: Buy tram tickets' }),
  ).toBeVisible();
  await itinerary.open(tripId);
  const todos = (day: number) => page.getByRole('list', { name: `To-dos for Day ${day}` });
  await expect(todos(2)).toHaveText('To do: Buy tram tickets');
  await expect(todos(3)).toHaveText('To do: Top up the card');
  await screenshots(page, 'plan-with-todos');
  await new SyncStatus(page).expectAllSent();

  // Offline, deleting the tram ride clears its to-do's link at once: off the plan, still listed.
  await goOffline(page.context(), page);
  await itinerary.deleteActivity('Tram 28');
  await expect(todos(3)).toHaveCount(0);
  await expect(todos(2)).toHaveText('To do: Buy tram tickets');
  await page.context().setOffline(false);
  await new SyncStatus(page).expectAllSent();

  // The server's copy agrees: a fresh pull of the trip still has no link.
  const res = await page.request.get(`/api/sync/pull?clientId=${crypto.randomUUID()}&cursor=0`);
  expect(res.status()).toBe(200);
  const pulled = (await res.json()) as {
    listItems: { text: string; day: number | null; itineraryItemId: string | null }[];
  };
  expect(pulled.listItems.find((i) => i.text === 'Top up the card')?.itineraryItemId).toBeNull();
  expect(pulled.listItems.find((i) => i.text === 'Buy tram tickets')?.day).toBe(2);
  await new TripPage(page).open(tripId);
  await lists.open('To do');
  await expect(lists.item('Top up the card')).toBeVisible();
  await screenshots(page, 'list-with-links');
});
