import type { FakeHandler, FakeRequest } from './fake-provider-server';

/** Answers in the documented shapes of Amadeus Self-Service, from a tiny data set. */

export const FAKE_TOKEN = 'fake-access-token';

const LOCATIONS = [
  {
    type: 'location',
    subType: 'AIRPORT',
    name: 'HEATHROW',
    detailedName: 'LONDON/GB:HEATHROW',
    id: 'ALHR',
    timeZoneOffset: '+00:00',
    iataCode: 'LHR',
    geoCode: { latitude: 51.47294, longitude: -0.45061 },
    address: {
      cityName: 'LONDON',
      cityCode: 'LON',
      countryName: 'UNITED KINGDOM',
      countryCode: 'GB',
      regionCode: 'EUROP',
    },
  },
  {
    type: 'location',
    subType: 'AIRPORT',
    name: 'JOHN F KENNEDY INTL',
    detailedName: 'NEW YORK/NY/US:JOHN F KENNEDY INTL',
    id: 'AJFK',
    timeZoneOffset: '-05:00',
    iataCode: 'JFK',
    geoCode: { latitude: 40.64985, longitude: -73.77868 },
    address: {
      cityName: 'NEW YORK',
      cityCode: 'NYC',
      countryName: 'UNITED STATES OF AMERICA',
      countryCode: 'US',
      stateCode: 'NY',
      regionCode: 'NAMER',
    },
  },
  {
    type: 'location',
    subType: 'CITY',
    name: 'PARIS',
    detailedName: 'PARIS/FR',
    id: 'CPAR',
    timeZoneOffset: '+01:00',
    iataCode: 'PAR',
    geoCode: { latitude: 48.85341, longitude: 2.3488 },
    address: {
      cityName: 'PARIS',
      cityCode: 'PAR',
      countryName: 'FRANCE',
      countryCode: 'FR',
      regionCode: 'EUROP',
    },
  },
];

export const FAKE_ACTIVITY = {
  type: 'activity',
  id: '4615',
  self: { href: 'https://test.api.amadeus.com/v1/shopping/activities/4615', methods: ['GET'] },
  name: 'Skip-the-line tickets to the Louvre',
  shortDescription: 'Enter the museum without queuing.',
  geoCode: { latitude: '48.860000', longitude: '2.337000' },
  rating: '4.500000',
  pictures: ['https://images.example/louvre.jpg'],
  bookingLink: 'https://b2c.mla.cloud/c/QCejqyor?c=2WxbgL36',
  price: { currencyCode: 'EUR', amount: '22.00' },
};

export const FAKE_OFFER = {
  type: 'flight-offer',
  id: '1',
  source: 'GDS',
  instantTicketingRequired: false,
  nonHomogeneous: false,
  oneWay: false,
  lastTicketingDate: '2026-12-01',
  numberOfBookableSeats: 9,
  itineraries: [
    {
      duration: 'PT7H10M',
      segments: [
        {
          departure: { iataCode: 'JFK', terminal: '8', at: '2026-12-20T18:30:00' },
          arrival: { iataCode: 'LHR', terminal: '5', at: '2026-12-21T06:40:00' },
          carrierCode: 'BA',
          number: '178',
          aircraft: { code: '777' },
          operating: { carrierCode: 'BA' },
          duration: 'PT7H10M',
          id: '1',
          numberOfStops: 0,
          blacklistedInEU: false,
        },
      ],
    },
  ],
  price: { currency: 'USD', total: '612.40', base: '312.00', grandTotal: '612.40' },
  pricingOptions: { fareType: ['PUBLISHED'], includedCheckedBagsOnly: true },
  validatingAirlineCodes: ['BA'],
  travelerPricings: [],
};

function authorised(req: FakeRequest): boolean {
  return req.headers.authorization === `Bearer ${FAKE_TOKEN}`;
}

export function amadeusFake(options: { expiresIn?: number } = {}): FakeHandler {
  return (req) => {
    if (req.path === '/v1/security/oauth2/token') {
      const form = new URLSearchParams(req.body);
      if (
        req.method !== 'POST' ||
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_secret') !== 'secret'
      ) {
        return { status: 401, json: { error: 'invalid_client' } };
      }
      return {
        json: {
          type: 'amadeusOAuth2Token',
          username: 'dev@example.com',
          application_name: 'wayfarer-test',
          client_id: form.get('client_id'),
          token_type: 'Bearer',
          access_token: FAKE_TOKEN,
          expires_in: options.expiresIn ?? 1799,
          state: 'approved',
          scope: '',
        },
      };
    }
    if (!authorised(req))
      return {
        status: 401,
        json: { errors: [{ status: 401, code: 38191, title: 'Invalid access token' }] },
      };
    if (req.path === '/v1/reference-data/locations') {
      const keyword = (req.query.get('keyword') ?? '').toUpperCase();
      const subTypes = (req.query.get('subType') ?? '').split(',');
      const data = LOCATIONS.filter(
        (l) =>
          subTypes.includes(l.subType) &&
          (l.iataCode === keyword ||
            l.name.startsWith(keyword) ||
            l.address.cityName.startsWith(keyword)),
      );
      return { json: { meta: { count: data.length, links: {} }, data } };
    }
    if (req.path === '/v1/shopping/activities')
      return { json: { meta: { count: 1 }, data: [FAKE_ACTIVITY] } };
    if (req.path === '/v2/shopping/flight-offers') {
      const known =
        req.query.get('originLocationCode') === 'JFK' &&
        req.query.get('destinationLocationCode') === 'LHR';
      return {
        json: { meta: { count: known ? 1 : 0 }, data: known ? [FAKE_OFFER] : [], dictionaries: {} },
      };
    }
    return undefined;
  };
}
