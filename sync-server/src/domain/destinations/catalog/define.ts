import type { DestinationCategory, InsertDestination } from '@shared/schemas/destination';
import type { DestinationCountryName } from '@shared/reference/country-iso';
import { COUNTRY_ENTRY } from './country-entry';

export interface DestinationEntry {
  id: string;
  name: string;
  /** One of the spec's destination countries, so the visa checker can map it to an ISO code. */
  country: DestinationCountryName;
  category: DestinationCategory;
  featured?: boolean;
  latitude: number;
  longitude: number;
  description: string;
  climate: string;
  bestMonths: string;
}

/** A seed row: our own artwork, and the entry rules written once per country. */
export function destination(entry: DestinationEntry): InsertDestination {
  const entryRules = COUNTRY_ENTRY[entry.country];
  return {
    id: entry.id,
    name: entry.name,
    country: entry.country,
    category: entry.category,
    featured: entry.featured ?? false,
    description: entry.description,
    imageUrl: `/images/destinations/${entry.id}.svg`,
    latitude: entry.latitude.toFixed(4),
    longitude: entry.longitude.toFixed(4),
    climate: entry.climate,
    bestMonths: entry.bestMonths,
    visaRequirements: entryRules.visaRequirements,
    travelDocuments: entryRules.travelDocuments,
  };
}
