import { expect, test, type Page } from '@playwright/test';
import { ListsSection } from '../pages/lists-section';
import { SyncStatus } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { registerIn } from '../support/shared-trip';
import { screenshotLooks } from '../support/looks';

/** The lists at a phone's width and a wide screen's, light and dark, in the run's output. */
async function screenshots(page: Page, lists: ListsSection, name: string) {
  await screenshotLooks(page, name, {
    widths: [390, 1280],
    shoot: async (path) => {
      // A wide screen lays the plan out again, and the list opens closed.
      await lists.open('Carry-on');
      await lists.region().screenshot({ path });
    },
  });
}

/*
 * A traveller arranges a packing list: renames it from its menu, and puts its items in the
 * order she packs them, by keyboard (as a screen-reader user does, hearing each step), by mouse
 * drag and by an item's Move up. The order and the name are kept after a reload.
 */
test('a list is renamed, and its items reordered by keyboard, by mouse and from their menu', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await registerIn(page, 'Ada');
  const tripId = await new TripFormPage(page).create({
    destination: 'Lisbon, Portugal',
    title: 'Lisbon, packed in order',
    startDate: '2027-05-10',
    endDate: '2027-05-14',
  });
  const lists = new ListsSection(page);
  await new TripPage(page).open(tripId);
  await lists.create({ kind: 'Packing list', title: 'Packing' });
  await lists.rename('Packing', 'Carry-on');
  await lists.open('Carry-on');
  for (const thing of ['Passport', 'Sunscreen', 'Charger', 'Hat'])
    await lists.addItem('Carry-on', thing);
  const texts = lists.itemTexts('Carry-on');
  const order = async () =>
    (await texts.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).map((l) =>
      String(l).replace(/^Drag /, ''),
    );
  await expect.poll(order).toEqual(['Passport', 'Sunscreen', 'Charger', 'Hat']);

  // By keyboard: Hat up two places, each step said in our words.
  await lists.dragByKeyboard('Hat', ['ArrowUp', 'ArrowUp']);
  await expect(lists.liveRegion()).toContainText('Hat was dropped at 2 of 4');
  await expect.poll(order).toEqual(['Passport', 'Hat', 'Sunscreen', 'Charger']);

  // By mouse: Charger dragged onto Passport's place, at the top, once the rows have settled.
  await new SyncStatus(page).expectAllSent();
  await lists.dragByMouse('Charger', 'Passport');
  await expect.poll(order).toEqual(['Charger', 'Passport', 'Hat', 'Sunscreen']);

  // By the item's menu: Sunscreen one up; the first item cannot go higher.
  await lists.itemMenu('Charger').click();
  await expect(page.getByRole('menuitem', { name: 'Move up' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await lists.itemMenu('Sunscreen').click();
  await page.getByRole('menuitem', { name: 'Move up' }).click();
  await expect.poll(order).toEqual(['Charger', 'Passport', 'Sunscreen', 'Hat']);

  await screenshots(page, lists, 'lists-arranged');
  await page.reload();
  await lists.open('Carry-on');
  await expect.poll(order).toEqual(['Charger', 'Passport', 'Sunscreen', 'Hat']);
  await expect(lists.list('Packing')).toHaveCount(0);
});
