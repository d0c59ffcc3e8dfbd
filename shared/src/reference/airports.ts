/**
 * Details for the 10 airports the flights screen knows offline (SPEC §3 "Built-in reference
 * data"): name, city, country, official website, terminals and facilities.
 */
export interface AirportInfo {
  readonly code: string;
  readonly name: string;
  readonly city: string;
  readonly country: string;
  readonly website: string;
  readonly terminals: readonly string[];
  readonly facilities: readonly string[];
}

export const AIRPORT_INFO = {
  JFK: {
    code: 'JFK',
    name: 'John F. Kennedy International Airport',
    city: 'New York',
    country: 'United States',
    website: 'https://www.jfkairport.com',
    terminals: ['Terminal 1', 'Terminal 4', 'Terminal 5', 'Terminal 7', 'Terminal 8'],
    facilities: [
      'Free Wi-Fi',
      'AirTrain JFK to subway and LIRR',
      'Airline lounges',
      'Duty-free shopping',
      'Restaurants and bars',
      'Currency exchange',
    ],
  },
  LAX: {
    code: 'LAX',
    name: 'Los Angeles International Airport',
    city: 'Los Angeles',
    country: 'United States',
    website: 'https://www.flylax.com',
    terminals: [
      'Terminal 1',
      'Terminal 2',
      'Terminal 3',
      'Terminal 4',
      'Terminal 5',
      'Terminal 6',
      'Terminal 7',
      'Terminal 8',
      'Tom Bradley International Terminal',
    ],
    facilities: [
      'Free Wi-Fi',
      'LAX-it taxi and rideshare pickup',
      'FlyAway bus',
      'Airline lounges',
      'Duty-free shopping',
      'Restaurants and bars',
    ],
  },
  LHR: {
    code: 'LHR',
    name: 'London Heathrow Airport',
    city: 'London',
    country: 'United Kingdom',
    website: 'https://www.heathrow.com',
    terminals: ['Terminal 2', 'Terminal 3', 'Terminal 4', 'Terminal 5'],
    facilities: [
      'Free Wi-Fi',
      'Heathrow Express',
      'Elizabeth line and Piccadilly line',
      'Airline lounges',
      'World Duty Free',
      'Restaurants and bars',
      'Currency exchange',
    ],
  },
  CDG: {
    code: 'CDG',
    name: 'Paris Charles de Gaulle Airport',
    city: 'Paris',
    country: 'France',
    website: 'https://www.parisaeroport.fr',
    terminals: [
      'Terminal 1',
      'Terminal 2A',
      'Terminal 2B',
      'Terminal 2C',
      'Terminal 2D',
      'Terminal 2E',
      'Terminal 2F',
      'Terminal 2G',
      'Terminal 3',
    ],
    facilities: [
      'Free Wi-Fi',
      'CDGVAL shuttle train',
      'RER B to central Paris',
      'TGV railway station',
      'Airline lounges',
      'Duty-free shopping',
      'Restaurants and bars',
    ],
  },
  DXB: {
    code: 'DXB',
    name: 'Dubai International Airport',
    city: 'Dubai',
    country: 'United Arab Emirates',
    website: 'https://www.dubaiairports.ae',
    terminals: ['Terminal 1', 'Terminal 2', 'Terminal 3'],
    facilities: [
      'Free Wi-Fi',
      'Dubai Metro Red Line',
      'Dubai Duty Free',
      'Airline lounges',
      'Airside hotel',
      'Prayer rooms',
    ],
  },
  YYZ: {
    code: 'YYZ',
    name: 'Toronto Pearson International Airport',
    city: 'Toronto',
    country: 'Canada',
    website: 'https://www.torontopearson.com',
    terminals: ['Terminal 1', 'Terminal 3'],
    facilities: [
      'Free Wi-Fi',
      'UP Express to Union Station',
      'Terminal Link train',
      'Airline lounges',
      'Duty-free shopping',
      'Restaurants and bars',
    ],
  },
  YVR: {
    code: 'YVR',
    name: 'Vancouver International Airport',
    city: 'Vancouver',
    country: 'Canada',
    website: 'https://www.yvr.ca',
    terminals: ['Domestic Terminal', 'International Terminal', 'South Terminal'],
    facilities: [
      'Free Wi-Fi',
      'Canada Line SkyTrain',
      'Airline lounges',
      'Duty-free shopping',
      'Airport hotel',
      'Restaurants and bars',
    ],
  },
  ORD: {
    code: 'ORD',
    name: "Chicago O'Hare International Airport",
    city: 'Chicago',
    country: 'United States',
    website: 'https://www.flychicago.com/ohare',
    terminals: ['Terminal 1', 'Terminal 2', 'Terminal 3', 'Terminal 5'],
    facilities: [
      'Free Wi-Fi',
      'Airport Transit System',
      'CTA Blue Line',
      'Airline lounges',
      'Duty-free shopping',
      'Restaurants and bars',
    ],
  },
  SFO: {
    code: 'SFO',
    name: 'San Francisco International Airport',
    city: 'San Francisco',
    country: 'United States',
    website: 'https://www.flysfo.com',
    terminals: ['Harvey Milk Terminal 1', 'Terminal 2', 'Terminal 3', 'International Terminal'],
    facilities: [
      'Free Wi-Fi',
      'AirTrain',
      'BART to San Francisco',
      'Airline lounges',
      'SFO Museum exhibitions',
      'Yoga rooms',
      'Duty-free shopping',
    ],
  },
  ATL: {
    code: 'ATL',
    name: 'Hartsfield-Jackson Atlanta International Airport',
    city: 'Atlanta',
    country: 'United States',
    website: 'https://www.atl.com',
    terminals: ['Domestic Terminal North', 'Domestic Terminal South', 'International Terminal'],
    facilities: [
      'Free Wi-Fi',
      'The Plane Train',
      'MARTA rail to downtown',
      'Airline lounges',
      'Duty-free shopping',
      'Restaurants and bars',
    ],
  },
} as const satisfies Record<string, AirportInfo>;

export type KnownAirportCode = keyof typeof AIRPORT_INFO;

function isKnownAirport(code: string): code is KnownAirportCode {
  return Object.hasOwn(AIRPORT_INFO, code);
}

/** Details for an IATA airport code (case-insensitive, trimmed); undefined when not built in. */
export function airportInfo(code: string): AirportInfo | undefined {
  const key = code.trim().toUpperCase();
  return isKnownAirport(key) ? AIRPORT_INFO[key] : undefined;
}
