/**
 * Economy baggage allowances by validating airline (SPEC §3 "Built-in reference data") plus
 * the default used for every other airline (SPEC §9: 10 kg carry-on, 1 checked bag of 23 kg).
 *
 * This is demo data: it approximates each carrier's cheapest economy fare and is not a
 * substitute for the airline's own rules. US carriers publish no carry-on weight limit; a
 * nominal 10 kg is shown for them. Checked `weightKg` is the per-piece limit (50 lb = 23 kg).
 */
export interface BaggageAllowance {
  readonly carryOn: { readonly included: boolean; readonly weightKg: number };
  readonly checked: { readonly pieces: number; readonly weightKg: number };
}

export const DEFAULT_BAGGAGE = {
  carryOn: { included: true, weightKg: 10 },
  checked: { pieces: 1, weightKg: 23 },
} as const satisfies BaggageAllowance;

export const BAGGAGE_RULES = {
  // Main Cabin / Basic Economy within the US: carry-on included, checked bags paid.
  AA: { carryOn: { included: true, weightKg: 10 }, checked: { pieces: 0, weightKg: 23 } },
  DL: { carryOn: { included: true, weightKg: 10 }, checked: { pieces: 0, weightKg: 23 } },
  // Basic Economy: personal item only, no full-size carry-on, checked bags paid.
  UA: { carryOn: { included: false, weightKg: 10 }, checked: { pieces: 0, weightKg: 23 } },
  // "Bags fly free": two checked bags included (the policy as modelled by this demo).
  WN: { carryOn: { included: true, weightKg: 10 }, checked: { pieces: 2, weightKg: 23 } },
  // Economy Standard within North America: carry-on included, checked bags paid.
  AC: { carryOn: { included: true, weightKg: 10 }, checked: { pieces: 0, weightKg: 23 } },
  // Economy Saver: 7 kg cabin bag; one checked piece (25 kg under the weight concept).
  EK: { carryOn: { included: true, weightKg: 7 }, checked: { pieces: 1, weightKg: 25 } },
} as const satisfies Record<string, BaggageAllowance>;

export type BaggageAirlineCode = keyof typeof BAGGAGE_RULES;

function hasBaggageRule(code: string): code is BaggageAirlineCode {
  return Object.hasOwn(BAGGAGE_RULES, code);
}

/** Baggage allowance for an IATA airline code (case-insensitive); others get the default. */
export function baggageFor(airlineCode: string): BaggageAllowance {
  const key = airlineCode.trim().toUpperCase();
  return hasBaggageRule(key) ? BAGGAGE_RULES[key] : DEFAULT_BAGGAGE;
}
