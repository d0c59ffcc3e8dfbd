import { expect, type Page } from '@playwright/test';

/** The 'Lists' section of a trip page: its lists, their items and ticks. */
export class ListsSection {
  constructor(readonly page: Page) {}

  region() {
    return this.page.getByRole('region', { name: 'Lists', exact: true });
  }

  /** A list's header button, by its name; its accessible name also tells its progress. */
  list(title: string) {
    return this.region().getByRole('button', { name: new RegExp(`^${title}\\b`) });
  }

  async create(fields: { kind: string; title: string; whoSees?: string }) {
    await this.region().getByRole('button', { name: 'New list' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New list' });
    await dialog.getByLabel('Kind').selectOption({ label: fields.kind });
    await dialog.getByLabel('Name').fill(fields.title);
    if (fields.whoSees)
      await dialog.getByLabel('Who sees it').selectOption({ label: fields.whoSees });
    await dialog.getByRole('button', { name: 'Create list' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.list(fields.title)).toBeVisible();
  }

  /** Opens a list (its items show) unless it is open already. */
  async open(title: string) {
    const header = this.list(title);
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'true');
  }

  async addItem(listTitle: string, text: string) {
    const form = this.region().getByRole('form', { name: `Add to ${listTitle}` });
    await form.getByLabel('New item').fill(text);
    await form.getByRole('button', { name: 'Add item' }).click();
    await expect(this.item(text)).toBeVisible();
  }

  /** An item's tick, named by the item's text. */
  item(text: string) {
    return this.region().getByRole('checkbox', { name: new RegExp(`^${text}\\b`) });
  }

  /** The row of an item, with its pending mark. */
  row(text: string) {
    // `has` is looked for inside each row, so it must not start from the region again.
    const tick = this.page.getByRole('checkbox', { name: new RegExp(`^${text}\\b`) });
    return this.region().getByRole('listitem').filter({ has: tick });
  }
}
