import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { ItineraryPage } from '../pages/itinerary-page';
import { PwaApp } from '../pages/pwa-app';
import { travellerWithTrip } from '../support/traveller-with-trip';

const toastCard = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Home leads with the next trip, offline too; a toast leaves an open dialog’s buttons free', async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      const tripId = await travellerWithTrip(page, { title: 'Kyoto', startInDays: 14, days: 6 });

      const itinerary = new ItineraryPage(page);
      await itinerary.open(tripId);
      await itinerary.addActivity({ title: 'Fushimi Inari' });
      // The toast of that addition is still up when the traveller opens the dialog again.
      await expect(toastCard(page)).toBeVisible();
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const dialog = itinerary.dialog();
      await expect(dialog).toBeVisible();
      await expect(toastCard(page)).toBeVisible();
      const toast = await toastCard(page).boundingBox();
      expect(toast).not.toBeNull();
      for (const button of await dialog.getByRole('button').all()) {
        const box = await button.boundingBox();
        if (!box || !toast) continue;
        expect(overlaps(toast, box), `the toast covers ${await button.innerText()}`).toBe(false);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Home, offline: the next trip comes from this device's copy, and leads to the trip.
      await new PwaApp(page).waitForActiveWorker();
      await context.setOffline(true);
      await page.goto('/');
      const next = page.getByRole('link', { name: /Your next trip\s*Kyoto · in 14 days/ });
      await expect(next).toBeVisible();
      const headingBox = await page
        .getByRole('heading', { name: 'Discover Your Next Adventure' })
        .boundingBox();
      expect((await next.boundingBox())!.y).toBeLessThan(headingBox!.y);
      await next.click();
      await expect(page).toHaveURL(new RegExp(`/trips/${tripId}$`));
      await context.setOffline(false);
    });

    test('a trip under way shows its day and today’s first plan on Home', async ({ page }) => {
      const tripId = await travellerWithTrip(page, { title: 'Kyoto', startInDays: -2, days: 6 });
      const itinerary = new ItineraryPage(page);
      await itinerary.open(tripId);
      await itinerary.addActivity({ day: 3, title: 'Tea ceremony', time: '15:00' });
      await itinerary.addActivity({ day: 3, title: 'Nishiki Market', time: '09:00' });
      await page.goto('/');
      await expect(page.getByRole('link', { name: /On your trip\s*Kyoto/ })).toContainText(
        'Day 3 of 6 · today: Nishiki Market',
      );
    });

    test('each new screen starts at its top, and Back returns to where the traveller was', async ({
      page,
    }) => {
      // The explorer's 42 cards make a long page on any screen.
      await page.goto('/');
      await expect(
        page.getByRole('heading', { name: 'Discover Your Next Adventure' }),
      ).toBeVisible();
      await expect(page.locator('.wf-dest-card').first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
      const kept = 1500;

      await new AppShell(page).tab('Borders').click();
      await expect(page).toHaveURL(/\/borders$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      // Back where it was left: within a few pixels, since the browser's scroll anchoring keeps
      // the same content in view when something above it settles after the restore (seen:
      // 1525 for 1500 at 390 px). Without the restore it came back at 0 or cut to a short page.
      await expect
        .poll(() => page.evaluate(() => window.scrollY))
        .toBeGreaterThanOrEqual(kept - 50);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(kept + 50);
    });

    test('a page that does not exist says so and leads Home or to My trips', async ({ page }) => {
      await page.goto('/no/such/place');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
      const main = page.getByRole('main');
      await main.getByRole('link', { name: 'My trips' }).click();
      await expect(page).toHaveURL(/\/trips$/);
      await page.goBack();
      await main.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('the main navigation is a bottom bar on a phone and a side rail on a wide screen', async ({
      page,
    }) => {
      const shell = new AppShell(page);
      await page.goto('/flights');
      const nav = await shell.nav().boundingBox();
      expect(nav).not.toBeNull();
      if (viewport.width >= 1024) {
        expect(nav!.x).toBe(0);
        expect(nav!.width).toBeLessThan(120);
        expect(nav!.height).toBeGreaterThan(viewport.height - 1);
        // The screen's content starts right of the rail.
        const main = await page.getByRole('main').boundingBox();
        expect(main!.x).toBeGreaterThanOrEqual(nav!.width);
      } else {
        expect(nav!.y + nav!.height).toBeCloseTo(viewport.height, 0);
        expect(nav!.width).toBe(viewport.width);
      }
      await shell.tab('Trips').click();
      await expect(shell.tab('Trips')).toHaveAttribute('aria-current', 'page');
    });
  });
}
