import { expect, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { AuthPage } from '../pages/auth-page';
import { TripFormPage } from '../pages/trip-form-page';
import { uniqueUsername } from './users';

/** A date `days` from today on this machine's calendar (the browser's too), yyyy-MM-dd. */
export const isoFromToday = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');

/**
 * Registers a new traveller and creates one trip to Kyoto through the form, as they would;
 * answers its id. The page is left on the new trip.
 */
export async function travellerWithTrip(
  page: Page,
  trip: { title: string; startInDays: number; days: number },
): Promise<string> {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123', firstName: 'Ada' });
  await expect(page).toHaveURL(/\/$/);
  return new TripFormPage(page).create({
    destination: 'Kyoto, Japan',
    title: trip.title,
    startDate: isoFromToday(trip.startInDays),
    endDate: isoFromToday(trip.startInDays + trip.days - 1),
  });
}
