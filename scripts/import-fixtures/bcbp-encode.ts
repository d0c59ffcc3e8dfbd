/**
 * A small IATA BCBP (Resolution 792) encoder for test fixtures: the mandatory items of a
 * single-leg boarding pass, 60 characters, the way airlines print them. Test data only: the
 * passengers are made up.
 */
export interface BoardingPassFields {
  /** 'SURNAME/GIVEN', at most 20 characters. */
  passenger: string;
  /** The booking reference (PNR), at most 7 characters. */
  reference: string;
  from: string;
  to: string;
  /** The operating carrier's IATA designator, 'TP'. */
  carrier: string;
  /** The flight number, '1351', optionally with a suffix letter: '123A'. */
  flightNumber: string;
  /** The day of the year of the flight, 1 to 366. */
  dayOfYear: number;
  /** The compartment code, 'Y' for economy. */
  compartment: string;
  /** The seat, '12A'. */
  seat: string;
  checkInSequence: number;
}

function field(value: string, width: number, what: string): string {
  if (value.length > width) throw new Error(`${what} is longer than ${width}: ${value}`);
  return value.toUpperCase().padEnd(width, ' ');
}

/** The flight number as BCBP writes it: four digits, zero-padded, then the suffix or a space. */
function flightNumberField(flightNumber: string): string {
  const match = /^(\d{1,4})([A-Z]?)$/i.exec(flightNumber);
  if (!match?.[1]) throw new Error(`Not a flight number: ${flightNumber}`);
  return match[1].padStart(4, '0') + (match[2] || ' ');
}

/** The seat as BCBP writes it: three digits, zero-padded, then the letter. */
function seatField(seat: string): string {
  const match = /^(\d{1,3})([A-Z])$/i.exec(seat);
  if (!match?.[1] || !match[2]) throw new Error(`Not a seat: ${seat}`);
  return match[1].padStart(3, '0') + match[2].toUpperCase();
}

export function encodeBoardingPass(pass: BoardingPassFields): string {
  if (!Number.isInteger(pass.dayOfYear) || pass.dayOfYear < 1 || pass.dayOfYear > 366) {
    throw new Error(`Not a day of the year: ${pass.dayOfYear}`);
  }
  return [
    'M', // format code
    '1', // number of legs encoded
    field(pass.passenger, 20, 'The passenger name'),
    'E', // electronic ticket
    field(pass.reference, 7, 'The booking reference'),
    field(pass.from, 3, 'The departure airport'),
    field(pass.to, 3, 'The arrival airport'),
    field(pass.carrier, 3, 'The carrier'),
    flightNumberField(pass.flightNumber),
    String(pass.dayOfYear).padStart(3, '0'),
    field(pass.compartment, 1, 'The compartment'),
    seatField(pass.seat),
    String(pass.checkInSequence).padStart(4, '0') + ' ',
    '1', // passenger status: checked in
    '00', // size of the conditional items that follow: none
  ].join('');
}
