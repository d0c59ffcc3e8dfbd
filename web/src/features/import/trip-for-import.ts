import { foldForSearch } from '@shared/domain/fold-search-text';
import { currencyFromLocales } from '@shared/money/currencies';
import { isGazetteerId, type GazetteerCity } from '@shared/reference/gazetteer-rows';
import type { AppDb } from '../../db/app-db';
import { createTrip } from '../../db/trip-repo';
import { rememberGazetteerDestination } from '../../sync/gazetteer-destinations';
import type { TripDates } from './booking-draft';

/**
 * Creates the trip imported bookings go on, on this device and through the outbox like one made
 * with New Trip: to their city, named after it ('Lisbon'), over their dates. One of our own
 * destinations of that name and country is its destination (it has a picture and notes); else
 * the gazetteer's city, kept on the device at once as the trip form does. Answers the new id.
 */
export async function createTripForImport(
  db: AppDb,
  city: GazetteerCity,
  dates: TripDates,
  locales: readonly string[] = navigator.languages,
): Promise<string> {
  const same = (a: string, b: string) => foldForSearch(a) === foldForSearch(b);
  const ours = (await db.destinations.toArray()).find(
    (d) => !isGazetteerId(d.id) && same(d.name, city.name) && same(d.country, city.country),
  );
  if (!ours) await rememberGazetteerDestination(db, city);
  return createTrip(db, {
    destinationId: ours?.id ?? city.id,
    title: city.name,
    startDate: dates.startDate,
    endDate: dates.endDate,
    // The home currency of the traveller's locale region, as New Trip proposes.
    currency: currencyFromLocales(locales),
  });
}
