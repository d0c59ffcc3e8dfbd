import { expect, type Page } from '@playwright/test';

export interface ActivityFields {
  day?: number;
  type?: 'Activity' | 'Dining' | 'Accommodation' | 'Transport';
  title: string;
  time?: string;
  location?: string;
  description?: string;
}

/** The full itinerary (/trips/{id}/itinerary): one section per day and the Add Activity dialog. */
export class ItineraryPage {
  constructor(readonly page: Page) {}

  async open(tripId: string) {
    await this.page.goto(`/trips/${tripId}/itinerary`);
    await expect(this.page.getByRole('heading', { name: 'Itinerary', level: 1 })).toBeVisible();
  }

  dialog() {
    return this.page.getByRole('dialog', { name: 'Add Activity' });
  }

  async addActivity(fields: ActivityFields) {
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = this.dialog();
    await expect(dialog).toBeVisible();
    if (fields.day) await dialog.getByLabel('Day').selectOption({ label: `Day ${fields.day}` });
    if (fields.type) await dialog.getByLabel('Type').selectOption({ label: fields.type });
    await dialog.getByLabel('Title').fill(fields.title);
    if (fields.time) await dialog.getByLabel('Time (Optional)').fill(fields.time);
    if (fields.location) await this.typeLocation(fields.location);
    if (fields.description)
      await dialog.getByLabel('Description (Optional)').fill(fields.description);
    await dialog.getByRole('button', { name: 'Add Activity' }).click();
    await expect(dialog).toBeHidden();
  }

  /**
   * Types free words into Location (a place search that keeps what is typed) and leaves the
   * field, so its list of places closes, as a traveller's tap on the next field does.
   */
  async typeLocation(text: string) {
    const dialog = this.dialog();
    await dialog.getByRole('combobox', { name: 'Location (Optional)' }).fill(text);
    await dialog.getByRole('heading', { name: /Activity$/ }).click();
    await expect(dialog.getByRole('listbox')).toBeHidden();
  }

  /** Searches a place field of the dialog and picks the option whose name matches. */
  async pickPlace(
    field: 'Location (Optional)' | 'Arrives at (Optional)',
    text: string,
    option: string | RegExp,
  ) {
    const dialog = this.dialog();
    await dialog.getByRole('combobox', { name: field }).fill(text);
    await dialog.getByRole('option', { name: option }).first().click();
  }

  day(n: number) {
    return this.page.getByRole('region', { name: `Day ${n}`, exact: true });
  }

  async deleteActivity(title: string) {
    await this.page.getByRole('button', { name: `Delete ${title}` }).click();
  }
}
