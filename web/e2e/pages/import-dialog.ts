import { expect, type Page } from '@playwright/test';
import type { TestFile } from '../support/document-files';
import { showTripTab } from './trip-tabs';

/** 'Import booking' on the trip's plan and its dialog: pick a file, check the preview, save. */
export class ImportDialog {
  constructor(readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog', { name: 'Import booking' });
  }

  /** Opens Import from the Plan tab and hands it a file, as the file chooser would. */
  async pick(file: TestFile) {
    showTripTab(this.page, 'Plan');
    await this.page.getByRole('button', { name: 'Import booking' }).click();
    await expect(this.dialog()).toBeVisible();
    await this.dialog().locator('input[type=file][aria-label="Booking file"]').setInputFiles(file);
  }

  /** Opens Import from the trips list (/trips) and hands it a file. */
  async pickFromTrips(file: TestFile) {
    await this.page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(this.dialog()).toBeVisible();
    await this.dialog().locator('input[type=file][aria-label="Booking file"]').setInputFiles(file);
  }

  /** The preview's choice of the trip the bookings go on (Import from the trips list). */
  tripChoice() {
    return this.dialog().getByLabel('Trip');
  }

  /** The preview's found bookings. */
  drafts() {
    return this.dialog().getByTestId('import-draft');
  }

  async save(label: RegExp = /^Save (booking|\d+ bookings)$/) {
    await this.dialog().getByRole('button', { name: label }).click();
    await expect(this.dialog()).toBeHidden();
  }
}
