/**
 * IATA two-character airline designators with display names (SPEC §3 "Built-in reference
 * data": about 50 airline codes). Used to label flight offers by `carrierCode`.
 */
export const AIRLINES = {
  // North America
  AA: 'American Airlines',
  DL: 'Delta Air Lines',
  UA: 'United Airlines',
  WN: 'Southwest Airlines',
  AS: 'Alaska Airlines',
  B6: 'JetBlue Airways',
  NK: 'Spirit Airlines',
  F9: 'Frontier Airlines',
  AC: 'Air Canada',
  WS: 'WestJet',
  // Europe
  BA: 'British Airways',
  VS: 'Virgin Atlantic',
  AF: 'Air France',
  KL: 'KLM Royal Dutch Airlines',
  LH: 'Lufthansa',
  LX: 'Swiss International Air Lines',
  OS: 'Austrian Airlines',
  SN: 'Brussels Airlines',
  IB: 'Iberia',
  VY: 'Vueling',
  FR: 'Ryanair',
  U2: 'easyJet',
  AZ: 'ITA Airways',
  TP: 'TAP Air Portugal',
  SK: 'SAS Scandinavian Airlines',
  AY: 'Finnair',
  EI: 'Aer Lingus',
  TK: 'Turkish Airlines',
  // Middle East and Africa
  EK: 'Emirates',
  EY: 'Etihad Airways',
  QR: 'Qatar Airways',
  SV: 'Saudia',
  MS: 'EgyptAir',
  ET: 'Ethiopian Airlines',
  KQ: 'Kenya Airways',
  SA: 'South African Airways',
  // Asia-Pacific
  QF: 'Qantas',
  VA: 'Virgin Australia',
  NZ: 'Air New Zealand',
  SQ: 'Singapore Airlines',
  CX: 'Cathay Pacific',
  JL: 'Japan Airlines',
  NH: 'All Nippon Airways',
  KE: 'Korean Air',
  OZ: 'Asiana Airlines',
  CA: 'Air China',
  MU: 'China Eastern Airlines',
  CZ: 'China Southern Airlines',
  AI: 'Air India',
  '6E': 'IndiGo',
  TG: 'Thai Airways',
  MH: 'Malaysia Airlines',
  GA: 'Garuda Indonesia',
  PR: 'Philippine Airlines',
  // Latin America
  LA: 'LATAM Airlines',
  AM: 'Aeroméxico',
  AV: 'Avianca',
  CM: 'Copa Airlines',
} as const satisfies Record<string, string>;

export type AirlineCode = keyof typeof AIRLINES;

function isAirlineCode(code: string): code is AirlineCode {
  return Object.hasOwn(AIRLINES, code);
}

/** Display name for an IATA airline code; unknown codes are returned as given (trimmed). */
export function airlineName(code: string): string {
  const key = code.trim().toUpperCase();
  return isAirlineCode(key) ? AIRLINES[key] : code.trim();
}
