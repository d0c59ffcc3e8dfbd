import { expect, type Page } from '@playwright/test';

/** The flight search on /flights, its dialogs and the booking wizard. */
export class FlightsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/flights');
    await expect(this.page.getByRole('button', { name: 'Search Flights' })).toBeVisible();
  }

  airportField(label: 'From' | 'To') {
    return this.page.getByRole('combobox', { name: label });
  }

  /** Types a keyword and picks the airport whose option mentions the code. */
  async chooseAirport(label: 'From' | 'To', keyword: string, code: string) {
    await this.airportField(label).fill(keyword);
    await this.page
      .getByRole('option', { name: new RegExp(`\\(${code}\\)`) })
      .first()
      .click();
    await expect(this.airportField(label)).toHaveValue(new RegExp(`\\(${code}\\)`));
  }

  async fillDates(departure: string, returnDate?: string) {
    await this.page.getByLabel('Departure Date').fill(departure);
    if (returnDate) await this.page.getByLabel('Return Date').fill(returnDate);
  }

  passengers() {
    return this.page.getByLabel('Passengers');
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Search Flights' }).click();
  }

  resultCount() {
    return this.page.getByText(/^\d+ flights found$/);
  }

  results() {
    return this.page.getByRole('main').getByRole('article');
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  airportButton(code: string) {
    return this.results()
      .first()
      .getByRole('button', { name: `${code} airport information` });
  }

  progress() {
    return this.dialog('Book Flight').getByRole('progressbar');
  }
}
