import { expect, type Page } from '@playwright/test';

export interface ExpenseFields {
  category?: string;
  amount: string;
  date?: string;
  description?: string;
}

/** The trip detail (/trips/{id}): hero, sections, expenses and the itinerary preview. */
export class TripPage {
  constructor(readonly page: Page) {}

  async open(id: string) {
    await this.page.goto(`/trips/${id}`);
  }

  section(title: string) {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  expenses() {
    return this.section('Budget & Expenses');
  }

  expenseForm() {
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
