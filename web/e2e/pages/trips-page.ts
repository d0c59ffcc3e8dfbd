import { expect, type Page } from '@playwright/test';

/** The trips list (/trips): cards, their menus and the delete confirmation. */
export class TripsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/trips');
    await expect(this.page.getByRole('heading', { name: 'My Trips' })).toBeVisible();
  }

  card(title: string) {
    return this.page.getByRole('article', { name: title });
  }

  async openCard(title: string) {
    await this.card(title).getByRole('link', { name: title }).click();
  }

  async chooseFromMenu(title: string, action: 'Edit Trip' | 'Delete Trip') {
    await this.card(title).getByRole('button', { name: 'Trip actions' }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  confirmation() {
    return this.page.getByRole('alertdialog');
  }
}
