import { expect, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

export type ExportAction = 'Add to calendar (.ics)' | 'Expenses (CSV)' | 'Print itinerary';

/** The trip page's 'Take it with you' menu and the print view (/trips/{id}/print). */
export class TripExports {
  constructor(readonly page: Page) {}

  async choose(action: ExportAction) {
    await this.page.getByRole('button', { name: 'Take it with you' }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  /** Chooses a download and answers its file name and text. */
  async download(action: Exclude<ExportAction, 'Print itinerary'>) {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.choose(action)]);
    return { name: download.suggestedFilename(), text: await textOf(download) };
  }

  printDay(n: number) {
    return this.page.getByRole('region', { name: `Day ${n}`, exact: true });
  }

  printButton() {
    return this.page.getByRole('button', { name: 'Print', exact: true });
  }

  async expectPrintView(title: string) {
    await expect(this.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }
}

async function textOf(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}
