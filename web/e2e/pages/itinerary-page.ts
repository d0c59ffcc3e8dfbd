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
    if (fields.location) await dialog.getByLabel('Location (Optional)').fill(fields.location);
    if (fields.description)
      await dialog.getByLabel('Description (Optional)').fill(fields.description);
    await dialog.getByRole('button', { name: 'Add Activity' }).click();
    await expect(dialog).toBeHidden();
  }

  day(n: number) {
    return this.page.getByRole('region', { name: `Day ${n}`, exact: true });
  }

  async deleteActivity(title: string) {
    await this.page.getByRole('button', { name: `Delete ${title}` }).click();
  }
}
