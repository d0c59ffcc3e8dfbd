import { expect, test } from '@playwright/test';
import { ItineraryPage } from '../pages/itinerary-page';
import { TripFormPage } from '../pages/trip-form-page';
import { twoDevices } from '../support/two-devices';

const SHOTS = process.env.FLIGHTS_SHOTS_DIR;

/** One itinerary row, by its title. */
const row = (itinerary: ItineraryPage, day: number, title: string) =>
  itinerary.day(day).getByRole('listitem').filter({ hasText: title });

test('a train and a stay added by hand, their confirmation number edited offline, reach the other device', async ({
  page,
  context,
  browser,
}) => {
  const { contextB, pageB, syncA } = await twoDevices(page, browser);
  const id = await new TripFormPage(page).create({
    destination: 'Kyoto, Japan',
    title: 'Kyoto by train',
    startDate: '2026-11-02',
    endDate: '2026-11-05',
  });
  const itinerary = new ItineraryPage(page);
  await itinerary.open(id);

  // The train: the 'Train' shortcut sets the type, and the times are named for a journey.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = itinerary.dialog();
  await expect(dialog.getByRole('button', { name: 'Activity', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(dialog.getByLabel('Confirmation number (Optional)')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Train', exact: true }).click();
  await expect(dialog.getByLabel('Type')).toHaveValue('transport');
  await expect(dialog.getByLabel('Title')).toHaveAttribute('placeholder', /Shinkansen/);
  await dialog.getByLabel('Title').fill('Shinkansen Tokyo → Kyoto');
  await dialog.getByLabel('Departure time (Optional)').fill('10:03');
  await dialog.getByLabel('Arrives (Optional)').fill('12:18');
  await dialog.getByLabel('Confirmation number (Optional)').fill('JR-4412');
  await dialog.getByRole('combobox', { name: 'Location (Optional)' }).fill('Tokyo Station');
  // Location is a place search that keeps typed words; leaving it closes its list.
  await dialog.getByRole('heading', { name: /Activity$/ }).click();
  await dialog.getByRole('button', { name: 'Add Activity' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Activity added successfully')).toBeVisible();

  // The stay: check-in today, check-out three days later.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByRole('button', { name: 'Stay', exact: true }).click();
  await expect(dialog.getByLabel('Type')).toHaveValue('accommodation');
  await dialog.getByLabel('Title').fill('Hotel Granvia Kyoto');
  await dialog.getByLabel('Check-in time (Optional)').fill('15:00');
  await dialog.getByLabel('Check-out (Optional)').fill('11:00 (+3)');
  await dialog.getByLabel('Confirmation number (Optional)').fill('HGK-20931');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/add-stay-form.png` });
  await dialog.getByRole('button', { name: 'Add Activity' }).click();
  await expect(dialog).toBeHidden();

  const train = row(itinerary, 1, 'Shinkansen Tokyo → Kyoto');
  await expect(train).toContainText('Departs 10:03 · Arrives 12:18');
  await expect(train.getByTestId('confirmation-number')).toHaveText('JR-4412');
  const stay = row(itinerary, 1, 'Hotel Granvia Kyoto');
  await expect(stay).toContainText('Check-in 15:00 · Check-out 11:00 (+3)');
  await expect(stay.getByTestId('confirmation-number')).toHaveText('HGK-20931');
  await syncA.expectAllSent();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // Offline, the train's confirmation number changes: one field, through the edit dialog.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Edit activity Shinkansen Tokyo → Kyoto' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Activity' });
  await expect(edit.getByLabel('Departure time (Optional)')).toHaveValue('10:03');
  await expect(edit.getByLabel('Arrives (Optional)')).toHaveValue('12:18');
  await edit.getByLabel('Confirmation number (Optional)').fill('JR-9907');
  await edit.getByRole('button', { name: 'Save Activity' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Activity updated').first()).toBeVisible();
  await expect(train.getByTestId('confirmation-number')).toHaveText('JR-9907');
  await syncA.expectShows('Offline · 1 change waiting');

  await context.setOffline(false);
  await syncA.expectAllSent();

  // The traveller's phone shows the new number and the times.
  const other = new ItineraryPage(pageB);
  await other.open(id);
  const trainB = row(other, 1, 'Shinkansen Tokyo → Kyoto');
  await expect(trainB.getByTestId('confirmation-number')).toHaveText('JR-9907');
  await expect(trainB).toContainText('Departs 10:03 · Arrives 12:18');
  await expect(row(other, 1, 'Hotel Granvia Kyoto')).toContainText(
    'Check-in 15:00 · Check-out 11:00 (+3)',
  );
  await contextB.close();
});
