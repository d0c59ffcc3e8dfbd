import { zoneAt } from '@shared/domain/zone-at';
import { isGazetteerId } from '@shared/reference/gazetteer-rows';

/**
 * The IANA time zone of each of our destinations, by id, written by hand and checked against the
 * coordinates in catalog.test.ts. Not computed from the nearest city of city-timezones: near a
 * border that picks the neighbour's zone (Chamonix's nearest listed city is Aosta, in Italy).
 * Not stored in the database either: the server adds it to every destination it answers, so a
 * database seeded before zones existed answers them too.
 */
export const DESTINATION_TIME_ZONES: Readonly<Record<string, string>> = {
  bali: 'Asia/Makassar',
  phuket: 'Asia/Bangkok',
  santorini: 'Europe/Athens',
  algarve: 'Europe/Lisbon',
  cancun: 'America/Cancun',
  maui: 'Pacific/Honolulu',
  'gold-coast': 'Australia/Brisbane',
  'amalfi-coast': 'Europe/Rome',
  'rio-de-janeiro': 'America/Sao_Paulo',
  banff: 'America/Edmonton',
  zermatt: 'Europe/Zurich',
  dolomites: 'Europe/Rome',
  chamonix: 'Europe/Paris',
  hakone: 'Asia/Tokyo',
  whistler: 'America/Vancouver',
  yosemite: 'America/Los_Angeles',
  lisbon: 'Europe/Lisbon',
  paris: 'Europe/Paris',
  london: 'Europe/London',
  'new-york': 'America/New_York',
  tokyo: 'Asia/Tokyo',
  barcelona: 'Europe/Madrid',
  dubai: 'Asia/Dubai',
  sydney: 'Australia/Sydney',
  'mexico-city': 'America/Mexico_City',
  kyoto: 'Asia/Tokyo',
  rome: 'Europe/Rome',
  florence: 'Europe/Rome',
  istanbul: 'Europe/Istanbul',
  marrakech: 'Africa/Casablanca',
  cairo: 'Africa/Cairo',
  cusco: 'America/Lima',
  athens: 'Europe/Athens',
  edinburgh: 'Europe/London',
  'chiang-mai': 'Asia/Bangkok',
  queenstown: 'Pacific/Auckland',
  reykjavik: 'Atlantic/Reykjavik',
  interlaken: 'Europe/Zurich',
  cappadocia: 'Europe/Istanbul',
  'grand-canyon': 'America/Phoenix',
  cairns: 'Australia/Brisbane',
  iguazu: 'America/Sao_Paulo',
};

/**
 * The zone of a destination: ours from the table above; a gazetteer city's ('gn-…') from its
 * row's coordinates (computed offline, as the gazetteer's own zone was, so it need not be
 * stored); null for an id we have none for.
 */
export function timeZoneOf(
  destinationId: string,
  latitude: string | null = null,
  longitude: string | null = null,
): string | null {
  const ours = DESTINATION_TIME_ZONES[destinationId];
  if (ours) return ours;
  if (!isGazetteerId(destinationId) || latitude === null || longitude === null) return null;
  return zoneAt(Number(latitude), Number(longitude));
}
