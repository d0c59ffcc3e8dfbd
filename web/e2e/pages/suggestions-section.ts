import { expect, type Page } from '@playwright/test';
import { showTripTab } from './trip-tabs';

export interface SuggestionChoice {
  /** 1-based day of the trip; the dialog starts at Day 1. */
  day?: number;
  time?: string;
}

/** The trip page's 'Things to do in {name}' section and its 'Add to your plan' dialog. */
export class SuggestionsSection {
  constructor(
    readonly page: Page,
    readonly destinationName: string,
  ) {}

  /** On the trip page's Info tab. */
  section() {
    showTripTab(this.page, 'Info');
    return this.page.getByRole('region', {
      name: `Things to do in ${this.destinationName}`,
      exact: true,
    });
  }

  rows() {
    return this.section()
      .getByRole('list', { name: 'Suggested activities', exact: true })
      .getByRole('listitem');
  }

  /** The name of the suggestion at `index` (0 = first), as its row shows it. */
  async name(index: number): Promise<string> {
    return (await this.rows().nth(index).getByRole('heading').innerText()).trim();
  }

  addButton(activityName: string) {
    return this.section().getByRole('button', {
      name: `Add to day: ${activityName}`,
      exact: true,
    });
  }

  dialog() {
    return this.page.getByRole('dialog', { name: 'Add to your plan', exact: true });
  }

  daySelect() {
    return this.dialog().getByLabel('Day', { exact: true });
  }

  async open(activityName: string) {
    await this.addButton(activityName).click();
    await expect(this.dialog()).toBeVisible();
  }

  /** Fills the open dialog and submits it; waits for it to close. */
  async submit(choice: SuggestionChoice = {}) {
    const dialog = this.dialog();
    if (choice.day !== undefined)
      await this.daySelect().selectOption({ value: String(choice.day) });
    if (choice.time !== undefined) await dialog.getByLabel('Time (Optional)').fill(choice.time);
    await dialog.getByRole('button', { name: 'Add to Day', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  async add(activityName: string, choice: SuggestionChoice = {}) {
    await this.open(activityName);
    await this.submit(choice);
  }

  addedToast() {
    return this.page
      .getByRole('region', { name: /notifications/i })
      .getByText('Activity added successfully')
      .first();
  }
}
