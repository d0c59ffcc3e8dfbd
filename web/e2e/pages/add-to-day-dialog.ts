import { expect, type Page } from '@playwright/test';

export interface AddToDayChoice {
  /** The trip's option text, 'title · destination'; the dialog preselects one going there. */
  trip?: string;
  /** 1-based day of the trip; the dialog starts at Day 1. */
  day?: number;
  time?: string;
}

/** The explorer's 'Add to your plan' dialog, opened by an activity's 'Add to day'. */
export class AddToDayDialog {
  constructor(readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog', { name: 'Add to your plan', exact: true });
  }

  tripSelect() {
    return this.dialog().getByLabel('Trip', { exact: true });
  }

  /** The text of the trip option chosen now. */
  chosenTrip() {
    return this.tripSelect().locator('option:checked');
  }

  daySelect() {
    return this.dialog().getByLabel('Day', { exact: true });
  }

  /** Fills the open dialog and submits it; waits for it to close. */
  async submit(choice: AddToDayChoice = {}) {
    const dialog = this.dialog();
    if (choice.trip !== undefined) await this.tripSelect().selectOption({ label: choice.trip });
    if (choice.day !== undefined)
      await this.daySelect().selectOption({ value: String(choice.day) });
    if (choice.time !== undefined) await dialog.getByLabel('Time (Optional)').fill(choice.time);
    await dialog.getByRole('button', { name: 'Add to Day', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** With no trip to add to: the line saying so and the way to plan one. */
  noTripNote() {
    return this.dialog().getByText('Plan a trip first to add this to a day.');
  }

  planTripButton(destinationName: string) {
    return this.dialog().getByRole('button', {
      name: `Plan a Trip to ${destinationName}`,
      exact: true,
    });
  }

  addedToast() {
    return this.page
      .getByRole('region', { name: /notifications/i })
      .getByText('Activity added successfully')
      .first();
  }
}
