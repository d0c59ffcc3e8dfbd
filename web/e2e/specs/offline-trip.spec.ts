import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { AuthPage } from '../pages/auth-page';
import { ItineraryPage } from '../pages/itinerary-page';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { TripsPage } from '../pages/trips-page';
import { uniqueUsername } from '../support/users';

interface ServerTrip {
  title: string;
  startDate: string;
  endDate: string;
  budget: number | null;
  destination: { name: string } | null;
  expenses: Array<{ category: string; amount: number; description: string; date: string }>;
  itineraryItems: Array<{ day: number; type: string; title: string; time: string | null }>;
}

/** What a traveller planned, as the server reports it, in a stable order. */
function summary(trip: ServerTrip) {
  return {
    title: trip.title,
    startDate: trip.startDate,
    endDate: trip.endDate,
    budget: trip.budget,
    destination: trip.destination?.name,
    expenses: trip.expenses
      .map((e) => `${e.category} ${e.amount} ${e.date} ${e.description}`)
      .sort(),
    items: trip.itineraryItems.map((i) => `${i.day} ${i.type} ${i.title} ${i.time ?? '-'}`).sort(),
  };
}

async function expectPlannedTrip(page: Page) {
  const trip = new TripPage(page);
  await expect(page.getByRole('heading', { name: 'Offline in Kyoto', level: 1 })).toBeVisible();
  await expect(page.getByText('3 days')).toBeVisible();
  await expect(trip.expenseRows()).toHaveCount(2);
  await expect(trip.expenseRow('Ryokan deposit')).toContainText('$180.00');
  await expect(trip.expenseRow('Bus pass')).toContainText('$7.50');
  await expect(trip.expenses()).toContainText('$112.50 remaining');
  const preview = trip.itinerary();
  await expect(preview).toContainText('Arrive at Kyoto Station');
  await expect(preview).toContainText('Philosopher’s Path');
  await expect(preview.getByText('And 1 more days...')).toBeVisible();
}

test('a trip planned entirely offline reaches the server and a second device', async ({
  page,
  context,
  browser,
}) => {
  // A long story on two devices: give it room on a busy machine.
  test.setTimeout(120_000);
  const username = uniqueUsername();
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username, password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  const trips = new TripsPage(page);
  await trips.open();
  await expect(page.getByRole('heading', { name: 'No Trips Yet' })).toBeVisible();
  // The installed app: its worker holds every screen, so the next screens load with no network.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);

  // Create the trip: destinations come from the device's cached copy.
  await page.getByRole('link', { name: 'New Trip' }).click();
  const form = new TripFormPage(page);
  await form.fill({
    destination: 'Kyoto, Japan',
    title: 'Offline in Kyoto',
    startDate: '2026-11-02',
    endDate: '2026-11-04',
    budget: '300',
  });
  await page.getByRole('button', { name: 'Create Trip' }).click();
  await expect(page.getByText('Trip created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/trips\/[0-9a-f-]{36}$/);
  const tripId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByText('Not synced yet').first()).toBeVisible();
  // On a phone the toast sits over the itinerary's link, under the pointer that pressed Create.
  await new AppShell(page).closeToast('Trip created successfully!');

  // Plan three days, and change one's mind once.
  const trip = new TripPage(page);
  await trip.itinerary().getByRole('link', { name: 'Add Activities' }).click();
  const itinerary = new ItineraryPage(page);
  await itinerary.addActivity({
    title: 'Arrive at Kyoto Station',
    type: 'Transport',
    time: '10:00 AM',
  });
  await itinerary.addActivity({ day: 2, title: 'Philosopher’s Path' });
  await itinerary.addActivity({ day: 2, type: 'Dining', title: 'Tofu lunch', time: '12:30 PM' });
  await itinerary.addActivity({ day: 3, title: 'Arashiyama bamboo grove' });
  await itinerary.deleteActivity('Tofu lunch');
  await expect(page.getByText('Activity deleted')).toBeVisible();
  await expect(itinerary.day(2)).not.toContainText('Tofu lunch');
  await expect(itinerary.day(3)).toContainText('Arashiyama bamboo grove');

  // Log expenses against the budget, and delete one.
  await page.getByRole('link', { name: 'Offline in Kyoto' }).click();
  await trip.addExpense({
    category: 'Accommodation',
    amount: '180',
    description: 'Ryokan deposit',
    date: '2026-11-02',
  });
  await trip.addExpense({
    category: 'Transportation',
    amount: '7.5',
    description: 'Bus pass',
    date: '2026-11-02',
  });
  await trip.addExpense({
    category: 'Shopping',
    amount: '95',
    description: 'Tea set',
    date: '2026-11-03',
  });
  await expect(trip.expenses()).toContainText('$17.50 remaining');
  await trip.deleteExpense('Tea set');
  await expect(page.getByText('Expense deleted')).toBeVisible();
  await expectPlannedTrip(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trips' }).click();
  await expect(trips.card('Offline in Kyoto')).toContainText('Not synced yet');

  // Back online: the outbox drains and the pending marks go.
  await context.setOffline(false);
  await expect(trips.card('Offline in Kyoto')).not.toContainText('Not synced yet', {
    timeout: 20_000,
  });

  // A second device signed in as the same traveller sees the same plan.
  const second = await browser.newContext();
  try {
    const other = await second.newPage();
    const otherAuth = new AuthPage(other);
    await otherAuth.open();
    await otherAuth.login(username, 'secret123');
    await expect(other).toHaveURL(/\/$/);
    const otherTrips = new TripsPage(other);
    await otherTrips.open();
    await expect(otherTrips.card('Offline in Kyoto')).toContainText('Kyoto, Japan');
    await otherTrips.openCard('Offline in Kyoto');
    await expectPlannedTrip(other);
    const otherItinerary = new ItineraryPage(other);
    await otherItinerary.open(tripId);
    await expect(otherItinerary.day(1)).toContainText('Arrive at Kyoto Station');
    await expect(otherItinerary.day(3)).toContainText('Arashiyama bamboo grove');
    await expect(otherItinerary.day(2)).not.toContainText('Tofu lunch');

    // And the server holds exactly that: no lost change, no duplicate, nothing deleted come back.
    const res = await other.request.get(`/api/trips/${tripId}`);
    expect(res.status()).toBe(200);
    expect(summary((await res.json()) as ServerTrip)).toEqual({
      title: 'Offline in Kyoto',
      startDate: '2026-11-02',
      endDate: '2026-11-04',
      budget: 30000,
      destination: 'Kyoto',
      expenses: [
        'accommodation 18000 2026-11-02 Ryokan deposit',
        'transport 750 2026-11-02 Bus pass',
      ],
      items: [
        '1 transport Arrive at Kyoto Station 10:00 AM',
        '2 activity Philosopher’s Path -',
        '3 activity Arashiyama bamboo grove -',
      ],
    });
    const list = (await (await other.request.get('/api/trips')).json()) as Array<{ id: string }>;
    expect(list.map((t) => t.id)).toEqual([tripId]);
  } finally {
    await second.close();
  }
});
