import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { ItineraryPage } from '../pages/itinerary-page';
import { MembersSection } from '../pages/members-section';
import { serverTrip } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { TripsPage } from '../pages/trips-page';
import {
  joinInvitation,
  register,
  secondBrowser,
  syncNow,
  twoTravellers,
  type Traveller,
} from '../support/two-travellers';

const VIEWER_NOTE = 'You can view this trip. Only its owner and editors can change it.';

/** Ada's trip, on the server before anyone is invited to it. */
async function createTrip(ada: Traveller, title: string): Promise<string> {
  const id = await new TripFormPage(ada.page).create({
    destination: 'Kyoto, Japan',
    title,
    startDate: '2026-11-02',
    endDate: '2026-11-04',
  });
  await expect.poll(async () => (await serverTrip(ada.page, id)).status).toBe(200);
  await ada.sync.expectAllSent();
  return id;
}

/** Ada's trip with Ben on it in `role`: invited by username from the trip page, and joined. */
async function sharedTrip(
  ada: Traveller,
  ben: Traveller,
  title: string,
  role: 'Editor' | 'Viewer',
) {
  const id = await createTrip(ada, title);
  const members = new MembersSection(ada.page);
  await members.invite(ben.username, role);
  await expect(members.sentConfirmation()).toHaveText(MembersSection.sentText(ben.username));
  await joinInvitation(ben, ada, title);
  await expect(members.member(ben.name)).toContainText(role, { timeout: 20_000 });
  return id;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The WCAG A and AA findings on the screen as it is now. */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes[0]?.html ?? ''}`);
}

test('the owner invites a companion by username; the companion finds the shared trip', async ({
  page,
  browser,
}) => {
  const { ada, ben } = await twoTravellers(page, browser);
  const tripId = await createTrip(ada, 'Kyoto together');
  const members = new MembersSection(page);

  // Alone on the trip: an invitation to plan together.
  await expect(members.region()).toContainText(
    'Plan together: invite a companion to edit or view this trip.',
  );
  await expect(members.member('Ada')).toContainText('(you)');
  await expect(members.member('Ada')).toContainText('Owner');

  // The form checks the username, then the server does.
  await members.invite('x', 'Editor');
  await expect(members.inviteForm()).toContainText('Username must be at least 3 characters');
  // A name nobody has gets the same answer as a real one: names cannot be tried out.
  await members.invite('nobody_by_this_name', 'Editor');
  await expect(members.sentConfirmation()).toHaveText(
    MembersSection.sentText('nobody_by_this_name'),
  );

  await members.invite(ben.username, 'Editor');
  await expect(members.sentConfirmation()).toHaveText(MembersSection.sentText(ben.username));
  // Invited is not on the trip: Ben joins from his trips list.
  await expect(members.member('Ben')).toHaveCount(0);
  await joinInvitation(ben, ada, 'Kyoto together');
  await expect(members.member('Ben')).toContainText(`@${ben.username}`, { timeout: 20_000 });
  await expect(members.member('Ben').getByLabel('Role of Ben')).toHaveValue('editor');
  await expect(members.inviteForm().getByLabel('Username')).toHaveValue('');
  await expect(members.region()).not.toContainText('Plan together');
  await members.invite(ben.username, 'Viewer');
  await expect(members.inviteForm()).toContainText(`${ben.username} is already on this trip`);
  await members.createLink('Editor');
  expect(await axeViolations(page)).toEqual([]);

  // Ada's list marks the trip as shared with Ben.
  const tripsA = new TripsPage(page);
  await tripsA.open();
  await expect(tripsA.card('Kyoto together')).toContainText('Shared');
  await expect(tripsA.card('Kyoto together')).toContainText('With Ben');

  // Ben's device learns of the trip on its next sync (opening the app).
  const tripsB = new TripsPage(ben.page);
  await tripsB.open();
  const card = tripsB.card('Kyoto together');
  await expect(card).toContainText('Shared by Ada', { timeout: 20_000 });
  await tripsB.openCard('Kyoto together');
  await expect(heading(ben.page)).toHaveText('Kyoto together');
  const membersB = new MembersSection(ben.page);
  await expect(membersB.member('Ada')).toContainText('Owner');
  await expect(membersB.member('Ben')).toContainText('(you)');
  await expect(membersB.member('Ben')).toContainText('Editor');
  // An editor changes the plan but not the people, and cannot delete the trip.
  await expect(membersB.inviteForm()).toHaveCount(0);
  await expect(membersB.region().getByRole('button', { name: 'Leave trip' })).toBeVisible();
  await ben.page.getByRole('button', { name: 'Trip actions' }).click();
  await expect(ben.page.getByRole('menuitem', { name: 'Edit Trip' })).toBeVisible();
  await expect(ben.page.getByRole('menuitem', { name: 'Delete Trip' })).toHaveCount(0);
  await ben.page.keyboard.press('Escape');

  // What each adds carries their name for the other.
  const itineraryB = new ItineraryPage(ben.page);
  await itineraryB.open(tripId);
  await itineraryB.addActivity({ day: 1, title: 'Tea ceremony' });
  await expect(itineraryB.day(1)).toContainText('Added by you');
  await ben.sync.expectAllSent();
  const itineraryA = new ItineraryPage(page);
  await itineraryA.open(tripId);
  await expect(itineraryA.day(1)).toContainText('Tea ceremony');
  await expect(itineraryA.day(1)).toContainText('Added by Ben');
  await ben.context.close();
});

test('an invite link lets a signed-out traveller sign up and join as a viewer, read-only', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { page: pageB, context } = await secondBrowser(browser);
  await new AuthPage(page).open();
  const ada = await register(page, 'Ada');
  await expect(page).toHaveURL(/\/$/);
  const tripId = await createTrip(ada, 'Kyoto for viewers');
  const members = new MembersSection(page);
  const retired = await members.createLink('Viewer');
  await expect(members.region()).toContainText('A new viewer link replaces this one');
  // A new link for the role retires the one before.
  const link = await members.createLink('Viewer');
  expect(link).not.toBe(retired);
  expect(new URL(link).pathname).toMatch(/^\/join\//);

  // Signed out, the link asks to sign in, and comes back once that is done.
  await pageB.goto(new URL(link).pathname);
  await expect(pageB.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(pageB.getByText('Please sign in to join this trip')).toBeVisible();
  await pageB.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(pageB).toHaveURL(/\/auth$/);
  const ben = await register(pageB, 'Ben');
  await expect(pageB).toHaveURL(new URL(link).pathname);
  await expect(heading(pageB)).toHaveText('Join "Kyoto for viewers"');
  await expect(pageB.getByText('Ada invited you as a viewer.')).toBeVisible();
  expect(await axeViolations(pageB)).toEqual([]);
  await pageB.getByRole('button', { name: 'Join trip' }).click();

  // The trip opens once it is on Ben's device, never as 'Trip not found'.
  await expect(pageB).toHaveURL(`/trips/${tripId}`);
  await expect(heading(pageB)).toHaveText('Kyoto for viewers');
  const trip = new TripPage(pageB);
  await expect(pageB.getByText(VIEWER_NOTE)).toBeVisible();
  const membersB = new MembersSection(pageB);
  await expect(membersB.member('Ben')).toContainText('Viewer');
  await expect(trip.itinerary()).toContainText('No activities added yet');
  await expect(trip.itinerary().getByRole('link', { name: 'Add Activities' })).toHaveCount(0);
  await expect(trip.section('Trip Details').getByRole('link', { name: 'Edit' })).toHaveCount(0);
  // A viewer's menu offers only a copy of their own (decision 018).
  await pageB.getByRole('button', { name: 'Trip actions' }).click();
  await expect(pageB.getByRole('menuitem')).toHaveText(['Copy trip']);
  await pageB.keyboard.press('Escape');
  await expect(trip.expenses().getByRole('button', { name: 'Add Expense' })).toHaveCount(0);
  expect(await axeViolations(pageB)).toEqual([]);
  const itineraryB = new ItineraryPage(pageB);
  await itineraryB.open(tripId);
  await expect(pageB.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  await expect(pageB.getByText(VIEWER_NOTE)).toBeVisible();

  // Opening the link again offers the trip; the retired link and a made-up one are refused.
  await pageB.goto(new URL(link).pathname);
  await expect(heading(pageB)).toHaveText("You're already on this trip");
  await pageB.getByRole('link', { name: 'Open trip' }).click();
  await expect(pageB).toHaveURL(`/trips/${tripId}`);
  await pageB.goto(new URL(retired).pathname);
  await expect(heading(pageB)).toHaveText('This invite link is not valid');
  await pageB.goto('/join/not-a-code');
  await expect(heading(pageB)).toHaveText('This invite link is not valid');

  // Ada sees who joined once her device syncs.
  await page.reload();
  await expect(members.member(ben.name)).toContainText('Viewer');
  await context.close();
});

test('a viewer made editor gains the controls after the next sync', async ({ page, browser }) => {
  const { ada, ben } = await twoTravellers(page, browser);
  const tripId = await sharedTrip(ada, ben, 'Kyoto, promoted', 'Viewer');

  const tripB = new TripPage(ben.page);
  await tripB.open(tripId);
  await expect(heading(ben.page)).toHaveText('Kyoto, promoted');
  await expect(ben.page.getByText(VIEWER_NOTE)).toBeVisible();
  await expect(tripB.itinerary().getByRole('link', { name: 'Add Activities' })).toHaveCount(0);

  await new MembersSection(page).changeRole('Ben', 'Editor');
  await expect(page.getByText('Ben is now an editor')).toBeVisible();
  await ada.sync.expectAllSent();

  await syncNow(ben);
  await expect(tripB.itinerary().getByRole('link', { name: 'Add Activities' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(ben.page.getByText(VIEWER_NOTE)).toHaveCount(0);
  await expect(tripB.section('Trip Details').getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(new MembersSection(ben.page).member('Ben')).toContainText('Editor');
  await ben.context.close();
});

test('a removed companion loses the trip on their next sync', async ({ page, browser }) => {
  const { ada, ben } = await twoTravellers(page, browser);
  const tripId = await sharedTrip(ada, ben, 'Kyoto, briefly', 'Editor');
  const tripsB = new TripsPage(ben.page);
  await tripsB.open();
  await expect(tripsB.card('Kyoto, briefly')).toBeVisible({ timeout: 20_000 });

  const members = new MembersSection(page);
  await members.member('Ben').getByRole('button', { name: 'Remove Ben' }).click();
  await expect(members.confirmation()).toContainText('Remove Ben?');
  await members.confirmation().getByRole('button', { name: 'Cancel' }).click();
  await expect(members.member('Ben')).toBeVisible();
  await members.remove('Ben');
  await expect(page.getByText('Ben was removed from the trip')).toBeVisible();
  await expect(members.member('Ben')).toHaveCount(0);
  await expect(members.region()).toContainText('Plan together');

  await tripsB.open();
  await expect(ben.page.getByRole('heading', { name: 'No Trips Yet' })).toBeVisible({
    timeout: 20_000,
  });
  expect((await serverTrip(ben.page, tripId)).status).toBe(404);
  await ben.context.close();
});

test('an activity added offline by a companion removed meanwhile needs attention', async ({
  page,
  browser,
}) => {
  const { ada, ben } = await twoTravellers(page, browser);
  const tripId = await sharedTrip(ada, ben, 'Kyoto, offline', 'Editor');

  const itineraryB = new ItineraryPage(ben.page);
  await itineraryB.open(tripId);
  await expect(itineraryB.day(1)).toBeVisible({ timeout: 20_000 });
  await ben.sync.expectAllSent();
  await ben.context.setOffline(true);
  await itineraryB.addActivity({ day: 1, title: 'Night walk in Gion' });
  await ben.sync.expectShows('Offline · 1 change waiting');

  await new MembersSection(page).remove('Ben');
  await expect(page.getByText('Ben was removed from the trip')).toBeVisible();

  await ben.context.setOffline(false);
  // The itinerary he had open goes, and he is told why rather than 'Trip not found'.
  await expect(ben.page.getByText('You are no longer a member of Kyoto, offline')).toBeVisible({
    timeout: 20_000,
  });
  await expect(ben.page).toHaveURL(/\/trips$/);
  await ben.sync.expectShows('Needs attention');
  await ben.sync.openScreen();
  await expect(
    ben.sync.rejection('Add activity "Night walk in Gion" to trip "Kyoto, offline"'),
  ).toContainText('you are no longer a member of this trip');
  const tripsB = new TripsPage(ben.page);
  await tripsB.open();
  await expect(ben.page.getByRole('heading', { name: 'No Trips Yet' })).toBeVisible();
  // Nothing of Ben's reached the trip.
  const itineraryA = new ItineraryPage(page);
  await itineraryA.open(tripId);
  await expect(itineraryA.day(1)).toContainText('No activities for this day');
  await ben.context.close();
});

test('a companion leaves a trip; the owner sees them gone', async ({ page, browser }) => {
  const { ada, ben } = await twoTravellers(page, browser);
  const tripId = await sharedTrip(ada, ben, 'Kyoto, then not', 'Viewer');

  const tripB = new TripPage(ben.page);
  await tripB.open(tripId);
  await expect(heading(ben.page)).toHaveText('Kyoto, then not', { timeout: 20_000 });
  const membersB = new MembersSection(ben.page);
  await membersB.leave();
  await expect(ben.page).toHaveURL(/\/trips$/);
  await expect(ben.page.getByText('You left "Kyoto, then not"')).toBeVisible();
  await expect(ben.page.getByRole('heading', { name: 'No Trips Yet' })).toBeVisible();

  await page.reload();
  await expect(new MembersSection(page).member('Ada')).toBeVisible();
  await expect(new MembersSection(page).member('Ben')).toHaveCount(0);
  await ben.context.close();
});

test('offline, the members show but the changes wait for a connection', async ({
  page,
  browser,
}) => {
  const { ada, ben } = await twoTravellers(page, browser);
  await sharedTrip(ada, ben, 'Kyoto, no signal', 'Editor');
  await ben.context.close();
  await page.context().setOffline(true);
  const members = new MembersSection(page);
  await expect(members.region()).toContainText(
    'Connect to the internet to invite or change members.',
  );
  await expect(members.member('Ben')).toBeVisible();
  await expect(members.inviteForm().getByRole('button', { name: 'Invite' })).toBeDisabled();
  await expect(members.member('Ben').getByRole('button', { name: 'Remove Ben' })).toBeDisabled();
  await expect(members.region().getByRole('button', { name: 'Create viewer link' })).toBeDisabled();
  await page.context().setOffline(false);
  await expect(members.inviteForm().getByRole('button', { name: 'Invite' })).toBeEnabled();
});
