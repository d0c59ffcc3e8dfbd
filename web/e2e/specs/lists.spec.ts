import { expect, test } from '@playwright/test';
import { ListsSection } from '../pages/lists-section';
import { PwaLocalStore } from '../pages/pwa-local-store';
import { SyncStatus } from '../pages/sync-status';
import { TripPage } from '../pages/trip-page';
import {
  addMember,
  createSyncedTrip,
  goOffline,
  registerIn,
  secondDevice,
} from '../support/shared-trip';

/*
 * Lists on a shared trip, as two companions pack the night before with no signal: each ticks
 * what they packed, both ticks stay on both phones once they are back online, and Ada's personal
 * to-dos never reach Ben's phone.
 */
test('two companions tick a shared packing list offline; a personal list stays with its owner', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await registerIn(page, 'Ada');
  const { context: contextB, page: pageB, traveller: ben } = await secondDevice(browser, 'Ben');
  try {
    const tripId = await createSyncedTrip(page, {
      destination: 'Lisbon, Portugal',
      title: 'Lisbon to pack for',
      startDate: '2027-05-10',
      endDate: '2027-05-14',
    });
    await addMember(page, tripId, ben);

    const listsA = new ListsSection(page);
    await new TripPage(page).open(tripId);
    await listsA.create({ kind: 'Packing list', title: 'Packing' });
    await listsA.open('Packing');
    for (const thing of ['Passport', 'Sunscreen', 'Charger'])
      await listsA.addItem('Packing', thing);
    await expect(listsA.list('Packing')).toContainText('0 of 3 packed');
    await listsA.create({ kind: 'To-do list', title: 'My to-dos', whoSees: 'Only me' });
    await listsA.open('My to-dos');
    await listsA.addItem('My to-dos', 'Call the bank');
    await expect(listsA.region()).toContainText('Only you');

    const listsB = new ListsSection(pageB);
    await new TripPage(pageB).open(tripId);
    await expect(listsB.list('Packing')).toContainText('0 of 3 packed', { timeout: 20_000 });
    await listsB.open('Packing');
    await new SyncStatus(page).expectAllSent();
    await new SyncStatus(pageB).expectAllSent();

    // No signal for either: Ada packs her passport, Ben the charger.
    await goOffline(page.context(), page);
    await goOffline(contextB, pageB);
    await listsA.item('Passport').check();
    await listsB.item('Charger').check();
    await expect(listsA.row('Passport')).toContainText('Not synced yet');
    await expect(listsB.row('Charger')).toContainText('Not synced yet');
    await expect(listsA.list('Packing')).toContainText('1 of 3 packed');

    // Back online: both ticks reach both phones, with nothing left waiting.
    await page.context().setOffline(false);
    await contextB.setOffline(false);
    for (const lists of [listsA, listsB]) {
      await expect(lists.item('Passport')).toBeChecked({ timeout: 15_000 });
      await expect(lists.item('Charger')).toBeChecked({ timeout: 15_000 });
      await expect(lists.item('Sunscreen')).not.toBeChecked();
      await expect(lists.list('Packing')).toContainText('2 of 3 packed');
      await expect(lists.row('Charger')).not.toContainText('Not synced yet');
    }

    // For a look at the section on a phone, in the run's output.
    await listsA.region().screenshot({ path: test.info().outputPath('lists-390.png') });
    // Ada's personal list is on her phone alone: not on Ben's screen, nor in his store.
    await expect(listsB.list('My to-dos')).toHaveCount(0);
    const storeB = new PwaLocalStore(pageB, await PwaLocalStore.rememberedUserId(pageB));
    expect((await storeB.all('lists')).map((l) => (l as { title: string }).title)).toEqual([
      'Packing',
    ]);
    expect((await storeB.all('listItems')).length).toBe(3);
  } finally {
    await contextB.close();
  }
});
