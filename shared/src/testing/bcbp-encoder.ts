/**
 * Writes a boarding pass's BCBP text (IATA Resolution 792, mandatory items), so tests, the
 * picture fixtures and the benchmarks make their own passes instead of keeping a real
 * traveller's. The passengers are made up.
 */
export interface TestLeg {
  /** The booking reference (PNR), at most 7 characters. */
  reference: string;
  from: string;
  to: string;
  /** The operating carrier's IATA designator, 'TP'. */
  carrier: string;
  /** The flight number as the airline prints it ('1351'), optionally with a suffix letter. */
  number: string;
  /** The day of the year of the flight, 1 to 366. */
  dayOfYear: number;
  /** The seat, '12A'. */
  seat: string;
  /** The compartment code; 'Y' (economy) unless given. */
  compartment?: string;
  /** The check-in sequence number; 25 unless given. */
  checkInSequence?: number;
  /** Conditional items to append (any text), to check that readers skip them. */
  conditional?: string;
}

/** A value in its fixed-width field, padded with spaces; refused when it does not fit. */
function field(value: string, width: number, what: string): string {
  if (value.length > width) throw new Error(`${what} is longer than ${width}: ${value}`);
  return value.toUpperCase().padEnd(width, ' ');
}

/** The flight number as BCBP writes it: four digits, zero-padded, then the suffix or a space. */
function flightNumberField(flightNumber: string): string {
  const match = /^(\d{1,4})([A-Z]?)$/i.exec(flightNumber);
  if (!match?.[1]) throw new Error(`Not a flight number: ${flightNumber}`);
  return match[1].padStart(4, '0') + (match[2]?.toUpperCase() || ' ');
}

/** The seat as BCBP writes it: three digits, zero-padded, then the letter. */
function seatField(seat: string): string {
  const match = /^(\d{1,3})([A-Z])$/i.exec(seat);
  if (!match?.[1] || !match[2]) throw new Error(`Not a seat: ${seat}`);
  return match[1].padStart(3, '0') + match[2].toUpperCase();
}

function legText(leg: TestLeg): string {
  if (!Number.isInteger(leg.dayOfYear) || leg.dayOfYear < 1 || leg.dayOfYear > 366) {
    throw new Error(`Not a day of the year: ${leg.dayOfYear}`);
  }
  const conditional = leg.conditional ?? '';
  return [
    field(leg.reference, 7, 'The booking reference'),
    field(leg.from, 3, 'The departure airport'),
    field(leg.to, 3, 'The arrival airport'),
    field(leg.carrier, 3, 'The carrier'),
    flightNumberField(leg.number),
    String(leg.dayOfYear).padStart(3, '0'),
    field(leg.compartment ?? 'Y', 1, 'The compartment'),
    seatField(leg.seat),
    String(leg.checkInSequence ?? 25).padStart(4, '0') + ' ',
    '1', // passenger status: checked in
    conditional.length.toString(16).toUpperCase().padStart(2, '0'),
    conditional,
  ].join('');
}

/** 'M', the number of legs, the passenger ('SURNAME/GIVEN', at most 20), 'E', then each leg. */
export function encodeBoardingPass(passenger: string, legs: readonly TestLeg[]): string {
  return `M${legs.length}${field(passenger, 20, 'The passenger name')}E${legs.map(legText).join('')}`;
}

/** A date's day of the year (1 January is 1), as a boarding pass writes its flight date. */
export function dayOfYearOf(iso: string): number {
  const start = Date.UTC(Number(iso.slice(0, 4)), 0, 1);
  return Math.round((Date.parse(`${iso}T00:00:00Z`) - start) / 86_400_000) + 1;
}
