import type { FlightOffer, FlightSearchQuery } from '@shared/api/lookups';

export interface FlightSearchAnswer {
  offers: FlightOffer[];
  /** True for generated sample fares that nobody can book. */
  sample: boolean;
}

export interface FlightProvider {
  readonly name: string;
  /** Airport codes are already checked to exist by the caller. */
  search(query: FlightSearchQuery): Promise<FlightSearchAnswer>;
}
