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
    // Retried: a screen that lays itself out again (a new width) may draw the list anew, closed,
    // between the look and the tap.
    await expect(async () => {
      if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
      await expect(header).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }

  async addItem(listTitle: string, text: string) {
    const form = this.region().getByRole('form', { name: `Add to ${listTitle}` });
    await form.getByLabel('New item').fill(text);
    await form.getByRole('button', { name: 'Add item' }).click();
    await expect(this.item(text)).toBeVisible();
  }

  /** Renames a list from its menu (Rename, then the dialog). */
  async rename(title: string, newTitle: string) {
    await this.region()
      .getByRole('button', { name: `Actions for ${title}` })
      .click();
    await this.page.getByRole('menuitem', { name: 'Rename' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Rename list' });
    await dialog.getByLabel('Name').fill(newTitle);
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.list(newTitle)).toBeVisible();
  }

  /** The texts of a list's items, in the order shown (read from their drag handles). */
  itemTexts(listTitle: string) {
    return this.region()
      .getByRole('list', { name: `${listTitle} items` })
      .getByRole('button', { name: /^Drag / });
  }

  dragHandle(text: string) {
    return this.region().getByRole('button', { name: `Drag ${text}`, exact: true });
  }

  /** What dnd-kit last said to screen readers, in our words. */
  liveRegion() {
    return this.page.locator('[id^="DndLiveRegion"]');
  }

  /** Moves an item with the keyboard: Space picks it up, each arrow one place, Space drops. */
  async dragByKeyboard(text: string, keys: ('ArrowUp' | 'ArrowDown')[]) {
    await this.dragHandle(text).focus();
    await this.page.keyboard.press('Space');
    await expect(this.liveRegion()).toContainText(`Picked up ${text}`);
    for (const key of keys) {
      const before = (await this.liveRegion().textContent()) ?? '';
      await this.page.keyboard.press(key);
      await expect(this.liveRegion()).not.toHaveText(before);
    }
    await this.page.keyboard.press('Space');
  }

  /** An item's menu button (Edit, Move up, Move down, Delete). */
  itemMenu(text: string) {
    return this.region().getByRole('button', { name: `Actions for ${text}`, exact: true });
  }

  /** Drags an item by its handle with the mouse onto another item's row, in small steps. */
  async dragByMouse(text: string, ontoText: string) {
    // Both rows on screen: the mouse only reaches what the viewport shows.
    await this.dragHandle(ontoText).scrollIntoViewIfNeeded();
    await this.dragHandle(text).scrollIntoViewIfNeeded();
    const from = await this.dragHandle(text).boundingBox();
    const to = await this.dragHandle(ontoText).boundingBox();
    if (!from || !to) throw new Error('An item to drag is not on screen');
    const mouse = this.page.mouse;
    await mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await mouse.down();
    // Past the few pixels that tell a drag from a tap, then on to the target in steps.
    await mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
    // To the top of the target's handle: rows differ in height (a 'Not synced yet' line), so
    // the dragged row's middle is then surely past the target's.
    await mouse.move(to.x + to.width / 2, to.y + 2, { steps: 12 });
    await mouse.up();
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

  /** 'New list' started from a template ('Start from' names it): the list takes its items. */
  async createFrom(template: string, fields: { title?: string } = {}) {
    await this.region().getByRole('button', { name: 'New list' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New list' });
    await dialog.getByLabel('Start from').selectOption({ label: template });
    if (fields.title) await dialog.getByLabel('Name').fill(fields.title);
    await dialog.getByRole('button', { name: 'Create list' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.list(fields.title ?? template)).toBeVisible();
  }

  /** Saves an open list as one of the traveller's templates under `name`. */
  async saveAsTemplate(listTitle: string, name: string) {
    await this.open(listTitle);
    await this.region().getByRole('button', { name: 'Save as template' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Save as template' });
    await dialog.getByLabel('Template name').fill(name);
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await expect(dialog).toBeHidden();
  }
}
