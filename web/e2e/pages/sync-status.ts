import { expect, type Page } from '@playwright/test';
import { PwaLocalStore } from './pwa-local-store';

/** The sync indicator in the header, the Sync screen (/sync) and the profile's sign-out warning. */
export class SyncStatus {
  constructor(readonly page: Page) {}

  /** The header link that tells the sync state; its name starts with the text it shows. */
  indicator() {
    return this.page.getByRole('banner').getByRole('status').getByRole('link');
  }

  /** Waits until the indicator shows `text` (e.g. 'Offline · 2 changes waiting'). */
  async expectShows(text: string, options: { timeout?: number } = {}) {
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(this.indicator()).toHaveAccessibleName(new RegExp(`^${escaped}\\. `), options);
  }

  /**
   * Every change made on this device has reached the server. Right after a write the indicator
   * can still show the 'Synced' of before for the moment its live count takes, so the outbox
   * itself is read first, once the app has created the database.
   */
  async expectAllSent() {
    const store = new PwaLocalStore(this.page, await PwaLocalStore.rememberedUserId(this.page));
    // Right after signing in, the app may not have opened the user's database yet.
    await expect
      .poll(async () => ((await store.exists()) ? (await store.all('outbox')).length : -1))
      .toBe(0);
    await this.expectShows('Synced');
  }

  async openScreen() {
    await this.indicator().click();
    await expect(this.page.getByRole('heading', { name: 'Sync', level: 1 })).toBeVisible();
  }

  needsAttention() {
    return this.page.getByRole('region', { name: 'Needs attention' });
  }

  /** One refused change on the Sync screen, by its description. */
  rejection(description: string) {
    return this.needsAttention().getByRole('listitem', { name: description });
  }

  profileAccount() {
    return this.page.getByRole('main');
  }

  signOutWarning() {
    return this.page.getByRole('alertdialog', { name: 'Sign out with unsynced changes?' });
  }

  /** The sign-out dialog, with or without changes waiting. */
  signOutDialog() {
    return this.page.getByRole('alertdialog', { name: /^Sign out/ });
  }

  /** Its 'Erase this device's copy' choice. */
  eraseChoice() {
    return this.signOutDialog().getByRole('checkbox', { name: "Erase this device's copy" });
  }

  async signOutFromProfile() {
    await this.page.goto('/profile');
    await this.page.getByRole('button', { name: 'Sign Out' }).click();
  }
}

/** What the server holds for the user signed in on `page`'s browser context. */
export async function serverTrips(page: Page) {
  const res = await page.request.get('/api/trips');
  expect(res.status()).toBe(200);
  return (await res.json()) as Array<{ id: string; title: string; notes: string | null }>;
}

export async function serverTrip(page: Page, id: string) {
  const res = await page.request.get(`/api/trips/${id}`);
  return {
    status: res.status(),
    trip: res.ok()
      ? ((await res.json()) as {
          title: string;
          notes: string | null;
          expenses: Array<{
            description: string;
            amount: number;
            split?: { kind: string } | null;
          }>;
        })
      : null,
  };
}
