import { test, type Page } from '@playwright/test';

export interface LookOptions {
  /** The widths to shoot at (each `height` tall); none keeps the page's own size. */
  widths?: readonly number[];
  height?: number;
  /** Takes one shot to `path`: the whole page unless a test wants a part, or a step before. */
  shoot?: (path: string) => Promise<unknown>;
}

/**
 * Screenshots of what is on the screen in each look a traveller may see, light and dark (and at
 * each width asked for), in the test's output folder as `<name>[-<width>]-<scheme>.png`: looked
 * at by people, not compared by the test. The page is left light, at the size it had.
 */
export async function screenshotLooks(page: Page, name: string, options: LookOptions = {}) {
  const size = page.viewportSize();
  for (const width of options.widths ?? [undefined]) {
    if (width !== undefined) await page.setViewportSize({ width, height: options.height ?? 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const path = test
        .info()
        .outputPath(`${[name, width, scheme].filter((part) => part !== undefined).join('-')}.png`);
      await (options.shoot ? options.shoot(path) : page.screenshot({ path }));
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (size && options.widths) await page.setViewportSize(size);
}
