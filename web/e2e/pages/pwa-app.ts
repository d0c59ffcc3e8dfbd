import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The installable-app side of the page: service worker, manifest, install and update UI. */
export class PwaApp {
  constructor(readonly page: Page) {}

  /** Waits until the service worker controls this page (precaching done, fetches intercepted). */
  async waitForServiceWorker() {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise<void>((done) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => done(), { once: true }),
      );
    });
  }

  /**
   * Waits until the app's worker is active, its precache complete: every page opened from now
   * on is served by it, offline too. (A page open since before the install need not be
   * controlled by it; a new tab always is.)
   */
  async waitForActiveWorker(timeout = 60_000) {
    await expect
      .poll(
        () =>
          this.page.evaluate(async () => {
            const reg = await navigator.serviceWorker.getRegistration();
            return reg?.active?.state ?? null;
          }),
        { timeout, message: "the app's worker did not activate: its install did not finish" },
      )
      .toBe('activated');
  }

  /**
   * What the registration holds and which worker controls the page, for a failure message: an
   * update that does not take over is stuck at one of these steps.
   */
  async workerStates(): Promise<string> {
    try {
      return await this.page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        const tags = (reg as { sync?: { getTags(): Promise<string[]> } } | undefined)?.sync;
        return JSON.stringify({
          controller: navigator.serviceWorker.controller?.state ?? null,
          installing: reg?.installing?.state ?? null,
          waiting: reg?.waiting?.state ?? null,
          active: reg?.active?.state ?? null,
          activeControls: reg?.active === navigator.serviceWorker.controller,
          syncTags: tags ? await tags.getTags() : null,
          build: document.documentElement.dataset.build ?? null,
        });
      });
    } catch (error) {
      return `unreadable: ${String(error)}`;
    }
  }

  async isControlled(): Promise<boolean> {
    return this.page.evaluate(() => navigator.serviceWorker.controller !== null);
  }

  /** What Chromium says stands between this page and being installable (empty = installable). */
  async installabilityErrors(context: BrowserContext) {
    const cdp = await context.newCDPSession(this.page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    await cdp.detach();
    return installabilityErrors;
  }

  async manifest(): Promise<Record<string, unknown>> {
    const href = await this.page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href, 'index.html links a manifest').toBeTruthy();
    return this.page.evaluate(async (url) => {
      const res = await fetch(url);
      return (await res.json()) as Record<string, unknown>;
    }, href ?? '');
  }

  /**
   * The build the page runs (VITE_BUILD_ID of its bundle), or null while the page is between
   * documents: an accepted update reloads the page, and a read that lands mid-navigation loses
   * its execution context.
   */
  async buildId(): Promise<string | null> {
    try {
      return await this.page.evaluate(() => document.documentElement.dataset.build ?? null);
    } catch (error) {
      if (/Execution context was destroyed|navigat/i.test(String(error))) return null;
      throw error;
    }
  }

  offlineBadge() {
    return this.page.getByRole('banner').getByText('Offline', { exact: true });
  }

  updateToast() {
    return this.page
      .getByRole('region', { name: /notifications/i })
      .getByText('A new version is available');
  }

  /** Shown once Reload was clicked, until the new version has taken over and reloaded. */
  updatingToast() {
    return this.page
      .getByRole('region', { name: /notifications/i })
      .getByText('Updating to the new version');
  }

  updateReloadButton() {
    return this.page.getByRole('region', { name: /notifications/i }).getByRole('button', {
      name: 'Reload',
    });
  }

  /** Every heading on the screen, in order: what a person sees of which screen this is. */
  headings() {
    return this.page.getByRole('heading').allInnerTexts();
  }

  /** The headings once the screen has settled (loaded its code and local data). */
  async settledHeadings(): Promise<string[]> {
    let previous = await this.headings();
    for (let i = 0; i < 20; i++) {
      await this.page.waitForTimeout(250);
      const current = await this.headings();
      if (current.length > 0 && current.join('|') === previous.join('|')) return current;
      previous = current;
    }
    return previous;
  }

  /** A same-origin GET from the page, as a screen would make it. */
  fetchFromPage(path: string) {
    return this.page.evaluate(async (url) => {
      const started = performance.now();
      try {
        const res = await fetch(url, { credentials: 'include' });
        return {
          ok: true as const,
          status: res.status,
          body: await res.text(),
          cachedAt: res.headers.get('x-sw-cached-at'),
          ms: performance.now() - started,
        };
      } catch (error) {
        return { ok: false as const, error: String(error), ms: performance.now() - started };
      }
    }, path);
  }

  /** The URLs kept in the service worker's caches, by cache name. */
  cachedUrls() {
    return this.page.evaluate(async () => {
      const out: Record<string, string[]> = {};
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        out[name] = (await cache.keys()).map(
          (r) => new URL(r.url).pathname + new URL(r.url).search,
        );
      }
      return out;
    });
  }
}
