import type { AirportProvider } from './airport-provider';
import type { DestinationSearchProvider } from './destination-search-provider';
import { embeddedAirports } from './embedded/embedded-airports';
import { embeddedFlights } from './embedded/embedded-flights';
import { embeddedPlaceSearch } from './embedded/embedded-place-search';
import { embeddedPlaces } from './embedded/embedded-places';
import { embeddedVisa } from './embedded/embedded-visa';
import type { FlightProvider } from './flight-provider';
import { AmadeusClient } from './live/amadeus-client';
import { amadeusAirports } from './live/amadeus-airports';
import { amadeusFlights } from './live/amadeus-flights';
import { amadeusPlaces } from './live/amadeus-places';
import { ecbRates } from './live/ecb-rates';
import { nominatimPlaces } from './live/nominatim-places';
import { geocoderUserAgent } from './live/osm-place';
import { passportVisaApi } from './live/passport-visa-api';
import { photonPlaces } from './live/photon-places';
import { cachedPlaceSearch } from './place-search-cache';
import { placeSearchByMode, type PlaceSearchProvider } from './place-search-provider';
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
  /** Streets, addresses and sights beyond the device's gazetteer (GET /api/places/search). */
  placeSearch: PlaceSearchProvider;
}

export function embeddedProviders(): LookupProviders {
  return {
    places: embeddedPlaces(),
    visa: embeddedVisa(),
    airports: embeddedAirports(),
    flights: embeddedFlights(),
    rates: referenceRatesOnly(),
    placeSearch: embeddedPlaceSearch(),
  };
}

/** Which live geocoders answer place searches (issue 24); see placeSearchFromConfig. */
export interface PlaceSearchConfig {
  provider: 'photon' | 'nominatim' | 'both';
  photonUrl: string;
  nominatimUrl: string;
  /** The operator's contact (an e-mail address or a URL), required with Nominatim. */
  nominatimContact?: string | undefined;
  /** Time between two Nominatim requests of this process; 1000 unless several share it. */
  nominatimIntervalMs?: number | undefined;
}

export interface ProviderConfig {
  amadeus?: { clientId: string; clientSecret: string; baseUrl: string };
  visaApiBaseUrl?: string;
  visaCsv?: { path: string; sourceUrl?: string };
  /** The ECB's daily rates file (its address, or a stand-in's in tests). */
  ecbRatesUrl?: string;
  places?: PlaceSearchConfig;
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
  if (config.places) providers.placeSearch = placeSearchFromConfig(config.places, timeoutMs);
  return { providers, warnings };
}

/**
 * Photon for type-ahead, Nominatim behind the 'Search online' button, or one of them alone;
 * each behind the answer cache. Nominatim without a contact is refused: its usage policy
 * requires a User-Agent that names the application and how to reach its operator.
 */
export function placeSearchFromConfig(
  config: PlaceSearchConfig,
  timeoutMs: number = DEFAULT_PROVIDER_TIMEOUT_MS,
): PlaceSearchProvider {
  const photon = () =>
    photonPlaces({
      baseUrl: config.photonUrl,
      timeoutMs,
      userAgent: geocoderUserAgent(config.nominatimContact),
    });
  const nominatim = () => {
    const contact = config.nominatimContact?.trim();
    if (!contact) {
      throw new Error(
        'NOMINATIM_USER_AGENT must name a contact (an e-mail address or your site) when PLACES_PROVIDER uses Nominatim: its usage policy requires it',
      );
    }
    return nominatimPlaces({
      baseUrl: config.nominatimUrl,
      timeoutMs,
      userAgent: geocoderUserAgent(contact),
      ...(config.nominatimIntervalMs ? { intervalMs: config.nominatimIntervalMs } : {}),
    });
  };
  switch (config.provider) {
    case 'photon':
      return cachedPlaceSearch(photon());
    case 'nominatim':
      return cachedPlaceSearch(nominatim());
    case 'both':
      return cachedPlaceSearch(placeSearchByMode({ typeahead: photon(), search: nominatim() }));
  }
}
