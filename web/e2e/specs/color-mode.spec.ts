import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

/** The page's background as drawn, so a test sees the mode, not only the class. */
const shellBackground = (page: Page) =>
  page.locator('.wf-shell').evaluate((el) => getComputedStyle(el).backgroundColor);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a dark device gets the dark look before the app has run, and Profile can keep it light', async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      // The app's own code held back: only what index.html runs before the first paint acts.
      const html = await (await page.request.get('/')).text();
      const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1] ?? '';
      await page.route(`**${entry}`, (route) => route.abort());
      await page.goto('/');
      expect(await isDark(page)).toBe(true);
      await page.unrouteAll();

      await page.goto('/profile');
      const appearance = page.getByRole('radiogroup', { name: 'Appearance' });
      await expect(appearance.getByRole('radio', { name: 'System' })).toBeChecked();
      const dark = await shellBackground(page);

      await appearance.getByRole('radio', { name: 'Light' }).check();
      expect(await isDark(page)).toBe(false);
      await expect.poll(() => shellBackground(page)).not.toBe(dark);

      // Kept on this device: the next start is light from its first paint, though the device is dark.
      await page.reload();
      expect(await isDark(page)).toBe(false);
      await expect(appearance.getByRole('radio', { name: 'Light' })).toBeChecked();

      // Back to following the device, which then turns light, then dark again.
      await appearance.getByRole('radio', { name: 'System' }).check();
      expect(await isDark(page)).toBe(true);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => isDark(page)).toBe(false);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => isDark(page)).toBe(true);
    });

    test('Dark, once chosen, holds on a light device', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/profile');
      await page.getByRole('radio', { name: 'Dark' }).check();
      await page.goto('/');
      expect(await isDark(page)).toBe(true);
      // The current tab stays marked and readable in the dark (a11y.spec checks contrast).
      await expect(new AppShell(page).tab('Home')).toHaveAttribute('aria-current', 'page');
    });
  });
}
