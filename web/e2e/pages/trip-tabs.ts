import type { Locator, Page } from '@playwright/test';

/** The trip page's tabs (decision 015), by the label a traveller taps. */
export type TripTabLabel = 'Plan' | 'Money' | 'Documents' | 'People' | 'Info';

export function tripTab(page: Page, label: TripTabLabel) {
  return page.getByRole('tablist', { name: 'Trip sections' }).getByRole('tab', { name: label });
}

function unselectedTab(page: Page, label: TripTabLabel): Locator {
  return page
    .getByRole('tablist', { name: 'Trip sections' })
    .getByRole('tab', { name: label, selected: false });
}

/** Per page: the tab wanted now, and the registration of its handler (done or under way). */
const wanted = new WeakMap<Page, { label: TripTabLabel; registered: Promise<void> }>();

/**
 * Says which tab the sections a page object looks at live in. From then on, before each action
 * and assertion on this page, while the trip page shows another tab, the wanted tab is tapped,
 * as a traveller taps Money to see the expenses. Page objects call this from their synchronous
 * locator methods (`TripPage.expenses()`, `MembersSection.region()`…), so the specs read as
 * before the sections moved behind tabs.
 *
 * Exactly one handler is registered per page, for the wanted tab only: a handler whose locator
 * matches but which does nothing (another tab's) makes Playwright run it again before every
 * retry, and the action never happens.
 */
export function showTripTab(page: Page, label: TripTabLabel): void {
  const before = wanted.get(page);
  if (before?.label === label) return;
  const register = () => page.addLocatorHandler(unselectedTab(page, label), (tab) => tab.click());
  // The first registration is sent at once, ahead of the action that follows this call. A switch
  // waits for the previous registration, whose handler can only be removed once it is known.
  const registered = before
    ? before.registered
        .then(() => page.removeLocatorHandler(unselectedTab(page, before.label)))
        .then(register)
    : register();
  wanted.set(page, { label, registered: registered.catch(() => undefined) });
}

/**
 * Taps a tab now, for a spec about the tabs themselves, which must see the tab the page chose:
 * it does not make the tab the wanted one, and such a spec uses no page object that does.
 */
export async function openTripTab(page: Page, label: TripTabLabel): Promise<void> {
  await tripTab(page, label).click();
}
