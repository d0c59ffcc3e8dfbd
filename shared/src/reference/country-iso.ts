/**
 * Country name to ISO 3166-1 alpha-2 code for the 22 common destination countries
 * (SPEC §3 "Built-in reference data"). Used to turn a destination's `country` text into a
 * code for the visa lookup.
 */
export const COUNTRY_NAME_TO_ISO = {
  France: 'FR',
  Italy: 'IT',
  Spain: 'ES',
  Japan: 'JP',
  Thailand: 'TH',
  Indonesia: 'ID',
  Greece: 'GR',
  Peru: 'PE',
  'United States': 'US',
  'United Kingdom': 'GB',
  Australia: 'AU',
  Mexico: 'MX',
  Brazil: 'BR',
  Morocco: 'MA',
  Egypt: 'EG',
  Iceland: 'IS',
  Switzerland: 'CH',
  Portugal: 'PT',
  Turkey: 'TR',
  'United Arab Emirates': 'AE',
  'New Zealand': 'NZ',
  Canada: 'CA',
} as const satisfies Record<string, string>;

export type DestinationCountryName = keyof typeof COUNTRY_NAME_TO_ISO;
export type DestinationIsoCode = (typeof COUNTRY_NAME_TO_ISO)[DestinationCountryName];

const BY_LOWER_NAME: ReadonlyMap<string, DestinationIsoCode> = new Map(
  Object.entries(COUNTRY_NAME_TO_ISO).map(([name, iso]) => [name.toLowerCase(), iso]),
);

/** ISO alpha-2 code for a destination country name; case-insensitive, surrounding space ignored. */
export function countryNameToIso(name: string): DestinationIsoCode | undefined {
  return BY_LOWER_NAME.get(name.trim().toLowerCase());
}
