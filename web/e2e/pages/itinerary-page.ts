import { expect, type Page } from '@playwright/test';

export interface ActivityFields {
  day?: number;
  type?: 'Activity' | 'Dining' | 'Accommodation' | 'Transport';
  title: string;
  time?: string;
  /** A stay's check-out or a ride's arrival, e.g. '11:00 (+5)'. */
  endTime?: string;
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
    if (fields.endTime)
      await dialog.getByLabel(/^(Check-out|Arrives) \(Optional\)/).fill(fields.endTime);
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

  /** A day's heading: 'Day 2 · Fri 11 Dec', with its stop when the trip has some. */
  dayHeading(n: number) {
    return this.day(n).getByRole('heading', { level: 2 });
  }

  /** The titles of a day's activities, in the order shown (not its stays' night rows). */
  dayTitles(n: number) {
    return this.day(n).getByRole('button', { name: /^Drag / });
  }

  dragHandle(title: string) {
    return this.page.getByRole('button', { name: `Drag ${title}`, exact: true });
  }

  /**
   * Moves an activity with the keyboard, as a screen-reader or switch user does: Space picks it
   * up, each arrow key moves it one place (onto other days too), Space drops it.
   */
  async dragByKeyboard(title: string, keys: ('ArrowUp' | 'ArrowDown')[]) {
    const handle = this.dragHandle(title);
    await handle.focus();
    await this.page.keyboard.press('Space');
    await expect(this.liveRegion()).toContainText(`Picked up ${title}`);
    for (const key of keys) {
      const before = (await this.liveRegion().textContent()) ?? '';
      await this.page.keyboard.press(key);
      // As a screen-reader user does: hear where it is before the next key.
      await expect(this.liveRegion()).not.toHaveText(before);
    }
    await this.page.keyboard.press('Space');
  }

  /** What dnd-kit last said to screen readers, in our words. */
  liveRegion() {
    return this.page.locator('[id^="DndLiveRegion"]');
  }

  async deleteActivity(title: string) {
    await this.page.getByRole('button', { name: `Delete ${title}` }).click();
  }
}
