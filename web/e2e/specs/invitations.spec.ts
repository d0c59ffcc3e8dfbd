import { expect, test } from '@playwright/test';
import { Invitations } from '../pages/invitations';
import { MembersSection } from '../pages/members-section';
import { serverTrip } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { TripsPage } from '../pages/trips-page';
import { twoTravellers, type Traveller } from '../support/two-travellers';

/** Ada's trip, on the server, with her on its page. */
async function createTrip(ada: Traveller, title: string): Promise<string> {
  const id = await new TripFormPage(ada.page).create({
    destination: 'Lisbon, Portugal',
    title,
    startDate: '2027-04-10',
    endDate: '2027-04-14',
  });
  await expect.poll(async () => (await serverTrip(ada.page, id)).status).toBe(200);
  await ada.sync.expectAllSent();
  return id;
}

test('an invitation by username waits for the invited traveller to join or decline', async ({
  page,
  browser,
}) => {
  const { ada, ben } = await twoTravellers(page, browser);
  const tripsB = new TripsPage(ben.page);
  const invitationsB = new Invitations(ben.page);
  await tripsB.open();
  await createTrip(ada, 'Lisbon');
  const members = new MembersSection(page);
  const inviteButton = members.inviteForm().getByRole('button', { name: 'Invite', exact: true });

  // The invitation does not wait for a sync: with one stuck, the button still comes back.
  await page.route('**/api/sync/pull*', () => undefined);
  await members.invite(ben.username, 'Editor');
  await expect(members.sentConfirmation()).toHaveText(MembersSection.sentText(ben.username));
  await expect(inviteButton).toBeVisible({ timeout: 5_000 });
  await expect(inviteButton).toBeEnabled();
  await expect(members.inviteForm().getByLabel('Username')).toHaveValue('');
  await members.inviteForm().scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('invited-390.png') });
  await page.unroute('**/api/sync/pull*');
  // Nobody is on the trip until they say so.
  await expect(members.member('Ben')).toHaveCount(0);

  // Ben's open trips list shows it at once: the trip's title and who invited him, nothing else.
  const line = 'Ada invited you to Lisbon';
  await expect(invitationsB.invitation(line)).toBeVisible({ timeout: 20_000 });
  await expect(invitationsB.invitation(line)).toContainText("You'd join as an editor");
  await expect(ben.page.getByRole('heading', { name: 'No Trips Yet' })).toBeVisible();
  await ben.page.screenshot({ path: test.info().outputPath('invitation-390.png') });

  // Declined, it goes away, and Ada's trip stays hers alone.
  await invitationsB.decline(line);
  await expect(invitationsB.region()).toHaveCount(0);
  await page.reload();
  await expect(members.member('Ada')).toBeVisible();
  await expect(members.member('Ben')).toHaveCount(0);

  // Invited again, as a viewer this time. Offline, Ben sees it but joining waits for a connection.
  await members.invite(ben.username, 'Viewer');
  await expect(members.sentConfirmation()).toHaveText(MembersSection.sentText(ben.username));
  await expect(invitationsB.invitation(line)).toContainText("You'd join as a viewer", {
    timeout: 20_000,
  });
  await ben.context.setOffline(true);
  await expect(ben.page.getByText('Joining a trip needs a connection.')).toBeVisible();
  await expect(
    invitationsB.invitation(line).getByRole('button', { name: 'Join', exact: true }),
  ).toBeDisabled();
  await ben.page.screenshot({ path: test.info().outputPath('invitation-offline-390.png') });
  await ben.context.setOffline(false);

  // Join: the whole trip comes to Ben's device, and Ada sees him on it.
  await invitationsB.join(line);
  await expect(ben.page.getByText('You joined "Lisbon"')).toBeVisible();
  await expect(tripsB.card('Lisbon')).toContainText('Shared by Ada', { timeout: 20_000 });
  await expect(invitationsB.region()).toHaveCount(0);
  await expect(members.member('Ben')).toContainText('Viewer', { timeout: 20_000 });
  await ben.context.close();
});
