import { expect, type Page } from '@playwright/test';

/** The destination explorer on '/'. */
export class ExplorePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/');
    await expect(this.heading()).toBeVisible();
  }

  heading() {
    return this.page.getByRole('heading', { name: 'Discover Your Next Adventure' });
  }

  searchBox() {
    return this.page.getByRole('searchbox', { name: 'Search destinations or countries' });
  }

  clearSearch() {
    return this.page.getByRole('button', { name: 'Clear search' });
  }

  category(label: 'All' | 'Beach' | 'Mountain' | 'City' | 'Cultural' | 'Adventure') {
    return this.page
      .getByRole('group', { name: 'Category' })
      .getByRole('button', { name: label, exact: true });
  }

  resultCount() {
    return this.page.getByText(/^\d+ destination\(s\) found$/);
  }

  clearFilters() {
    return this.page.getByRole('button', { name: 'Clear filters' });
  }

  /** Destination cards are buttons named 'name, country'. */
  cards() {
    return this.page.getByRole('main').getByRole('button', { name: /^.+, .+$/ });
  }

  card(name: string) {
    return this.page.getByRole('main').getByRole('button', { name: new RegExp(`^${name}, `) });
  }

  placeholders() {
    return this.page.getByTestId('destination-placeholder');
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  activities() {
    return this.dialog().getByRole('list', { name: 'Activities' }).getByRole('listitem');
  }

  /** One destination's detail dialog, named by its title (another dialog may open above it). */
  destinationDialog(name: string) {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  planButton(destinationName: string) {
    return this.destinationDialog(destinationName).getByRole('button', {
      name: `Plan a Trip to ${destinationName}`,
      exact: true,
    });
  }

  /** A signed-in traveller's 'Add to day' buttons, one per activity, named 'Add to day: {name}'. */
  addToDayButtons(destinationName: string) {
    return this.destinationDialog(destinationName).getByRole('button', { name: /^Add to day: / });
  }

  /** The name of the activity at `index` (0 = first), read off its 'Add to day' button. */
  async activityName(destinationName: string, index: number): Promise<string> {
    const label = await this.addToDayButtons(destinationName).nth(index).getAttribute('aria-label');
    return (label ?? '').replace(/^Add to day: /, '');
  }

  addToDayButton(destinationName: string, activityName: string) {
    return this.destinationDialog(destinationName).getByRole('button', {
      name: `Add to day: ${activityName}`,
      exact: true,
    });
  }

  ctaCard() {
    return this.page.getByRole('heading', { name: 'Ready to Plan Your Trip?' });
  }
}
