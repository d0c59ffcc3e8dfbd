import { expect, type Page } from '@playwright/test';

/** The invitations by username at the top of My Trips, each with Join and Decline. */
export class Invitations {
  constructor(readonly page: Page) {}

  region() {
    return this.page.getByRole('region', { name: 'Invitations' });
  }

  /** One invitation, by its line: 'Ada invited you to Lisbon'. */
  invitation(line: string) {
    return this.region().getByRole('listitem', { name: line, exact: true });
  }

  async join(line: string) {
    await this.invitation(line).getByRole('button', { name: 'Join', exact: true }).click();
    await expect(this.invitation(line)).toHaveCount(0, { timeout: 20_000 });
  }

  async decline(line: string) {
    await this.invitation(line).getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(this.invitation(line)).toHaveCount(0);
  }
}
