/**
 * Writes a boarding pass's BCBP text (IATA Resolution 792, mandatory items only), so tests make
 * their own fixtures instead of keeping a real traveller's pass.
 */
export interface TestLeg {
  reference: string;
  from: string;
  to: string;
  carrier: string;
  /** The flight number as the airline prints it ('1351'). */
  number: string;
  dayOfYear: number;
  seat: string;
  /** Conditional items to append (any text), to check that readers skip them. */
  conditional?: string;
}

export function encodeBoardingPass(passenger: string, legs: TestLeg[]): string {
  const pad = (s: string, n: number) => s.padEnd(n, ' ').slice(0, n);
  const header = `M${legs.length}${pad(passenger, 20)}E`;
  return (
    header +
    legs
      .map((leg) => {
        const conditional = leg.conditional ?? '';
        return (
          pad(leg.reference, 7) +
          pad(leg.from, 3) +
          pad(leg.to, 3) +
          pad(leg.carrier, 3) +
          pad(leg.number.padStart(4, '0'), 5) +
          String(leg.dayOfYear).padStart(3, '0') +
          'Y' +
          pad(leg.seat.padStart(4, '0'), 4) +
          '0025 ' +
          '1' +
          conditional.length.toString(16).toUpperCase().padStart(2, '0') +
          conditional
        );
      })
      .join('')
  );
}
