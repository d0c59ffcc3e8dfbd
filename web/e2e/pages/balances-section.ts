import { expect, type Page } from '@playwright/test';

/** The trip's 'Balances' section: the table of Paid, Share and Net, and 'Settle up'. */
export class BalancesSection {
  constructor(readonly page: Page) {}

  region() {
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

  /** Paid, Share and Net of one person, as shown. */
  async expectRow(name: string, figures: [paid: string, share: string, net: string]) {
    await expect(this.row(name).getByRole('cell')).toHaveText(figures);
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
