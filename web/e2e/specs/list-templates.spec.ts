import { expect, test, type Page } from '@playwright/test';
import { ListsSection } from '../pages/lists-section';
import { SyncStatus } from '../pages/sync-status';
import { TripPage } from '../pages/trip-page';
import { createSyncedTrip, goOffline, registerIn } from '../support/shared-trip';

/*
 * Ada packs for Lisbon, keeps her packing list as a template, and starts the list for her next
 * trip from it on the train with no signal; another list starts from a ready-made one. Both
 * reach the server once she is back online, and the template is hers alone.
 */

/** What the server holds for this browser's traveller: a full pull, as a new device makes. */
async function serverPull(page: Page) {
  const res = await page.request.get(`/api/sync/pull?clientId=${crypto.randomUUID()}&cursor=0`);
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    lists: { id: string; tripId: string; title: string }[];
    listItems: { listId: string; text: string; checked: boolean }[];
    listTemplates: { name: string; items: { text: string }[] }[];
  };
}

test('a template made on one trip starts a list on another, offline; a ready-made one too', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await registerIn(page, 'Ada');
  const lisbon = await createSyncedTrip(page, {
    destination: 'Lisbon, Portugal',
    title: 'Lisbon in May',
    startDate: '2027-05-10',
    endDate: '2027-05-14',
  });
  const porto = await createSyncedTrip(page, {
    destination: 'Porto, Portugal',
    title: 'Porto in June',
    startDate: '2027-06-10',
    endDate: '2027-06-13',
  });

  const lists = new ListsSection(page);
  await new TripPage(page).open(lisbon);
  await lists.create({ kind: 'Packing list', title: 'Packing' });
  await lists.open('Packing');
  for (const thing of ['Passport', 'Sunscreen', 'Charger']) await lists.addItem('Packing', thing);
  await lists.item('Passport').check();
  await lists.saveAsTemplate('Packing', 'Sunny city');
  await new SyncStatus(page).expectAllSent();

  // On the train to Porto, no signal: the template is on the device.
  await new TripPage(page).open(porto);
  await goOffline(page.context(), page);
  await lists.createFrom('Sunny city', { title: 'Porto packing' });
  await lists.open('Porto packing');
  for (const thing of ['Passport', 'Sunscreen', 'Charger']) {
    await expect(lists.item(thing)).toBeVisible();
    // A template keeps no ticks: the new list starts unpacked.
    await expect(lists.item(thing)).not.toBeChecked();
  }
  await expect(lists.list('Porto packing')).toContainText('0 of 3 packed');

  await lists.createFrom('Beach');
  await lists.open('Beach');
  await expect(lists.item('Sunscreen SPF 30 or higher')).toBeVisible();
  await expect(lists.list('Beach')).toContainText('0 of 16 packed');

  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, lists, 'list-templates-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, lists, 'list-templates-1280');
  await page.setViewportSize({ width: 390, height: 844 });

  // Back online: the lists from the templates reach the server with their items.
  await page.context().setOffline(false);
  await new SyncStatus(page).expectAllSent();
  const held = await serverPull(page);
  const onPorto = held.lists.filter((l) => l.tripId === porto).map((l) => l.title);
  expect(onPorto.sort()).toEqual(['Beach', 'Porto packing']);
  const portoPacking = held.lists.find((l) => l.title === 'Porto packing');
  const items = held.listItems.filter((i) => i.listId === portoPacking?.id);
  expect(items.map((i) => [i.text, i.checked])).toEqual([
    ['Passport', false],
    ['Sunscreen', false],
    ['Charger', false],
  ]);
  expect(held.listTemplates).toMatchObject([
    {
      name: 'Sunny city',
      items: [{ text: 'Passport' }, { text: 'Sunscreen' }, { text: 'Charger' }],
    },
  ]);

  // A template she no longer needs goes from her account.
  await lists.region().getByRole('button', { name: 'New list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New list' });
  await dialog.getByLabel('Start from').selectOption({ label: 'Sunny city' });
  await dialog.getByRole('button', { name: 'Delete template Sunny city' }).click();
  await expect(
    dialog.getByLabel('Start from').locator('option', { hasText: 'Sunny city' }),
  ).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await new SyncStatus(page).expectAllSent();
  expect((await serverPull(page)).listTemplates).toEqual([]);
});

/** The section and the 'New list' dialog with a template chosen, light and dark. */
async function shoot(page: Page, lists: ListsSection, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await lists.region().screenshot({
      path: test.info().outputPath(`${name}-${scheme}.png`),
      animations: 'disabled',
    });
    await lists.region().getByRole('button', { name: 'New list' }).click();
    const dialog = page.getByRole('dialog', { name: 'New list' });
    await dialog.getByLabel('Start from').selectOption({ label: 'Winter' });
    await expect(dialog.getByText('15 items')).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`${name}-dialog-${scheme}.png`),
      animations: 'disabled',
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
