import { expect, test } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { DocumentsSection } from '../pages/documents-section';
import { pdfFile, pngFile } from '../support/document-files';
import { createSyncedTrip, goOffline } from '../support/shared-trip';
import { uniqueUsername } from '../support/users';

// Requests of a page with a service worker may bypass page.route; this story needs no worker.
test.use({ serviceWorkers: 'block' });

test('three files added together upload as 1 of 3, 2 of 3, 3 of 3', async ({ page, context }) => {
  // Every 'Uploading n of m' the line ever shows, however briefly: a screen reader announces
  // each one (the line is a polite live region).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { uploadLines: string[] }).uploadLines = seen;
    const record = () => {
      for (const el of document.querySelectorAll('[role=status]')) {
        const line = /Uploading \d+ of \d+/.exec(el.textContent ?? '')?.[0];
        if (line && seen.at(-1) !== line) seen.push(line);
      }
    };
    new MutationObserver(record).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await new AuthPage(page).open();
  await new AuthPage(page).register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  await createSyncedTrip(page, {
    destination: 'Lisbon, Portugal',
    title: 'Papers for Lisbon',
    startDate: '2026-10-01',
    endDate: '2026-10-05',
  });
  const docs = new DocumentsSection(page);

  // Each chunk takes a moment, as on a phone's connection, so the line can be read.
  await page.route('**/api/documents/*/upload?offset=*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });

  // With no service worker nothing keeps the app's code: the Documents tab is opened once while
  // online, as its idle warm-up would have done on a device that was not hurried offline.
  await expect(docs.section()).toBeVisible();
  // Added together in the taxi, with no signal.
  await goOffline(context, page);
  await docs.attach(pdfFile('flight.pdf'), { name: 'Flight', kind: 'Ticket' });
  await docs.attach(pdfFile('hotel.pdf'), { name: 'Hotel', kind: 'Reservation' });
  await docs.attach(pngFile('passport.png'), { name: 'Passport' });
  await expect(docs.summary()).toContainText('Waiting for connection · 3 files');

  await context.setOffline(false);
  await expect(docs.summary()).toContainText(/Uploading \d of 3/, { timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('documents-uploading-of-3.png') });
  for (const name of ['Flight', 'Hotel', 'Passport']) {
    await expect(docs.row(name)).toContainText('On this device', { timeout: 30_000 });
  }
  await expect(docs.summary()).toBeHidden();

  const lines = await page.evaluate(
    () => (window as unknown as { uploadLines: string[] }).uploadLines,
  );
  expect(lines).toEqual(['Uploading 1 of 3', 'Uploading 2 of 3', 'Uploading 3 of 3']);
});
