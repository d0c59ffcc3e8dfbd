import { resolve } from 'node:path';
import { expect, test, type Request } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { startSwappableServer } from '../pages/pwa-update-server';
import { SyncStatus } from '../pages/sync-status';
import { uniqueUsername } from '../support/users';

/**
 * A server of its own with a limit of two streams per session: over plain HTTP/1.1 a browser
 * opens at most six connections to one host, too few to pass the default of eight.
 */
const PER_SESSION = 2;

const isStream = (request: Request) => new URL(request.url()).pathname === '/api/sync/events';

let server: Awaited<ReturnType<typeof startSwappableServer>>;
test.beforeAll(async () => {
  const build = resolve(import.meta.dirname, '../../..', process.env.WEB_OUT_DIR ?? 'dist/web');
  server = await startSwappableServer(build, { SYNC_STREAMS_PER_SESSION: String(PER_SESSION) });
});
test.afterAll(async () => {
  await server.stop();
});

test('a page whose live-update stream made room for newer ones waits to be shown again instead of taking one back', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const streams: Request[] = [];
  page.on('request', (request) => {
    if (isStream(request)) streams.push(request);
  });
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await new SyncStatus(page).expectShows('Synced');
  // The app's own stream.
  await expect.poll(() => streams.length).toBe(1);

  // Other tabs of this session open as many streams as the server allows; the app's, the
  // oldest, is replaced. Plain EventSources in the same page stand in for those tabs.
  await page.evaluate(async (count) => {
    const holder = window as unknown as { others: EventSource[] };
    holder.others = [];
    await Promise.all(
      Array.from({ length: count }, () => {
        const source = new EventSource('/api/sync/events');
        holder.others.push(source);
        return new Promise<void>((ready) => source.addEventListener('ready', () => ready()));
      }),
    );
  }, PER_SESSION);
  expect(streams).toHaveLength(1 + PER_SESSION);

  // No timer brings the replaced stream back: it would push another tab's out, and so on.
  await page.waitForTimeout(6_000);
  expect(streams).toHaveLength(1 + PER_SESSION);

  // The traveller comes back to the page: it takes a stream again.
  const reconnected = page.waitForResponse(
    (response) => isStream(response.request()) && response.status() === 200,
  );
  await page.evaluate(() => {
    for (const source of (window as unknown as { others: EventSource[] }).others) source.close();
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await reconnected;
  expect(streams).toHaveLength(1 + PER_SESSION + 1);
  await context.close();
});
