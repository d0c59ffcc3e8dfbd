import { expect, type Page } from '@playwright/test';

export interface TripFields {
  /** The option text, 'name, country'. */
  destination?: string;
  title?: string;
  startDate?: string;
  endDate?: string;
  notes?: string;
  budget?: string;
}

/** New trip (/trips/new) and Edit trip (/trips/{id}/edit): one form. */
export class TripFormPage {
  constructor(readonly page: Page) {}

  async fill(fields: TripFields) {
    const p = this.page;
    if (fields.destination !== undefined) await this.chooseDestination(fields.destination);
    if (fields.title !== undefined) await p.getByLabel('Trip Title').fill(fields.title);
    if (fields.startDate !== undefined) await p.getByLabel('Start Date').fill(fields.startDate);
    if (fields.endDate !== undefined) await p.getByLabel('End Date').fill(fields.endDate);
    if (fields.budget !== undefined) await p.getByLabel('Budget ($)').fill(fields.budget);
    if (fields.notes !== undefined) await p.getByLabel('Notes (Optional)').fill(fields.notes);
  }

  destinationField() {
    return this.page.getByRole('combobox', { name: 'Destination' });
  }

  /**
   * Types the start of the place's name into the destination search and picks the option that
   * reads exactly `label` ('Porto, Portugal'), as a traveller would.
   */
  async chooseDestination(label: string) {
    const field = this.destinationField();
    await field.fill(label.split(',')[0] ?? label);
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await expect(this.page.getByTestId('destination-preview')).toContainText(label);
  }

  /** Opens /trips/new, fills the form and creates the trip; answers the new trip's id. */
  async create(fields: TripFields): Promise<string> {
    await this.page.goto('/trips/new');
    await this.fill(fields);
    return this.submitNew();
  }

  /** Creates the trip the open new-trip form holds; answers the new trip's id. */
  async submitNew(): Promise<string> {
    await this.page.getByRole('button', { name: 'Create Trip' }).click();
    await this.page.waitForURL(/\/trips\/[0-9a-f-]{36}$/);
    return new URL(this.page.url()).pathname.split('/').pop() ?? '';
  }

  async update() {
    await this.page.getByRole('button', { name: 'Update Trip' }).click();
  }
}
