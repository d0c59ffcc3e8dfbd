import { expect, type Page } from '@playwright/test';
import { showTripTab } from './trip-tabs';

/**
 * The trip's 'Balances' section: where I stand, the table of Paid, Share, Payments and Net,
 * 'Settle up', and the offer to split what was logged before the trip was shared.
 */
export class BalancesSection {
  constructor(readonly page: Page) {}

  /** On the trip page's Money tab. */
  region() {
    showTripTab(this.page, 'Money');
    return this.page.getByRole('region', { name: 'Balances', exact: true });
  }

  table() {
    return this.region().getByRole('table');
  }

  /** One person's row, by the name in its row header ('You', 'Ben'). */
  row(name: string) {
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /**
   * Paid, Share, (Payments) and Net of one person, as shown. Given three figures, the Payments
   * column (recorded payments, kept apart from shares) is not looked at.
   */
  async expectRow(
    name: string,
    figures:
      | [paid: string, share: string, net: string]
      | [paid: string, share: string, payments: string, net: string],
  ) {
    const cells = this.row(name).getByRole('cell');
    if (figures.length === 4) {
      await expect(cells).toHaveText(figures);
      return;
    }
    const [paid, share, net] = figures;
    await expect(cells).toHaveCount(4);
    await expect(cells.nth(0)).toHaveText(paid);
    await expect(cells.nth(1)).toHaveText(share);
    await expect(cells.nth(3)).toHaveText(net);
  }

  /** Where the signed-in traveller stands: 'You are owed $66.66', 'You owe ...', settled. */
  standing() {
    return this.region().getByText(/^You (are owed|owe|are settled up)/);
  }

  splitEarlierButton() {
    return this.region().getByRole('button', { name: 'Split earlier expenses equally' });
  }

  transfers() {
    return this.region().getByRole('list', { name: 'Payments to settle up' }).getByRole('listitem');
  }

  /**
   * Waits for exactly these settle-up sentences. Their order follows user ids (the same on every
   * device), which a test cannot know in advance, so any order passes.
   */
  async expectTransfers(sentences: string[]) {
    await expect(this.transfers()).toHaveCount(sentences.length);
    for (const sentence of sentences) {
      await expect(this.transfers().filter({ hasText: sentence })).toHaveCount(1);
    }
  }

  async recordPayment(sentence: string) {
    await this.transfers()
      .filter({ hasText: sentence })
      .getByRole('button', { name: 'Record payment' })
      .click();
  }
}
