import type { Page } from '@playwright/test';

export class AppShell {
  constructor(readonly page: Page) {}

  nav() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  tab(label: 'Home' | 'Borders' | 'Flights' | 'Trips' | 'Profile') {
    return this.nav().getByRole('link', { name: label });
  }
}
