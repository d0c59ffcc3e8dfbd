import { countryNameToIso } from '@shared/reference/country-iso';

export interface DestinationCountry {
  country: string;
  /** Undefined when the built-in map has no code for this name (SPEC 8: no ISO mapping). */
  iso: string | undefined;
}

/** The distinct destination countries, alphabetically, each with its ISO code if known. */
export function destinationCountries(
  destinations: readonly { country: string }[],
): DestinationCountry[] {
  const names = [...new Set(destinations.map((d) => d.country.trim()))].filter(Boolean);
  names.sort((a, b) => a.localeCompare(b));
  return names.map((country) => ({ country, iso: countryNameToIso(country) }));
}
