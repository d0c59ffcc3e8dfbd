import { destination } from './define';

export const CITY_DESTINATIONS = [
  destination({
    id: 'lisbon',
    name: 'Lisbon',
    country: 'Portugal',
    category: 'city',
    featured: true,
    latitude: 38.7223,
    longitude: -9.1393,
    description:
      'Seven hills of pastel houses above the Tagus, yellow trams, fado in Alfama and custard tarts still warm in Belém.',
    climate: 'Mediterranean: warm, dry summers and mild, rainy winters.',
    bestMonths: 'April-June, September-October',
  }),
  destination({
    id: 'paris',
    name: 'Paris',
    country: 'France',
    category: 'city',
    featured: true,
    latitude: 48.8566,
    longitude: 2.3522,
    description:
      'Boulevards, bistros and the Seine, the Louvre and the Musée d’Orsay, and the Eiffel Tower sparkling on the hour after dark.',
    climate: 'Oceanic: mild, fairly wet all year; warm summers, grey winters around 5 °C.',
    bestMonths: 'April-June, September-October',
  }),
  destination({
    id: 'london',
    name: 'London',
    country: 'United Kingdom',
    category: 'city',
    latitude: 51.5074,
    longitude: -0.1278,
    description:
      'Free world-class museums, royal palaces, West End theatre and markets from Borough to Camden, all a short Tube ride apart.',
    climate:
      'Oceanic: mild and changeable, light rain in every season; summers rarely above 30 °C.',
    bestMonths: 'May-September',
  }),
  destination({
    id: 'new-york',
    name: 'New York City',
    country: 'United States',
    category: 'city',
    latitude: 40.7128,
    longitude: -74.006,
    description:
      'Skyscrapers and Central Park, Broadway and the Met, bagels and pizza by the slice, and a ferry past the Statue of Liberty.',
    climate: 'Humid continental: hot, humid summers and cold winters with occasional snow.',
    bestMonths: 'April-June, September-November',
  }),
  destination({
    id: 'tokyo',
    name: 'Tokyo',
    country: 'Japan',
    category: 'city',
    latitude: 35.6762,
    longitude: 139.6503,
    description:
      'Neon crossings in Shibuya, quiet shrines in the forest of Meiji Jingu, tiny bars in Golden Gai and some of the best food on earth at every price.',
    climate:
      'Humid subtropical: hot, humid summers with a rainy season in June, dry sunny winters.',
    bestMonths: 'March-May, October-November',
  }),
  destination({
    id: 'barcelona',
    name: 'Barcelona',
    country: 'Spain',
    category: 'city',
    latitude: 41.3874,
    longitude: 2.1686,
    description:
      "Gaudí's Sagrada Família and Park Güell, the medieval Gothic Quarter, tapas bars and a city beach at the end of the metro line.",
    climate: 'Mediterranean: hot, humid summers and mild winters.',
    bestMonths: 'May-June, September-October',
  }),
  destination({
    id: 'dubai',
    name: 'Dubai',
    country: 'United Arab Emirates',
    category: 'city',
    latitude: 25.2048,
    longitude: 55.2708,
    description:
      'The Burj Khalifa above a desert city of malls and beaches, old souks by the Creek, abra boat crossings and dune drives at sunset.',
    climate: 'Hot desert: 40 °C and more June-September, pleasant 20-30 °C November-March.',
    bestMonths: 'November-March',
  }),
  destination({
    id: 'sydney',
    name: 'Sydney',
    country: 'Australia',
    category: 'city',
    latitude: -33.8688,
    longitude: 151.2093,
    description:
      'The Opera House and the Harbour Bridge on one of the world’s great harbours, ferries to Manly, and the coastal walk from Bondi to Coogee.',
    climate: 'Humid subtropical: warm summers (December-February), mild sunny winters.',
    bestMonths: 'September-November, March-May',
  }),
  destination({
    id: 'mexico-city',
    name: 'Mexico City',
    country: 'Mexico',
    category: 'city',
    latitude: 19.4326,
    longitude: -99.1332,
    description:
      'Aztec ruins under the cathedral, Diego Rivera murals, the Anthropology Museum, tacos on every corner and the canals of Xochimilco.',
    climate: 'Subtropical highland at 2,240 m: mild all year, rainy afternoons June-September.',
    bestMonths: 'March-May, October-November',
  }),
];
