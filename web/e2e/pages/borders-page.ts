import { expect, type Page } from '@playwright/test';

/** The visa checker on /borders. */
export class BordersPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/borders');
    await expect(this.passport()).toBeVisible();
  }

  passport() {
    return this.page.getByLabel('Passport country');
  }

  /** The text of each passport option, in order. */
  passportOptions() {
    return this.passport().locator('option').allTextContents();
  }

  async choosePassport(code: string) {
    await this.passport().selectOption(code);
  }

  card(country: string) {
    return this.page.getByRole('article', { name: country, exact: true });
  }

  cards() {
    return this.page.getByRole('main').getByRole('article');
  }

  badge(country: string) {
    return this.card(country).locator('[data-category]');
  }
}
