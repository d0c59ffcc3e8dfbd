import { expect, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { ItineraryPage, type ActivityFields } from '../pages/itinerary-page';
import { TripFormPage } from '../pages/trip-form-page';
import { uniqueUsername } from './users';

/**
 * A three-day Kyoto trip (2-4 Nov 2026) of a new traveller, with these activities in this order
 * on the itinerary; answers its id
 * and the itinerary. Tall enough for all three days: a drag near the screen's edge scrolls the
 * page under the pointer (dnd-kit's auto-scroll), which is dnd-kit's to test, not ours.
 */
export async function kyotoPlan(
  page: Page,
  width: number,
  activities: ActivityFields[],
  title = 'Kyoto across days',
) {
  await page.setViewportSize({ width, height: 1400 });
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  const tripId = await new TripFormPage(page).create({
    destination: 'Kyoto, Japan',
    title,
    startDate: '2026-11-02',
    endDate: '2026-11-04',
  });
  const itinerary = new ItineraryPage(page);
  await itinerary.open(tripId);
  for (const activity of activities) await itinerary.addActivity(activity);
  return { tripId, itinerary };
}
