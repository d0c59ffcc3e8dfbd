import { expect, type Locator, type Page } from '@playwright/test';
import { FlightsPage } from './flights-page';

/** What the review step showed of the flight, and the reference the confirmation gave. */
export interface BookedFlight {
  from: string;
  to: string;
  /** Local 'HH:mm' at the origin and at the destination, as the review step shows them. */
  departs: string;
  arrives: string;
  /** The arrival as the plan writes it: '07:10 (+1)' when it lands on a later local date. */
  arrivesOnPlan: string;
  reference: string;
}

/**
 * The booking demo from search to confirmation, for specs that start after it (the wizard's own
 * steps are proven in booking.spec.ts). Leaves the wizard open on 'Booking Confirmed'.
 */
export class BookedFlightFlow {
  readonly flights: FlightsPage;

  constructor(readonly page: Page) {
    this.flights = new FlightsPage(page);
  }

  wizard(): Locator {
    return this.flights.dialog('Book Flight');
  }

  /** A search one way, or a round trip with `returnDate`. */
  async search(from: [string, string], to: [string, string], date: string, returnDate?: string) {
    await this.flights.open();
    await this.flights.chooseAirport('From', ...from);
    await this.flights.chooseAirport('To', ...to);
    await this.flights.fillDates(date, returnDate);
    await this.flights.submit();
    await expect(this.flights.resultCount()).toBeVisible();
  }

  async openWizard() {
    await this.flights.results().first().getByRole('button', { name: 'View Details' }).click();
    await this.flights
      .dialog('Flight Details')
      .getByRole('button', { name: 'Book Flight' })
      .click();
    await expect(this.wizard()).toBeVisible();
  }

  /** Passenger, review, payment, confirm: answers what was booked. */
  async book(): Promise<BookedFlight> {
    const wizard = this.wizard();
    await wizard.getByLabel('Title').selectOption('Ms');
    await wizard.getByLabel('First name').fill('Ada');
    await wizard.getByLabel('Last name').fill('Lovelace');
    await wizard.getByLabel('Email').fill('ada@example.com');
    await wizard.getByLabel('Phone').fill('+44 20 7946 0958');
    await wizard.getByRole('button', { name: 'Continue to Review' }).click();
    // The review's From / To rows: 'LHR · Jun 01 10:05'.
    const endpoint = async (nth: number) => {
      const text = await wizard
        .getByText(/^[A-Z]{3} · /)
        .nth(nth)
        .innerText();
      const m = /^([A-Z]{3}) · (\w{3} \d{2}) (\d{2}:\d{2})$/.exec(text.trim());
      return { code: m?.[1] ?? '', date: m?.[2] ?? '', time: m?.[3] ?? '' };
    };
    const dep = await endpoint(0);
    const arr = await endpoint(1);
    await wizard.getByRole('button', { name: 'Continue to Payment' }).click();
    await wizard.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(wizard.getByText('Booking Confirmed')).toBeVisible();
    const reference = await wizard.getByTestId('booking-reference').innerText();
    return {
      from: dep.code,
      to: arr.code,
      departs: dep.time,
      arrives: arr.time,
      // A flight between these airports lands on the same local date or the next one.
      arrivesOnPlan: arr.date === dep.date ? arr.time : `${arr.time} (+1)`,
      reference,
    };
  }

  addToTripDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Add to a trip' });
  }

  tripOption(title: string): Locator {
    return this.addToTripDialog().getByRole('radio', { name: new RegExp(title) });
  }
}
