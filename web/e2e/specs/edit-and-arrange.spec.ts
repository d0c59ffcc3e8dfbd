import { expect, test, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { ItineraryPage } from '../pages/itinerary-page';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { twoDevices } from '../support/two-devices';
import { uniqueUsername } from '../support/users';

const SHOTS = process.env.EDIT_SHOTS_DIR;

async function kyotoTrip(page: Page) {
  return new TripFormPage(page).create({
    destination: 'Kyoto, Japan',
    title: 'Kyoto by train',
    startDate: '2026-11-02',
    endDate: '2026-11-04',
  });
}

/** The titles of one day's activities, in the order shown. */
function dayTitles(itinerary: ItineraryPage, day: number) {
  return itinerary
    .day(day)
    .getByRole('listitem')
    .getByText(/^(Fushimi Inari|Nishiki Market|Kinkaku-ji|Tea ceremony)$/);
}

test("activities and expenses edited offline reach the traveller's other device", async ({
  page,
  context,
  browser,
}) => {
  const { contextB, pageB, syncA } = await twoDevices(page, browser);
  const id = await kyotoTrip(page);
  const trip = new TripPage(page);
  await trip.addExpense({ amount: '12.50', description: 'Ramen' });
  const itinerary = new ItineraryPage(page);
  await itinerary.open(id);
  await itinerary.addActivity({ title: 'Fushimi Inari', time: '09:00 AM', location: 'Fushimi' });
  await syncA.expectAllSent();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  // The activity: a new time and day 2, through the same dialog, filled in.
  await page.getByRole('button', { name: 'Edit activity Fushimi Inari' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Activity' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Fushimi Inari');
  await expect(dialog.getByLabel('Time (Optional)')).toHaveValue('09:00 AM');
  await dialog.getByLabel('Day').selectOption({ label: 'Day 2' });
  await dialog.getByLabel('Time (Optional)').fill('07:30 AM');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-activity.png` });
  await dialog.getByRole('button', { name: 'Save Activity' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Activity updated').first()).toBeVisible();
  await expect(itinerary.day(2)).toContainText('Fushimi Inari');
  await expect(itinerary.day(2)).toContainText('07:30 AM');
  await expect(itinerary.day(1).getByText('No activities for this day')).toBeVisible();

  // The expense: amount and description, in the inline form.
  await trip.open(id);
  await trip.expenseRow('Ramen').getByRole('button', { name: 'Edit expense Ramen' }).click();
  const form = page.getByRole('form', { name: 'Edit expense' });
  await expect(form.getByLabel('Amount ($)')).toHaveValue('12.50');
  await form.getByLabel('Amount ($)').fill('18');
  await form.getByLabel('Description (optional)').fill('Ramen and gyoza');
  if (SHOTS) {
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/edit-expense.png` });
  }
  await form.getByRole('button', { name: 'Save Expense' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Expense updated').first()).toBeVisible();
  await expect(trip.expenseRow('Ramen and gyoza')).toContainText('$18.00');
  await syncA.expectShows('Offline · 2 changes waiting');

  await context.setOffline(false);
  await syncA.expectAllSent();

  const tripB = new TripPage(pageB);
  await tripB.open(id);
  await expect(tripB.expenseRow('Ramen and gyoza')).toContainText('$18.00', { timeout: 20_000 });
  const itineraryB = new ItineraryPage(pageB);
  await itineraryB.open(id);
  await expect(itineraryB.day(2)).toContainText('Fushimi Inari');
  await expect(itineraryB.day(2)).toContainText('07:30 AM');
  await expect(itineraryB.day(2)).toContainText('Fushimi');
  await contextB.close();
});

test('a traveller reorders activities with the keyboard, and the order stays', async ({ page }) => {
  test.setTimeout(90_000);
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  const id = await kyotoTrip(page);
  const itinerary = new ItineraryPage(page);
  await itinerary.open(id);
  await itinerary.addActivity({ title: 'Fushimi Inari', time: '09:00 AM' });
  await itinerary.addActivity({ title: 'Nishiki Market', time: '12:00 PM' });
  await itinerary.addActivity({ title: 'Tea ceremony' });
  await itinerary.addActivity({ day: 2, title: 'Kinkaku-ji' });
  const day1 = dayTitles(itinerary, 1);
  await expect(day1).toHaveText(['Fushimi Inari', 'Nishiki Market', 'Tea ceremony']);
  // Nothing comes before the first activity of the first day.
  await expect(page.getByRole('button', { name: 'Move Fushimi Inari up' })).toBeDisabled();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/itinerary.png`, fullPage: true });

  const up = page.getByRole('button', { name: 'Move Tea ceremony up' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(day1).toHaveText(['Fushimi Inari', 'Tea ceremony', 'Nishiki Market']);
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(day1).toHaveText(['Tea ceremony', 'Fushimi Inari', 'Nishiki Market']);

  // Past the last activity of a day it goes to the start of the next.
  const down = page.getByRole('button', { name: 'Move Nishiki Market down' });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(dayTitles(itinerary, 2)).toHaveText(['Nishiki Market', 'Kinkaku-ji']);
  await expect(day1).toHaveText(['Tea ceremony', 'Fushimi Inari']);
  await expect(page.getByText('Activity updated')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Itinerary', level: 1 })).toBeVisible();
  await expect(dayTitles(itinerary, 1)).toHaveText(['Tea ceremony', 'Fushimi Inari']);
  await expect(dayTitles(itinerary, 2)).toHaveText(['Nishiki Market', 'Kinkaku-ji']);
});
