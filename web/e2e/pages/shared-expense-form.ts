import { expect, type Page } from '@playwright/test';
import { TripPage } from './trip-page';

export interface SharedExpenseFields {
  amount: string;
  description: string;
  /** The option text of 'Paid by' ('You', 'Ben'). */
  paidBy?: string;
  split?: 'Equally among everyone' | 'Equally among some' | 'Exact amounts';
  /** Under 'Equally among some': ticked or not, by name. */
  some?: Record<string, boolean>;
  /** Under 'Exact amounts': dollars by name. */
  exact?: Record<string, string>;
}

/** The 'Add Expense' form on a shared trip: who paid and how it is split. */
export class SharedExpenseForm {
  readonly trip: TripPage;

  constructor(readonly page: Page) {
    this.trip = new TripPage(page);
  }

  form() {
    return this.trip.expenseForm();
  }

  async open() {
    if (!(await this.form().isVisible())) {
      await this.trip.expenses().getByRole('button', { name: 'Add Expense' }).click();
    }
    await expect(this.form()).toBeVisible();
  }

  /** Fills everything in, without submitting. */
  async fill(fields: SharedExpenseFields) {
    await this.open();
    const form = this.form();
    await form.getByLabel('Amount ($)').fill(fields.amount);
    await form.getByLabel('Description (optional)').fill(fields.description);
    if (fields.paidBy) await form.getByLabel('Paid by').selectOption({ label: fields.paidBy });
    if (fields.split) await form.getByRole('radio', { name: fields.split }).check();
    const who = form.getByRole('group', { name: 'Who shares it' });
    for (const [name, ticked] of Object.entries(fields.some ?? {})) {
      await who.getByRole('checkbox', { name, exact: true }).setChecked(ticked);
    }
    const exact = fields.exact ?? {};
    const amounts = form.getByRole('group', { name: 'Amount for each person ($)' });
    for (const [name, dollars] of Object.entries(exact)) {
      await amounts.getByLabel(name, { exact: true }).fill(dollars);
    }
  }

  async submit() {
    await this.form().getByRole('button', { name: 'Add Expense' }).click();
  }

  /** The equal split's preview line ('Shares: ...'). */
  preview() {
    return this.form().getByText(/^Shares: /);
  }

  /** The split's own message (the amounts do not add up, nobody ticked). */
  problem() {
    return this.form().getByRole('alert');
  }
}
