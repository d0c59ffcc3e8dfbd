import { expect, test } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { PwaLocalStore } from '../pages/pwa-local-store';
import { SyncStatus } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { uniqueUsername } from '../support/users';

/** What the server keeps of a refused change's arguments at most (rejection-summary.ts). */
const SUMMARY_BYTES = 4096;

test('a refused change far larger than any the app makes comes back as a short summary, shown offline, and can be discarded', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  const sync = new SyncStatus(page);
  await sync.expectShows('Synced');
  const tripId = await new TripFormPage(page).create({
    destination: 'Kyoto, Japan',
    title: 'Kyoto in autumn',
    startDate: '2026-11-02',
    endDate: '2026-11-04',
  });
  await sync.expectAllSent();

  // A change this app's forms never make (a 6,000-character title), as a broken or older app
  // could have queued it: the server refuses it and keeps only the start of it.
  const store = new PwaLocalStore(page, await PwaLocalStore.rememberedUserId(page));
  await context.setOffline(true);
  await store.put('outbox', {
    name: 'updateTrip',
    args: { id: tripId, patch: { title: 'Kyoto '.repeat(1000) } },
    createdAt: new Date().toISOString(),
  });
  await context.setOffline(false);
  await sync.expectShows('Needs attention');

  const [kept] = (await store.all('rejections')) as Array<{
    args: unknown;
    argsTruncated?: boolean;
  }>;
  expect(kept?.argsTruncated).toBe(true);
  expect(typeof kept?.args).toBe('string');
  expect(new TextEncoder().encode(kept?.args as string).length).toBeLessThanOrEqual(SUMMARY_BYTES);

  await context.setOffline(true);
  await sync.openScreen();
  const refused = sync.rejection('Edit a trip');
  await expect(refused).toContainText(
    'Not accepted: args.patch.title: Too big: expected string to have <=200 characters',
  );
  await page.screenshot({
    path: test.info().outputPath('refused-summary-390.png'),
    fullPage: true,
  });

  await refused.getByRole('button', { name: 'Discard' }).click();
  await expect(sync.needsAttention()).toContainText('Nothing needs your attention.');
  await context.setOffline(false);
  await sync.expectAllSent();
});
