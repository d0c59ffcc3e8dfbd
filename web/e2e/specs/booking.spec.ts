import { expect, test, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { BookedFlightFlow } from '../pages/booked-flight';
import { FlightsPage } from '../pages/flights-page';
import { uniqueUsername } from '../support/users';

test.use({ serviceWorkers: 'block' });

function dateFromNow(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function openWizard(page: Page, from: [string, string], to: [string, string]) {
  const flights = new FlightsPage(page);
  await flights.open();
  await flights.chooseAirport('From', ...from);
  await flights.chooseAirport('To', ...to);
  await flights.fillDates(dateFromNow(45));
  await flights.submit();
  await flights.results().first().getByRole('button', { name: 'View Details' }).click();
  await flights.dialog('Flight Details').getByRole('button', { name: 'Book Flight' }).click();
  const wizard = flights.dialog('Book Flight');
  await expect(wizard).toBeVisible();
  return { flights, wizard };
}

test('booking demo from JFK to LHR, end to end', async ({ page }) => {
  const { flights, wizard } = await openWizard(page, ['New York', 'JFK'], ['London', 'LHR']);
  const writes: string[] = [];
  page.on('request', (r) => r.method() !== 'GET' && writes.push(`${r.method()} ${r.url()}`));
  const progress = flights.progress();
  await expect(progress).toHaveAttribute('aria-valuenow', '33');

  // Invalid: the exact messages of the passenger form, and the step does not change.
  await wizard.getByRole('button', { name: 'Continue to Review' }).click();
  for (const message of [
    'Title is required',
    'First name must be at least 2 characters',
    'Last name must be at least 2 characters',
    'Valid email is required',
    'Phone number must be at least 10 digits',
  ]) {
    await expect(wizard.getByText(message)).toBeVisible();
  }
  await expect(progress).toHaveAttribute('aria-valuenow', '33');

  // JFK -> LHR: the first letters differ, so the trip is international.
  await expect(wizard.getByLabel('Date of birth')).toBeVisible();
  await expect(wizard.getByLabel('Passport number')).toBeVisible();

  await wizard.getByLabel('Title').selectOption('Ms');
  await wizard.getByLabel('First name').fill('Ada');
  await wizard.getByLabel('Last name').fill('Lovelace');
  await wizard.getByLabel('Email').fill('not-an-email');
  await wizard.getByLabel('Phone').fill('+44 20 7946 0958');
  await wizard.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(wizard.getByText('Valid email is required')).toBeVisible();
  await wizard.getByLabel('Email').fill('ada@example.com');
  await wizard.getByLabel('Passport number').fill('X1234567');
  await wizard.getByLabel('Seat preference').selectOption({ label: 'No Preference' });
  await wizard.getByRole('button', { name: 'Continue to Review' }).click();

  await expect(progress).toHaveAttribute('aria-valuenow', '66');
  await expect(wizard.getByText('Ms Ada Lovelace')).toBeVisible();
  await expect(wizard.getByText('No Preference')).toBeVisible();
  await expect(wizard.getByText('X1234567')).toBeVisible();

  await wizard.getByRole('button', { name: 'Back' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '33');
  await expect(wizard.getByLabel('First name')).toHaveValue('Ada');
  await wizard.getByRole('button', { name: 'Continue to Review' }).click();
  await wizard.getByRole('button', { name: 'Continue to Payment' }).click();

  await expect(progress).toHaveAttribute('aria-valuenow', '90');
  await expect(wizard.getByText('This is a demo')).toBeVisible();
  for (const field of ['Card number', 'Expiry date', 'CVC', 'Name on card']) {
    await expect(wizard.getByLabel(field)).toBeDisabled();
  }
  await wizard.getByRole('button', { name: 'Back' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '66');
  await wizard.getByRole('button', { name: 'Continue to Payment' }).click();
  await wizard.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(wizard.getByText('Booking Confirmed')).toBeVisible();
  await expect(wizard.getByTestId('booking-reference')).toHaveText(/^WF-DEMO-[A-Z0-9]{6}$/);
  await wizard.getByRole('button', { name: 'Done' }).click();
  await expect(wizard).toBeHidden();
  expect(writes).toEqual([]);

  // Opening it again starts over with an empty form.
  await flights.results().first().getByRole('button', { name: 'View Details' }).click();
  await flights.dialog('Flight Details').getByRole('button', { name: 'Book Flight' }).click();
  await expect(flights.progress()).toHaveAttribute('aria-valuenow', '33');
  await expect(flights.dialog('Book Flight').getByLabel('First name')).toHaveValue('');
});

test('a trip between codes with the same first letter asks for no passport', async ({ page }) => {
  const { wizard } = await openWizard(page, ['Los Angeles', 'LAX'], ['London', 'LHR']);
  await expect(wizard.getByLabel('First name')).toBeVisible();
  await expect(wizard.getByLabel('Date of birth')).toHaveCount(0);
  await expect(wizard.getByLabel('Passport number')).toHaveCount(0);
});

test('signing in from the confirmation comes back to it, to add the booking to a trip', async ({
  page,
}) => {
  const booking = new BookedFlightFlow(page);
  await booking.search(['London', 'LHR'], ['New York', 'JFK'], dateFromNow(30));
  await booking.openWizard();
  const flight = await booking.book();
  await booking.wizard().getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await new AuthPage(page).register({ username: uniqueUsername(), password: 'secret123' });

  // Back on the confirmation of the same booking, not on Home.
  await expect(page).toHaveURL(/\/flights\?booking=resume$/);
  const wizard = booking.wizard();
  await expect(wizard.getByText('Booking Confirmed')).toBeVisible();
  await expect(wizard.getByTestId('booking-reference')).toHaveText(flight.reference);
  await expect(wizard.getByRole('button', { name: 'Add to a trip' })).toBeVisible();
  // Kept on the device, a reload on the way loses nothing.
  await page.reload();
  await expect(wizard.getByTestId('booking-reference')).toHaveText(flight.reference);
  await page.screenshot({ path: test.info().outputPath('booking-after-sign-in.png') });
  await wizard.getByRole('button', { name: 'Add to a trip' }).click();
  await expect(booking.addToTripDialog()).toBeVisible();
  await booking.addToTripDialog().getByRole('button', { name: 'Cancel' }).click();
  await expect(booking.addToTripDialog()).toBeHidden();

  // Done closes it for good: the flights screen starts afresh after a reload.
  await wizard.getByRole('button', { name: 'Done' }).click();
  await expect(wizard).toBeHidden();
  await expect(page).toHaveURL(/\/flights$/);
  await page.reload();
  await expect(page.getByText('Search for Flights')).toBeVisible();
  await expect(wizard).toBeHidden();
});
