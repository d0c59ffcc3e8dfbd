import { expect, test, type Page } from '@playwright/test';
import { DayNotes } from '../pages/day-notes';
import { ItineraryPage } from '../pages/itinerary-page';
import { SyncStatus } from '../pages/sync-status';
import { TripPage } from '../pages/trip-page';
import {
  addMember,
  createSyncedTrip,
  goOffline,
  registerIn,
  secondDevice,
} from '../support/shared-trip';
import { screenshotLooks } from '../support/looks';

/** The plan at a phone's width and a wide screen's, light and dark, in the run's output. */
const screenshots = (page: Page, name: string) =>
  screenshotLooks(page, name, { widths: [390, 1280] });

/*
 * Day notes on a shared trip: two companions each write a day's note with no signal, and both
 * notes are on both phones once they are back online (merged by day). A note of 100,000
 * characters is refused with a clear message, and a viewer reads the notes but cannot change
 * them. The day's note is at the top of the day on the itinerary and in the Plan tab's preview.
 */
test('two companions write day notes offline and both stay; viewers only read them', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await registerIn(page, 'Ada');
  const { context: contextB, page: pageB, traveller: ben } = await secondDevice(browser, 'Ben');
  const { context: contextC, page: pageC, traveller: cy } = await secondDevice(browser, 'Cy');
  try {
    const tripId = await createSyncedTrip(page, {
      destination: 'Lisbon, Portugal',
      title: 'Lisbon with notes',
      startDate: '2027-05-10',
      endDate: '2027-05-14',
      notes: 'Bring the rail passes',
    });
    await addMember(page, tripId, ben);
    await addMember(page, tripId, cy, 'viewer');

    const itineraryA = new ItineraryPage(page);
    await itineraryA.open(tripId);
    await itineraryA.addActivity({ day: 2, title: 'Tile museum' });
    const notesA = new DayNotes(page);
    await notesA.write(1, 'Pick up the car at 9');
    // The trip's own note heads the plan.
    await expect(page.getByRole('note', { name: 'Trip note' })).toHaveText('Bring the rail passes');

    const notesB = new DayNotes(pageB);
    await new ItineraryPage(pageB).open(tripId);
    await expect(notesB.note(1)).toHaveText('Pick up the car at 9', { timeout: 20_000 });
    await new SyncStatus(page).expectAllSent();

    // No signal for either: Ada notes Day 2, Ben Day 3.
    await goOffline(page.context(), page);
    await goOffline(contextB, pageB);
    await notesA.write(2, 'Museum closed on Mondays:\ngo early');
    await notesB.write(3, 'Train to Sintra at 8:10');
    await expect(notesA.note(2)).toContainText('Museum closed on Mondays');
    await expect(notesA.note(3)).toHaveCount(0);

    // Back online: both notes on both phones, Day 1's kept.
    await page.context().setOffline(false);
    await contextB.setOffline(false);
    for (const notes of [notesA, notesB]) {
      await expect(notes.note(2)).toHaveText('Museum closed on Mondays:\ngo early', {
        timeout: 15_000,
      });
      await expect(notes.note(3)).toHaveText('Train to Sintra at 8:10', { timeout: 15_000 });
      await expect(notes.note(1)).toHaveText('Pick up the car at 9');
    }

    // 100,000 characters: a clear message, and the note as it was.
    await notesA.write(2, 'x'.repeat(100_000), { expectSaved: false });
    await expect(page.getByText('A day note can be at most 2,000 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(notesA.note(2)).toHaveText('Museum closed on Mondays:\ngo early');

    // Cy only views the trip: he reads every note and is offered no way to change one.
    const notesC = new DayNotes(pageC);
    await new ItineraryPage(pageC).open(tripId);
    await expect(notesC.note(3)).toHaveText('Train to Sintra at 8:10', { timeout: 20_000 });
    await expect(notesC.note(2)).toContainText('go early');
    await expect(pageC.getByRole('button', { name: /note/i })).toHaveCount(0);

    // The Plan tab's preview shows Day 2's note above its activity.
    await new TripPage(page).open(tripId);
    const day2 = page.getByRole('region', { name: 'Itinerary' }).getByRole('region', {
      name: 'Day 2',
    });
    await expect(day2.getByRole('note', { name: 'Note for Day 2' })).toContainText('go early');
    await screenshots(page, 'day-notes-plan-tab');
    await itineraryA.open(tripId);
    await screenshots(page, 'day-notes-itinerary');
  } finally {
    await contextB.close();
    await contextC.close();
  }
});
