import type { AirportProvider } from './airport-provider';
import type { DestinationSearchProvider } from './destination-search-provider';
import { embeddedAirports } from './embedded/embedded-airports';
import { embeddedFlights } from './embedded/embedded-flights';
import { embeddedPlaces } from './embedded/embedded-places';
import { embeddedVisa } from './embedded/embedded-visa';
import type { FlightProvider } from './flight-provider';
import { AmadeusClient } from './live/amadeus-client';
import { amadeusAirports } from './live/amadeus-airports';
import { amadeusFlights } from './live/amadeus-flights';
import { amadeusPlaces } from './live/amadeus-places';
import { ecbRates } from './live/ecb-rates';
import { passportVisaApi } from './live/passport-visa-api';
import { DEFAULT_PROVIDER_TIMEOUT_MS } from './provider-error';
import { referenceRatesOnly, type RatesProvider } from './rates-provider';
import { csvVisa } from './visa-csv/csv-visa';
import type { VisaProvider } from './visa-provider';

/** Everything the lookup routes ask; each has an embedded default. */
export interface LookupProviders {
  places: DestinationSearchProvider;
  visa: VisaProvider;
  airports: AirportProvider;
  flights: FlightProvider;
  rates: RatesProvider;
}

export function embeddedProviders(): LookupProviders {
  return {
    places: embeddedPlaces(),
    visa: embeddedVisa(),
    airports: embeddedAirports(),
    flights: embeddedFlights(),
    rates: referenceRatesOnly(),
  };
}

export interface ProviderConfig {
  amadeus?: { clientId: string; clientSecret: string; baseUrl: string };
  visaApiBaseUrl?: string;
  visaCsv?: { path: string; sourceUrl?: string };
  /** The ECB's daily rates file (its address, or a stand-in's in tests). */
  ecbRatesUrl?: string;
  timeoutMs?: number;
}

/** Live adapters where configured, embedded data everywhere else. */
export function providersFromConfig(config: ProviderConfig): {
  providers: LookupProviders;
  warnings: string[];
} {
  const timeoutMs = config.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const providers = embeddedProviders();
  const warnings: string[] = [];
  if (config.amadeus) {
    const client = new AmadeusClient({ ...config.amadeus, timeoutMs });
    providers.places = amadeusPlaces(client);
    providers.airports = amadeusAirports(client);
    providers.flights = amadeusFlights(client);
  }
  if (config.visaApiBaseUrl) {
    providers.visa = passportVisaApi({ baseUrl: config.visaApiBaseUrl, timeoutMs });
  } else if (config.visaCsv) {
    const csv = csvVisa(config.visaCsv.path, config.visaCsv);
    for (const s of csv.skipped.slice(0, 20)) warnings.push(`Visa CSV line ${s.line}: ${s.reason}`);
    if (csv.skipped.length > 20)
      warnings.push(`Visa CSV: ${csv.skipped.length - 20} more lines skipped`);
    providers.visa = csv;
  }
  if (config.ecbRatesUrl) {
    providers.rates = ecbRates({
      url: config.ecbRatesUrl,
      timeoutMs,
      onError: (error) =>
        console.error('Daily rates unavailable; serving the last good table', {
          failure: error.failure,
          message: error.message,
        }),
    });
  }
  return { providers, warnings };
}
