import { expect, test, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { DocumentsSection } from '../pages/documents-section';
import { ItineraryPage } from '../pages/itinerary-page';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { pngFile } from '../support/document-files';
import { uniqueUsername } from '../support/users';

const SHOTS = process.env.TIMELINE_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-light.png`, fullPage: true });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png`, fullPage: true });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** A day's activities as their titles, in the order shown. */
function titlesOn(itinerary: ItineraryPage, day: number) {
  return () =>
    itinerary
      .dayTitles(day)
      .evaluateAll((handles) =>
        handles.map((h) => (h.getAttribute('aria-label') ?? '').replace(/^Drag /, '')),
      );
}

async function lisbonTrip(page: Page): Promise<string> {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  return new TripFormPage(page).create({
    destination: 'Lisbon, Portugal',
    title: 'Six days in Lisbon',
    startDate: '2026-12-10',
    endDate: '2026-12-15',
  });
}

test('a dated timeline: stays span their nights, items follow their times, drag by keyboard', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const id = await lisbonTrip(page);
  const itinerary = new ItineraryPage(page);
  await itinerary.open(id);

  // Days carry their dates; the SPEC's 'Day {n}' comes first.
  await expect(itinerary.dayHeading(1)).toHaveText('Day 1 · Thu 10 Dec');
  await expect(itinerary.dayHeading(2)).toHaveText('Day 2 · Fri 11 Dec');

  // A five-night stay shows on every day from check-in to check-out.
  await itinerary.addActivity({
    type: 'Accommodation',
    title: 'Casa do Alecrim',
    time: '18:00',
    endTime: '11:00 (+5)',
  });
  await expect(itinerary.day(1)).toContainText('Check-in 18:00 · Check-out 11:00 (+5)');
  await expect(itinerary.day(1)).toContainText('5 nights');
  await expect(itinerary.day(2).getByTestId('stay-night')).toHaveText(
    'Casa do Alecrim · night 2 of 5',
  );
  await expect(itinerary.day(5).getByTestId('stay-night')).toHaveText(
    'Casa do Alecrim · night 5 of 5',
  );
  await expect(itinerary.day(6).getByTestId('stay-night')).toHaveText(
    'Casa do Alecrim · Check-out 11:00',
  );
  // Nights are not activities: the SPEC's empty-day words stay.
  await expect(itinerary.day(3).getByText('No activities for this day')).toBeVisible();

  // Items follow their times: moved above an earlier one, the earlier one says so.
  await itinerary.addActivity({ day: 2, title: 'Gulbenkian Museum', time: '09:00' });
  await itinerary.addActivity({ day: 2, title: 'Lunch at Cervejaria', time: '14:00' });
  await itinerary.addActivity({ day: 3, title: 'Fado night' });
  await expect.poll(titlesOn(itinerary, 2)).toEqual(['Gulbenkian Museum', 'Lunch at Cervejaria']);
  await page.getByRole('button', { name: 'Move Lunch at Cervejaria up' }).click();
  await expect.poll(titlesOn(itinerary, 2)).toEqual(['Lunch at Cervejaria', 'Gulbenkian Museum']);
  const warning = itinerary.day(2).getByRole('note');
  await expect(warning).toHaveText(
    'This activity is at 09:00, before Lunch at Cervejaria (14:00) above it',
  );
  await shoot(page, 'timeline-warning');
  await page.getByRole('button', { name: 'Move Lunch at Cervejaria down' }).click();
  await expect(warning).toHaveCount(0);

  // Offline (a move is a local change): the untimed Fado night dragged by keyboard onto day 2,
  // between the museum and lunch, announced in our words.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await itinerary.dragByKeyboard('Fado night', ['ArrowUp']);
  await expect(itinerary.liveRegion()).toContainText('Fado night was dropped on Day 2, Fri 11 Dec');
  await expect
    .poll(titlesOn(itinerary, 2))
    .toEqual(['Gulbenkian Museum', 'Fado night', 'Lunch at Cervejaria']);
  await expect(itinerary.day(3).getByText('No activities for this day')).toBeVisible();
  await expect(itinerary.day(2).getByText('Not synced yet').first()).toBeVisible();
  // The keyboard stays on the moved row's handle, for the next move.
  await expect(itinerary.dragHandle('Fado night')).toBeFocused();
  await itinerary.dragByKeyboard('Fado night', ['ArrowDown']);
  await expect
    .poll(titlesOn(itinerary, 2))
    .toEqual(['Gulbenkian Museum', 'Lunch at Cervejaria', 'Fado night']);
  await shoot(page, 'timeline-phone');
  await context.setOffline(false);

  // On a wide screen too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(itinerary.dayHeading(2)).toHaveText('Day 2 · Fri 11 Dec');
  await expect(itinerary.dragHandle('Fado night')).toBeVisible();
  await shoot(page, 'timeline-wide');
});

test("a stay's cost is spread over its nights; a shortened trip flags what falls outside", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await lisbonTrip(page);
  const itinerary = new ItineraryPage(page);
  await itinerary.open(id);
  await itinerary.addActivity({
    day: 2,
    type: 'Accommodation',
    title: 'Casa do Alecrim',
    time: '15:00',
    endTime: '11:00 (+4)',
  });
  await itinerary.addActivity({ day: 6, title: 'Farewell dinner', time: '20:00' });

  // The trip page's preview dates its days too.
  const trip = new TripPage(page);
  await trip.open(id);
  await expect(trip.itinerary().getByRole('heading', { name: 'Day 2 · Fri 11 Dec' })).toBeVisible();

  // $400 paid on check-in day for four nights: $100 on each night, nothing on check-out day.
  await trip.addExpense({
    category: 'Accommodation',
    amount: '400',
    date: '2026-12-11',
    description: 'Casa do Alecrim',
  });
  const insights = trip.section('Where the money went');
  await expect(insights).toContainText("A stay's cost is spread over its nights.");
  const daily = page.getByRole('group', { name: 'Spent per day (scrolls sideways)' });
  await expect(daily.locator('tbody td')).toHaveText([
    '$0.00',
    '$100.00',
    '$100.00',
    '$100.00',
    '$100.00',
    '$0.00',
  ]);
  await daily.scrollIntoViewIfNeeded();
  await shoot(page, 'stay-chart');

  // The trip now ends on day 4: the farewell dinner's day is flagged, not hidden, and it moves.
  await page.goto(`/trips/${id}/edit`);
  await new TripFormPage(page).fill({ endDate: '2026-12-13' });
  await new TripFormPage(page).update();
  await expect(page).toHaveURL(`/trips/${id}`);
  await itinerary.open(id);
  await expect(itinerary.day(6)).toContainText("Outside the trip's dates");
  await expect(itinerary.day(6)).toContainText('Farewell dinner');
  await expect(itinerary.day(4)).not.toContainText("Outside the trip's dates");
  await shoot(page, 'outside-dates');
  await itinerary.day(6).getByLabel('Move Farewell dinner to day').selectOption({
    label: 'Day 4 · Sun 13 Dec',
  });
  await expect(itinerary.day(4)).toContainText('Farewell dinner');
  await expect(itinerary.day(6)).toHaveCount(0);
});

test("an item's document is one tap from its row; the cover photo shows on the trip card", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await lisbonTrip(page);
  const itinerary = new ItineraryPage(page);
  await itinerary.open(id);
  await itinerary.addActivity({ type: 'Transport', title: 'Flight to Lisbon', time: '10:05' });

  // The boarding pass, a photo, attached to the flight and made the trip's cover.
  const trip = new TripPage(page);
  await trip.open(id);
  const docs = new DocumentsSection(page);
  await docs.pick(pngFile('boarding.png', 64, 48));
  const form = docs.form();
  await form.getByLabel('Name').fill('Boarding pass');
  await form.getByLabel('Attached to').selectOption({ label: 'Day 1 · Flight to Lisbon' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const viewer = await docs.open('Boarding pass');
  await viewer.getByRole('button', { name: 'Use as trip cover' }).click();
  await docs.close('Boarding pass');

  // The trips list draws the trip with its cover, not the default art.
  await page.goto('/trips');
  const card = page.getByRole('article', { name: 'Six days in Lisbon' });
  await expect(card.getByTestId('trip-cover')).toHaveAttribute('src', /^blob:/);
  await shoot(page, 'trip-card-cover');

  // On the itinerary the flight's row opens the boarding pass in one tap.
  await itinerary.open(id);
  await itinerary.day(1).getByRole('button', { name: 'Documents for Flight to Lisbon' }).click();
  const pass = page.getByRole('dialog', { name: 'Boarding pass' });
  await expect(pass.getByRole('img', { name: 'Boarding pass' })).toBeVisible();
  await pass.getByRole('button', { name: 'Close' }).click();
  await expect(pass).toBeHidden();

  // And the item's dialog lists it, with the photo's thumbnail.
  await page.getByRole('button', { name: 'Edit activity Flight to Lisbon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Activity' });
  const listed = dialog.getByRole('button', { name: 'Open Boarding pass' });
  await expect(listed.getByTestId('document-thumbnail')).toHaveAttribute('src', /^blob:/);
  await shoot(page, 'item-documents');
  await listed.click();
  await expect(pass).toBeVisible();
});
