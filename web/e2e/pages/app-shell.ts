import { expect, type Page } from '@playwright/test';

export class AppShell {
  constructor(readonly page: Page) {}

  nav() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  tab(label: 'Home' | 'Borders' | 'Flights' | 'Trips' | 'Profile') {
    return this.nav().getByRole('link', { name: label });
  }

  /**
   * Closes the toast titled `title` with its close button, as a person would when it sits over
   * what they want to tap next. A toast that appears under a resting pointer stays paused (SPEC:
   * paused while the pointer is inside), so waiting for it to leave could wait forever.
   */
  async closeToast(title: string) {
    const card = this.page
      .locator('[data-scope="toast"][data-part="root"]')
      .filter({ hasText: title });
    await card.locator('[data-part="close-trigger"]').click();
    await expect(card).toBeHidden();
  }
}
