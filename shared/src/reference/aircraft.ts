/**
 * IATA aircraft type codes (the `aircraft.code` of a flight segment) with a display name and
 * a size category (SPEC §3 "Built-in reference data").
 */
export const AIRCRAFT_CATEGORIES = ['Narrow-body', 'Wide-body', 'Regional'] as const;
export type AircraftCategory = (typeof AIRCRAFT_CATEGORIES)[number];

export interface AircraftInfo {
  readonly name: string;
  readonly category: AircraftCategory;
}

export const AIRCRAFT = {
  // Airbus narrow-body
  '318': { name: 'Airbus A318', category: 'Narrow-body' },
  '319': { name: 'Airbus A319', category: 'Narrow-body' },
  '320': { name: 'Airbus A320', category: 'Narrow-body' },
  '321': { name: 'Airbus A321', category: 'Narrow-body' },
  '31N': { name: 'Airbus A319neo', category: 'Narrow-body' },
  '32N': { name: 'Airbus A320neo', category: 'Narrow-body' },
  '32Q': { name: 'Airbus A321neo', category: 'Narrow-body' },
  // Airbus A220 (ex-Bombardier CSeries)
  '221': { name: 'Airbus A220-100', category: 'Narrow-body' },
  '223': { name: 'Airbus A220-300', category: 'Narrow-body' },
  // Boeing narrow-body
  '737': { name: 'Boeing 737', category: 'Narrow-body' },
  '73G': { name: 'Boeing 737-700', category: 'Narrow-body' },
  '738': { name: 'Boeing 737-800', category: 'Narrow-body' },
  '739': { name: 'Boeing 737-900', category: 'Narrow-body' },
  '7M7': { name: 'Boeing 737 MAX 7', category: 'Narrow-body' },
  '7M8': { name: 'Boeing 737 MAX 8', category: 'Narrow-body' },
  '7M9': { name: 'Boeing 737 MAX 9', category: 'Narrow-body' },
  '752': { name: 'Boeing 757-200', category: 'Narrow-body' },
  '753': { name: 'Boeing 757-300', category: 'Narrow-body' },
  // Boeing wide-body
  '744': { name: 'Boeing 747-400', category: 'Wide-body' },
  '748': { name: 'Boeing 747-8', category: 'Wide-body' },
  '763': { name: 'Boeing 767-300', category: 'Wide-body' },
  '764': { name: 'Boeing 767-400', category: 'Wide-body' },
  '772': { name: 'Boeing 777-200', category: 'Wide-body' },
  '77L': { name: 'Boeing 777-200LR', category: 'Wide-body' },
  '773': { name: 'Boeing 777-300', category: 'Wide-body' },
  '77W': { name: 'Boeing 777-300ER', category: 'Wide-body' },
  '788': { name: 'Boeing 787-8 Dreamliner', category: 'Wide-body' },
  '789': { name: 'Boeing 787-9 Dreamliner', category: 'Wide-body' },
  '78X': { name: 'Boeing 787-10 Dreamliner', category: 'Wide-body' },
  // Airbus wide-body
  '332': { name: 'Airbus A330-200', category: 'Wide-body' },
  '333': { name: 'Airbus A330-300', category: 'Wide-body' },
  '338': { name: 'Airbus A330-800neo', category: 'Wide-body' },
  '339': { name: 'Airbus A330-900neo', category: 'Wide-body' },
  '343': { name: 'Airbus A340-300', category: 'Wide-body' },
  '346': { name: 'Airbus A340-600', category: 'Wide-body' },
  '359': { name: 'Airbus A350-900', category: 'Wide-body' },
  '351': { name: 'Airbus A350-1000', category: 'Wide-body' },
  '35K': { name: 'Airbus A350-1000', category: 'Wide-body' },
  '388': { name: 'Airbus A380-800', category: 'Wide-body' },
  // Regional jets and turboprops
  E70: { name: 'Embraer E170', category: 'Regional' },
  E75: { name: 'Embraer E175', category: 'Regional' },
  E90: { name: 'Embraer E190', category: 'Regional' },
  E95: { name: 'Embraer E195', category: 'Regional' },
  E7W: { name: 'Embraer E175 (winglets)', category: 'Regional' },
  '290': { name: 'Embraer E190-E2', category: 'Regional' },
  '295': { name: 'Embraer E195-E2', category: 'Regional' },
  CRJ: { name: 'Bombardier CRJ', category: 'Regional' },
  CR2: { name: 'Bombardier CRJ200', category: 'Regional' },
  CR7: { name: 'Bombardier CRJ700', category: 'Regional' },
  CR9: { name: 'Bombardier CRJ900', category: 'Regional' },
  CRK: { name: 'Bombardier CRJ1000', category: 'Regional' },
  DH4: { name: 'De Havilland Dash 8-400', category: 'Regional' },
  AT7: { name: 'ATR 72', category: 'Regional' },
  AT5: { name: 'ATR 42-500', category: 'Regional' },
} as const satisfies Record<string, AircraftInfo>;

export type AircraftCode = keyof typeof AIRCRAFT;

function isAircraftCode(code: string): code is AircraftCode {
  return Object.hasOwn(AIRCRAFT, code);
}

/**
 * Name and category for an IATA aircraft type code.
 *
 * Fallback for unknown codes: `{ name: 'Aircraft <code>', category: 'Narrow-body' }`.
 * Narrow-body is chosen because it is by far the most common category of scheduled flights,
 * so it is the least surprising guess; the name keeps the raw code so nothing is invented.
 */
export function aircraftInfo(code: string): AircraftInfo {
  const key = code.trim().toUpperCase();
  if (isAircraftCode(key)) return AIRCRAFT[key];
  return { name: `Aircraft ${code.trim()}`, category: 'Narrow-body' };
}
