import { expect, test } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { DocumentsSection } from '../pages/documents-section';
import { PwaLocalStore } from '../pages/pwa-local-store';
import { SyncStatus } from '../pages/sync-status';
import { htmlPretendingToBePdf, pdfFile } from '../support/document-files';
import { createSyncedTrip, goOffline } from '../support/shared-trip';
import { uniqueUsername } from '../support/users';

// Requests of a page with a service worker may bypass page.route; these stories need no worker.
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await new AuthPage(page).open();
  await new AuthPage(page).register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  await createSyncedTrip(page, {
    destination: 'Kyoto, Japan',
    title: 'Visa for Kyoto',
    startDate: '2026-12-01',
    endDate: '2026-12-06',
  });
  // With no service worker nothing keeps the app's code: the Documents tab is opened once while
  // online, as its idle warm-up would have done on a device that was not hurried offline.
  await expect(new DocumentsSection(page).section()).toBeVisible();
});

test('a web page saved as e-visa.pdf is refused on the phone, offline, before anything is queued', async ({
  page,
  context,
}) => {
  const docs = new DocumentsSection(page);
  await goOffline(context, page);

  await docs.pick(htmlPretendingToBePdf('e-visa.pdf'));
  await expect(docs.refusal()).toHaveText('This file is not a PDF');
  await expect(docs.form()).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('documents-not-a-pdf.png') });

  // Nothing on the trip, nothing waiting to go.
  await expect(docs.rows()).toHaveCount(0);
  const store = new PwaLocalStore(page, await PwaLocalStore.rememberedUserId(page));
  const outbox = (await store.all('outbox')) as Array<{ name: string }>;
  expect(outbox.filter((e) => e.name === 'addDocument')).toEqual([]);
  expect(await store.all('uploads')).toEqual([]);
  await new SyncStatus(page).expectShows('Offline');

  // A real PDF picked next is taken as usual.
  await docs.attach(pdfFile('e-visa.pdf'), { name: 'e-Visa', kind: 'Visa' });
  await expect(docs.refusal()).toBeHidden();
  await expect(docs.row('e-Visa')).toContainText('Waiting for connection');
});

test('a file the server finds is not a PDF says so and offers Remove, which clears the header', async ({
  page,
  context,
}) => {
  const docs = new DocumentsSection(page);
  const sync = new SyncStatus(page);
  // What the server answers when the bytes it received are not the type declared: a file whose
  // type the phone could not check would end here.
  await page.route('**/api/documents/*/upload?offset=*', (route) =>
    route.fulfill({
      status: 415,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'This file is not a PDF', reason: 'wrong-type' }),
    }),
  );
  await docs.attach(pdfFile('e-visa.pdf'), { name: 'e-Visa', kind: 'Visa' });

  const row = docs.row('e-Visa');
  await expect(row).toContainText('This file is not a PDF', { timeout: 30_000 });
  await expect(row).toContainText("Can't be uploaded");
  await expect(row).not.toContainText('damaged');
  await expect(row.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(sync.indicator()).toHaveAccessibleName(/^Needs attention/);
  await page.screenshot({ path: test.info().outputPath('documents-server-not-a-pdf.png') });

  // Removed at the gate with no signal: gone at once, and the header stops asking.
  await goOffline(context, page);
  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(docs.row('e-Visa')).toBeHidden();
  await expect(sync.indicator()).not.toHaveAccessibleName(/^Needs attention/);
  await sync.expectShows('Offline · 1 change waiting');

  // Back online the removal reaches the server: nothing is left to ask about.
  await context.setOffline(false);
  await sync.expectShows('Synced', { timeout: 30_000 });
  await expect(docs.rows()).toHaveCount(0);
});
