import type { Page } from '@playwright/test';

/** The trip page's tabs (decision 015), by the label a traveller taps. */
export type TripTabLabel = 'Plan' | 'Money' | 'Documents' | 'People' | 'Info';

const TAB_LABELS: readonly TripTabLabel[] = ['Plan', 'Money', 'Documents', 'People', 'Info'];

/** The tab each page's next look at the trip page needs. */
const wanted = new WeakMap<Page, TripTabLabel>();
const registered = new WeakSet<Page>();

export function tripTab(page: Page, label: TripTabLabel) {
  return page.getByRole('tablist', { name: 'Trip sections' }).getByRole('tab', { name: label });
}

/**
 * Says which tab the sections a page object looks at live in. From then on, before each action
 * and assertion on this page, while the trip page shows another tab, the wanted tab is tapped,
 * as a traveller taps Money to see the expenses. Page objects call this from their synchronous
 * locator methods (`TripPage.expenses()`, `MembersSection.region()`…), so the specs read as
 * before the sections moved behind tabs.
 */
export function showTripTab(page: Page, label: TripTabLabel): void {
  wanted.set(page, label);
  if (registered.has(page)) return;
  registered.add(page);
  for (const tab of TAB_LABELS) {
    // One handler per tab, run while that tab is not the selected one; it taps only the wanted
    // tab. noWaitAfter: the other tabs stay unselected after their handler did nothing.
    void page
      .addLocatorHandler(
        page
          .getByRole('tablist', { name: 'Trip sections' })
          .getByRole('tab', { name: tab, selected: false }),
        async (locator) => {
          if (wanted.get(page) === tab) await locator.click();
        },
        { noWaitAfter: true },
      )
      .catch(() => undefined);
  }
}

/**
 * Taps a tab now, for a spec about the tabs themselves, which must see the tab the page chose:
 * it does not make the tab the wanted one, and such a spec uses no page object that does.
 */
export async function openTripTab(page: Page, label: TripTabLabel): Promise<void> {
  await tripTab(page, label).click();
}
