import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { AuthPage } from '../pages/auth-page';
import { PwaApp } from '../pages/pwa-app';
import { isoFromToday } from '../support/traveller-with-trip';
import { TripFormPage } from '../pages/trip-form-page';
import { uniqueUsername } from '../support/users';

const SCREENS = ['/', '/auth', '/borders', '/flights', '/trips', '/profile', '/no/such/place'];

/** Serious and critical axe findings on the current screen, in a form that reads well on failure. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.html.slice(0, 120)}`));
}

/** Checks every screen and reports all findings at once, so one run lists everything to fix. */
async function expectAccessibleScreens(page: Page, extra: string[] = []) {
  const pwa = new PwaApp(page);
  const found: Record<string, string[]> = {};
  for (const path of [...SCREENS, ...extra]) {
    await page.goto(path);
    await pwa.settledHeadings();
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});
}

// Both looks, as the device asks for them (decision 017): axe's contrast checks run in each.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} look`, () => {
    test.use({ colorScheme });

    test('every screen is free of serious accessibility problems when signed out', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await expectAccessibleScreens(page);
    });

    test('every screen, a trip and its plan are free of serious accessibility problems when signed in', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const auth = new AuthPage(page);
      await auth.open();
      await auth.register({ username: uniqueUsername(), password: 'secret123', firstName: 'Ada' });
      await expect(page).toHaveURL(/\/$/);
      const tripId = await new TripFormPage(page).create({
        destination: 'Kyoto, Japan',
        title: 'Kyoto',
        startDate: isoFromToday(10),
        endDate: isoFromToday(14),
      });
      await expectAccessibleScreens(page, [`/trips/${tripId}`, `/trips/${tripId}/itinerary`]);
    });
  });
}

test('the bottom navigation works from the keyboard and marks the current screen', async ({
  page,
}) => {
  const shell = new AppShell(page);
  await page.goto('/');
  await expect(shell.nav()).toBeVisible();
  await shell.tab('Trips').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/trips$/);
  await expect(shell.tab('Trips')).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Tab');
  await expect(shell.tab('Profile')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(shell.tab('Profile')).toHaveAttribute('aria-current', 'page');
});
