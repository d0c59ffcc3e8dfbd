import { expect, type Page } from '@playwright/test';

/** The trip on a map (/trips/{id}/map, and beside the itinerary on a wide screen). */
export class TripMapPage {
  constructor(readonly page: Page) {}

  async open(tripId: string) {
    await this.page.goto(`/trips/${tripId}/map`);
    await expect(this.page.getByRole('heading', { name: 'Map', level: 1 })).toBeVisible();
  }

  /** MapLibre's container; `data-state` is 'ready' once its first frame is drawn. */
  map() {
    return this.page.locator('.wf-map');
  }

  async waitUntilDrawn() {
    await expect(this.map()).toHaveAttribute('data-state', 'ready');
  }

  /** A pin by its accessible name: '1. Coffee in the old town' or 'Stop: Lisbon'. */
  pin(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** The plan items' pins (not the stops). */
  itemPins() {
    return this.page.locator('.wf-map-pin');
  }

  cityLabels() {
    return this.page.locator('.wf-map-city');
  }

  dayFilter(label: string) {
    return this.page
      .getByRole('group', { name: 'Days shown on the map' })
      .getByRole('button', { name: label, exact: true });
  }

  /** The panel a tapped pin opens, named like its pin. */
  panel(name: string) {
    return this.page.getByRole('region', { name, exact: true });
  }
}
