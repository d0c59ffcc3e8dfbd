import { expect, test } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { DocumentsSection } from '../pages/documents-section';
import { PwaLocalStore } from '../pages/pwa-local-store';
import { SyncStatus } from '../pages/sync-status';
import { pdfFile, sha256 } from '../support/document-files';
import { createSyncedTrip } from '../support/shared-trip';
import { uniqueUsername } from '../support/users';

const MiB = 1024 * 1024;

// Requests of a page with a service worker may bypass page.route; this story needs no worker.
test.use({ serviceWorkers: 'block' });

test('an upload cut off mid-way resumes from what the server holds and arrives whole', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await new AuthPage(page).open();
  await new AuthPage(page).register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  const tripId = await createSyncedTrip(page, {
    destination: 'Kyoto, Japan',
    title: 'Scans for Kyoto',
    startDate: '2026-11-02',
    endDate: '2026-11-04',
  });
  await expect(page).toHaveURL(new RegExp(tripId));
  const docs = new DocumentsSection(page);
  const sync = new SyncStatus(page);

  // The third chunk never arrives: the connection drops as it goes.
  const offsets: number[] = [];
  let cut = false;
  await page.route('**/api/documents/*/upload?offset=*', async (route) => {
    const offset = Number(new URL(route.request().url()).searchParams.get('offset'));
    offsets.push(offset);
    if (offset === MiB) {
      // Mid-upload, as the traveller sees it.
      await expect(docs.summary()).toContainText(/Uploading 1 of 1 · .+ MB left/);
      await expect(docs.row('Insurance scan')).toContainText(/Uploading \d+%/);
      // The change went out, the file has not: the header must not say Synced.
      await expect(sync.indicator()).not.toHaveAccessibleName(/^Synced/);
      await page.screenshot({ path: test.info().outputPath('documents-uploading.png') });
    }
    if (offset === 2 * MiB && !cut) {
      cut = true;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
      return;
    }
    await route.continue();
  });

  const file = pdfFile('insurance.pdf', 6 * MiB);
  await docs.attach(file, { name: 'Insurance scan', kind: 'Insurance' });
  await expect(docs.row('Insurance scan')).toContainText('Waiting for connection', {
    timeout: 30_000,
  });
  expect(cut).toBe(true);
  await expect(docs.summary()).toContainText(/Waiting for connection · 1 file, .+ MB to upload/);
  await sync.expectShows('Offline · 1 file waiting');

  // Back online: it carries on from the server's count, not from the start.
  const before = offsets.length;
  await context.setOffline(false);
  await expect(docs.row('Insurance scan')).toContainText('On this device', { timeout: 60_000 });
  await sync.expectShows('Synced');
  const resumed = offsets.slice(before);
  expect(resumed[0]).toBe(2 * MiB);
  expect(resumed).not.toContain(0);

  // The server holds exactly our bytes.
  const store = new PwaLocalStore(page, await PwaLocalStore.rememberedUserId(page));
  const [doc] = (await store.all('documents')) as Array<{ id: string }>;
  const content = await page.request.get(`/api/documents/${doc?.id}/content`);
  expect(content.status()).toBe(200);
  expect(sha256(await content.body())).toBe(sha256(file.buffer));
});
