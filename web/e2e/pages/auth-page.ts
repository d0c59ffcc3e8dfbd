import { expect, type Page } from '@playwright/test';

/** The sign-in screen (/auth): knows its selectors so specs read like a traveller's story. */
export class AuthPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/auth');
    await expect(this.page.getByRole('tab', { name: 'Login' })).toBeVisible();
  }

  async login(username: string, password: string) {
    await this.page.getByRole('tab', { name: 'Login' }).click();
    const panel = this.page.getByRole('tabpanel', { name: 'Login' });
    await panel.getByLabel('Username').fill(username);
    await panel.getByLabel('Password').fill(password);
    await panel.getByRole('button', { name: 'Login' }).click();
  }

  async register(fields: {
    username: string;
    password: string;
    email?: string;
    firstName?: string;
    lastName?: string;
  }) {
    await this.page.getByRole('tab', { name: 'Register' }).click();
    const panel = this.page.getByRole('tabpanel', { name: 'Register' });
    await panel.getByLabel('Username').fill(fields.username);
    await panel.getByLabel('Password').fill(fields.password);
    if (fields.email) await panel.getByLabel('Email').fill(fields.email);
    if (fields.firstName) await panel.getByLabel('First name').fill(fields.firstName);
    if (fields.lastName) await panel.getByLabel('Last name').fill(fields.lastName);
    await panel.getByRole('button', { name: 'Create Account' }).click();
  }

  toast() {
    return this.page.getByRole('region', { name: /notifications/i });
  }

  /** The toast showing now, as drawn. */
  toastCard() {
    return this.toast().locator('[data-scope="toast"][data-part="root"]');
  }
}
