import { expect, test } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { PwaApp } from '../pages/pwa-app';
import { PwaLocalStore } from '../pages/pwa-local-store';
import { TripFormPage } from '../pages/trip-form-page';
import { uniqueUsername } from '../support/users';

test('a change made offline in a tab closed since is sent by the service worker when the network returns', async ({
  context,
}) => {
  test.setTimeout(90_000);
  // Who sent each push that reached the server: a page, or the service worker.
  const pushes: Array<{ fromWorker: boolean }> = [];
  context.on('requestfinished', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/sync/push') {
      pushes.push({ fromWorker: request.serviceWorker() !== null });
    }
  });

  const page = await context.newPage();
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  await new PwaApp(page).waitForServiceWorker();
  const userId = await PwaLocalStore.rememberedUserId(page);

  await context.setOffline(true);
  await new TripFormPage(page).create({
    destination: 'Kyoto, Japan',
    title: 'Sent while the app was closed',
    startDate: '2030-04-01',
    endDate: '2030-04-03',
  });
  await expect(page.getByRole('banner').getByText('Offline', { exact: true })).toBeVisible();
  // The page could not send it, so it asked the browser for a background sync of this user's queue.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return registration.sync.getTags();
      }),
    )
    .toContain(`wayfarer-outbox:${userId}`);

  // Every tab of the app is closed, then the network comes back: the browser fires the sync
  // event and the worker is the only one left to send the change.
  await page.close();
  expect(pushes).toEqual([]);
  await context.setOffline(false);

  await expect
    .poll(
      async () => {
        const res = await context.request.get('/api/trips');
        return ((await res.json()) as Array<{ title: string }>).map((t) => t.title);
      },
      { timeout: 20_000 },
    )
    .toEqual(['Sent while the app was closed']);
  // Playwright reports the worker's request as finished a moment after the server has answered
  // it, so a busy machine can run the line above first.
  await expect.poll(() => pushes).toEqual([{ fromWorker: true }]);
});
