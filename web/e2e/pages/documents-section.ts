import { expect, type Page } from '@playwright/test';
import type { TestFile } from '../support/document-files';
import { showTripTab, tripTab } from './trip-tabs';

/** The trip's Documents section and its full-screen viewer. */
export class DocumentsSection {
  constructor(readonly page: Page) {}

  /** On the trip page's Documents tab. */
  section() {
    showTripTab(this.page, 'Documents');
    return this.page.getByRole('region', { name: 'Documents', exact: true });
  }

  /** Picks a file with 'Add document' (or 'Take photo'), as the file chooser hands it over. */
  async pick(file: TestFile, { camera = false }: { camera?: boolean } = {}) {
    const input = this.section().locator(
      `input[type=file][aria-label="${camera ? 'Photo from camera' : 'Document file'}"]`,
    );
    // Handing a file to a hidden input is no tap, so nothing opens the tab on the way: open it.
    const tab = tripTab(this.page, 'Documents');
    if ((await tab.count()) > 0 && (await tab.getAttribute('aria-selected')) !== 'true') {
      await tab.click();
    }
    await input.setInputFiles(file);
  }

  /** The 'New document' form that a picked file opens. */
  form() {
    return this.page.getByRole('form', { name: 'New document' });
  }

  /** Why a picked file was refused ('This file is not a PDF'). */
  refusal() {
    return this.section().getByRole('alert');
  }

  /** Picks a file with 'Add document' (or 'Take photo'), names it and saves it. */
  async attach(
    file: TestFile,
    { name, kind, camera = false }: { name?: string; kind?: string; camera?: boolean } = {},
  ) {
    await this.pick(file, { camera });
    const form = this.form();
    await expect(form).toBeVisible();
    if (name !== undefined) await form.getByLabel('Name').fill(name);
    if (kind) await form.getByLabel('Kind').selectOption({ label: kind });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
  }

  rows() {
    return this.section()
      .getByRole('list', { name: 'Documents of this trip' })
      .getByRole('listitem');
  }

  row(name: string) {
    return this.section().getByRole('listitem', { name, exact: true });
  }

  /** The 'Uploading 2 of 3 · 4.1 MB left' line. */
  summary() {
    return this.section().getByRole('status');
  }

  viewer(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  async open(name: string) {
    await this.row(name)
      .getByRole('button', { name: `Open ${name}` })
      .click();
    await expect(this.viewer(name)).toBeVisible();
    return this.viewer(name);
  }

  async close(name: string) {
    await this.viewer(name).getByRole('button', { name: 'Close' }).click();
    await expect(this.viewer(name)).toBeHidden();
  }

  /** Opens a PDF in the viewer and checks its frame shows our bytes from a blob: URL. */
  async expectPdfOpens(name: string) {
    const viewer = await this.open(name);
    const frame = viewer.locator(`iframe[title="${name}"]`);
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', /^blob:/);
    await this.close(name);
  }

  /** Opens an image in the viewer and checks the browser decoded it. */
  async expectImageOpens(name: string) {
    const viewer = await this.open(name);
    const image = viewer.getByRole('img', { name });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await this.close(name);
  }

  availableOffline() {
    return this.section().getByRole('button', { name: 'Available offline' });
  }
}
