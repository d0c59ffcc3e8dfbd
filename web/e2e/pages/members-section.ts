import { expect, type Page } from '@playwright/test';
import { showTripTab } from './trip-tabs';

export type MemberRoleLabel = 'Editor' | 'Viewer';

/** The trip page's Members section: the list, the owner's invite tools, leaving. */
export class MembersSection {
  constructor(readonly page: Page) {}

  /** On the trip page's People tab. */
  region() {
    showTripTab(this.page, 'People');
    return this.page.getByRole('region', { name: 'Members', exact: true });
  }

  list() {
    return this.region().getByRole('list', { name: 'Members' });
  }

  /** One person's row, by the name the trip shows for them. */
  member(name: string) {
    return this.list().getByRole('listitem', { name, exact: true });
  }

  inviteForm() {
    return this.region().getByRole('form', { name: 'Invite by username' });
  }

  /** The line under the form once an invitation is on its way. */
  sentConfirmation() {
    return this.inviteForm().getByRole('status');
  }

  static sentText(username: string) {
    return `If ${username} has a Wayfarer account, they'll find your invitation at the top of their trips.`;
  }

  async invite(username: string, role: MemberRoleLabel) {
    const form = this.inviteForm();
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Role').selectOption({ label: role });
    await form.getByRole('button', { name: 'Invite' }).click();
  }

  /** Makes an invite link for `role` and answers it as shown. */
  async createLink(role: MemberRoleLabel): Promise<string> {
    const word = role.toLowerCase();
    const field = this.region().getByLabel(`Link for ${word}s`);
    const before = (await field.count()) > 0 ? await field.inputValue() : '';
    await this.region()
      .getByRole('button', { name: new RegExp(`^(Create|New) ${word} link$`) })
      .click();
    await expect(field).toHaveValue(/\/join\/[A-Za-z0-9_-]{43}$/);
    await expect(field).not.toHaveValue(before);
    return field.inputValue();
  }

  async changeRole(name: string, role: MemberRoleLabel) {
    await this.member(name).getByLabel(`Role of ${name}`).selectOption({ label: role });
  }

  confirmation() {
    return this.page.getByRole('alertdialog');
  }

  async remove(name: string) {
    await this.member(name)
      .getByRole('button', { name: `Remove ${name}` })
      .click();
    await this.confirmation().getByRole('button', { name: 'Remove' }).click();
  }

  async leave() {
    await this.region().getByRole('button', { name: 'Leave trip' }).click();
    await this.confirmation().getByRole('button', { name: 'Leave trip' }).click();
  }
}
