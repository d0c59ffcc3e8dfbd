import type { Airport } from '@shared/api/lookups';
import { foldText, foldedWords } from '../fold-text';
import { distanceKm } from '../geo';
import { loadAirports, type LoadedAirport } from './airport-data';

interface Entry {
  airport: LoadedAirport;
  city: string;
  name: string;
  words: string[];
}

/** Airports indexed for lookup by code, prefix search and nearest-airport queries. */
export class AirportIndex {
  private readonly byIata = new Map<string, LoadedAirport>();
  /** Most useful first: large airports with scheduled service, then smaller ones. */
  private readonly entries: Entry[];

  constructor(airports: LoadedAirport[]) {
    const sorted = [...airports].sort(
      (a, b) =>
        a.sizeRank - b.sizeRank ||
        Number(b.scheduled) - Number(a.scheduled) ||
        a.iataCode.localeCompare(b.iataCode),
    );
    for (const a of sorted) this.byIata.set(a.iataCode, a);
    this.entries = sorted.map((airport) => ({
      airport,
      city: foldText(airport.cityName),
      name: foldText(airport.name),
      words: [...foldedWords(airport.cityName), ...foldedWords(airport.name)],
    }));
  }

  get size(): number {
    return this.byIata.size;
  }

  lookup(iataCode: string): LoadedAirport | undefined {
    return this.byIata.get(iataCode.trim().toUpperCase());
  }

  /** Exact code first, then city prefix, then name prefix, then a prefix of any word. */
  search(keyword: string, limit: number): LoadedAirport[] {
    const folded = foldText(keyword);
    if (!folded) return [];
    const tiers: LoadedAirport[][] = [[], [], [], []];
    const exact = /^[a-z0-9]{3}$/.test(folded) ? this.lookup(folded) : undefined;
    if (exact) tiers[0]!.push(exact);
    for (const e of this.entries) {
      if (e.airport === exact) continue;
      if (e.city.startsWith(folded)) tiers[1]!.push(e.airport);
      else if (e.name.startsWith(folded)) tiers[2]!.push(e.airport);
      else if (e.words.some((w) => w.startsWith(folded))) tiers[3]!.push(e.airport);
    }
    return tiers.flat().slice(0, limit);
  }

  /**
   * The airport a traveller would fly to for a point: the nearest large airport with scheduled
   * service within `largeKm`, else the nearest served medium one within `maxKm`.
   */
  nearestServed(
    latitude: number,
    longitude: number,
    maxKm: number,
    largeKm = 100,
  ): LoadedAirport | undefined {
    let large: { airport: LoadedAirport; km: number } | undefined;
    let any: { airport: LoadedAirport; km: number } | undefined;
    for (const { airport } of this.entries) {
      if (!airport.scheduled || airport.sizeRank > 1) continue;
      const km = distanceKm(latitude, longitude, airport.latitude, airport.longitude);
      if (airport.sizeRank === 0 && km <= largeKm && (!large || km < large.km))
        large = { airport, km };
      if (km <= maxKm && (!any || km < any.km)) any = { airport, km };
    }
    return (large ?? any)?.airport;
  }
}

export function toAirportResult(a: LoadedAirport): Airport {
  return {
    id: `A${a.iataCode}`,
    name: a.name,
    iataCode: a.iataCode,
    address: { cityName: a.cityName, countryName: a.countryName },
  };
}

let loading: Promise<AirportIndex> | undefined;

/**
 * The index is built once per process on first use (about a second) and then only read, so one
 * shared copy serves every app instance, including the many a test run creates.
 */
export function airportIndex(): Promise<AirportIndex> {
  loading ??= loadAirports()
    .then((airports) => new AirportIndex(airports))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
