import { expect, type Page } from '@playwright/test';

/** The notes at the top of the plan's days, on the full itinerary page. */
export class DayNotes {
  constructor(readonly page: Page) {}

  /** A day's note as read. */
  note(day: number) {
    return this.page.getByRole('note', { name: `Note for Day ${day}` });
  }

  /** The button that opens a day's note for writing (add or edit). */
  editButton(day: number) {
    return this.page.getByRole('button', {
      name: new RegExp(`^(Add a note to Day ${day}|Edit note for Day ${day})$`),
    });
  }

  field(day: number) {
    return this.page.getByRole('textbox', { name: `Note for Day ${day}` });
  }

  /** Writes a day's note and saves it; `expectSaved: false` when a refusal is expected. */
  async write(day: number, text: string, { expectSaved = true } = {}) {
    await this.editButton(day).click();
    await this.field(day).fill(text);
    await this.page.getByRole('button', { name: 'Save note' }).click();
    if (expectSaved) await expect(this.field(day)).toBeHidden();
  }
}
