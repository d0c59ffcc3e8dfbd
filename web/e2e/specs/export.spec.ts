import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { AppShell } from '../pages/app-shell';
import { AuthPage } from '../pages/auth-page';
import { ItineraryPage } from '../pages/itinerary-page';
import { TripExports } from '../pages/trip-exports';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { readCsv } from '@shared/testing/read-csv';
import { uniqueUsername } from '../support/users';

test('a traveller takes the plan along offline: calendar, spreadsheet and print', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  const id = await new TripFormPage(page).create({
    destination: 'Kyoto, Japan',
    title: 'Autumn in Kyoto',
    startDate: '2026-11-02',
    endDate: '2026-11-04',
  });
  const trip = new TripPage(page);
  await trip.addExpense({ category: 'Accommodation', amount: '300', description: 'Ryokan' });
  await trip.addExpense({ amount: '12.5', description: 'Tea, sweets "wagashi"' });

  const itinerary = new ItineraryPage(page);
  await itinerary.open(id);
  await itinerary.addActivity({
    title: 'Fushimi Inari at dawn',
    time: '06:00 AM',
    location: 'Fushimi Inari Taisha, Kyoto',
    description: 'Before the crowds; bring water',
  });
  await itinerary.addActivity({ day: 2, type: 'Dining', title: 'Kaiseki dinner', time: '7 PM' });
  await itinerary.addActivity({ day: 2, type: 'Transport', title: 'Train to Nara' });

  // Everything from here on is made on the device.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Autumn in Kyoto' }).click();
  await expect(page).toHaveURL(`/trips/${id}`);
  const exports = new TripExports(page);

  const ics = await exports.download('Add to calendar (.ics)');
  expect(ics.name).toBe('autumn-in-kyoto.ics');
  expect(ics.text).toContain('\r\n');
  const calendar = new ICAL.Component(ICAL.parse(ics.text));
  expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toBe(
    'Times are local times in Asia/Tokyo.',
  );
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  const byTitle = new Map(events.map((e) => [e.summary, e]));
  expect([...byTitle.keys()].sort()).toEqual([
    'Fushimi Inari at dawn',
    'Kaiseki dinner',
    'Train to Nara',
  ]);
  const dawn = byTitle.get('Fushimi Inari at dawn')!;
  // 06:00 in Kyoto (UTC+9) is 21:00 UTC the evening before.
  expect(dawn.startDate.toJSDate().toISOString()).toBe('2026-11-01T21:00:00.000Z');
  expect(dawn.endDate.toJSDate().toISOString()).toBe('2026-11-01T22:00:00.000Z');
  expect(dawn.location).toBe('Fushimi Inari Taisha, Kyoto');
  expect(dawn.description).toBe('Activity\nBefore the crowds; bring water');
  expect(byTitle.get('Kaiseki dinner')!.startDate.toJSDate().toISOString()).toBe(
    '2026-11-03T10:00:00.000Z',
  );
  const train = byTitle.get('Train to Nara')!;
  expect(train.startDate.isDate).toBe(true);
  expect(train.startDate.toString()).toBe('2026-11-03');
  expect(train.uid).toMatch(/^[0-9a-f-]{36}@wayfarer$/);

  const csv = await exports.download('Expenses (CSV)');
  expect(csv.name).toBe('autumn-in-kyoto-expenses.csv');
  expect(csv.text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = readCsv(csv.text.slice(1));
  expect(header).toEqual([
    'Date',
    'Category',
    'Description',
    'Amount (USD)',
    'Kind',
    'Paid by',
    'Split',
    'Added by',
    'Home currency',
    'Amount paid',
    'Currency paid',
    'Rate',
    'Rate date',
    'Rate source',
  ]);
  expect(rows.map((r) => r.slice(1, 5)).sort()).toEqual([
    ['Accommodation', 'Ryokan', '300.00', 'expense'],
    ['Other', 'Tea, sweets "wagashi"', '12.50', 'expense'],
  ]);
  for (const row of rows) expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await exports.choose('Print itinerary');
  await expect(page).toHaveURL(`/trips/${id}/print`);
  await exports.expectPrintView('Autumn in Kyoto');
  await expect(page.getByText('Nov 2, 2026 – Nov 4, 2026 · Kyoto, Japan')).toBeVisible();
  await expect(exports.printDay(1)).toContainText('Monday, November 2, 2026');
  await expect(exports.printDay(1)).toContainText('06:00 AM');
  await expect(exports.printDay(1)).toContainText('Fushimi Inari at dawn');
  await expect(exports.printDay(1)).toContainText('Fushimi Inari Taisha, Kyoto');
  await expect(exports.printDay(1)).toContainText('Before the crowds; bring water');
  await expect(exports.printDay(2)).toContainText('Kaiseki dinner');
  await expect(exports.printDay(2)).toContainText('7 PM');
  await expect(exports.printDay(2)).toContainText('Train to Nara');
  await expect(exports.printDay(3)).toContainText('No activities for this day');
  await expect(page.getByText('Expenses total: $312.50')).toBeVisible();

  // The button opens the browser's print dialog.
  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => void w.printed++;
  });
  await exports.printButton().click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // On paper: no app header, tabs or buttons, only the plan.
  const nav = new AppShell(page).nav();
  await expect(nav).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(nav).toBeHidden();
  await expect(page.locator('header')).toBeHidden();
  await expect(exports.printButton()).toBeHidden();
  await expect(exports.printDay(2)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('print-view.png'), fullPage: true });
  await page.pdf({ path: testInfo.outputPath('print-view.pdf'), format: 'A4' });
  await page.emulateMedia({ media: 'screen' });
  await expect(nav).toBeVisible();
});
