import { expect, type Page } from '@playwright/test';
import { showTripTab, type TripTabLabel } from './trip-tabs';

export interface ExpenseFields {
  category?: string;
  amount: string;
  date?: string;
  description?: string;
}

/** Which tab of the trip page holds a section, by its title; none for the header's. */
function tabOf(title: string): TripTabLabel | null {
  if (title === 'Trip Details') return null;
  if (title === 'Itinerary' || title === 'Stops') return 'Plan';
  if (['Budget & Expenses', 'Where the money went', 'Balances'].includes(title)) return 'Money';
  if (title === 'Documents') return 'Documents';
  if (title === 'Members') return 'People';
  return 'Info';
}

/**
 * The trip detail (/trips/{id}): the header with the trip's details, then the tabs (the plan
 * with the itinerary preview, Money, Documents, People, Info). Asking for a section taps its tab.
 */
export class TripPage {
  constructor(readonly page: Page) {}

  async open(id: string) {
    await this.page.goto(`/trips/${id}`);
  }

  section(title: string) {
    const tab = tabOf(title);
    if (tab) showTripTab(this.page, tab);
    return this.page.getByRole('region', { name: title, exact: true });
  }

  expenses() {
    return this.section('Budget & Expenses');
  }

  expenseForm() {
    showTripTab(this.page, 'Money');
    return this.page.getByRole('form', { name: 'New expense' });
  }

  async addExpense(fields: ExpenseFields) {
    const form = this.expenseForm();
    if (!(await form.isVisible())) {
      await this.expenses().getByRole('button', { name: 'Add Expense' }).first().click();
    }
    await expect(form).toBeVisible();
    if (fields.category) await form.getByLabel('Category').selectOption({ label: fields.category });
    await form.getByLabel('Amount ($)').fill(fields.amount);
    if (fields.date) await form.getByLabel('Date').fill(fields.date);
    if (fields.description !== undefined)
      await form.getByLabel('Description (optional)').fill(fields.description);
    await form.getByRole('button', { name: 'Add Expense' }).click();
    // A valid amount is saved and closes the form; waiting for that keeps the next add from
    // finding the closing form still open and typing into it.
    if (fields.amount.trim() !== '' && Number(fields.amount) > 0) await expect(form).toBeHidden();
  }

  expenseRows() {
    return this.expenses().getByRole('list', { name: 'Expenses' }).getByRole('listitem');
  }

  expenseRow(description: string) {
    return this.expenseRows().filter({ hasText: description });
  }

  /** The line a row is titled by: its description, else its category. */
  expenseRowTitle(text: string) {
    return this.expenseRow(text).getByTestId('expense-title');
  }

  async deleteExpense(description: string) {
    await this.expenseRow(description).getByRole('button', { name: 'Delete expense' }).click();
  }

  itinerary() {
    return this.section('Itinerary');
  }

  async chooseFromMenu(action: 'Edit Trip' | 'Delete Trip') {
    await this.page.getByRole('button', { name: 'Trip actions' }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }
}
