import { destination } from './define';

export const CULTURAL_DESTINATIONS = [
  destination({
    id: 'kyoto',
    name: 'Kyoto',
    country: 'Japan',
    category: 'cultural',
    featured: true,
    latitude: 35.0116,
    longitude: 135.7681,
    description:
      'Former imperial capital of temples, moss gardens and wooden machiya townhouses, where geiko still walk the lanes of Gion at dusk.',
    climate: 'Humid subtropical: hot, sticky summers and cold, dry winters.',
    bestMonths: 'March-May, October-November',
  }),
  destination({
    id: 'rome',
    name: 'Rome',
    country: 'Italy',
    category: 'cultural',
    latitude: 41.9028,
    longitude: 12.4964,
    description:
      'Three thousand years in one city: the Colosseum and the Forum, the Pantheon, the Vatican Museums and Sistine Chapel, and long dinners in Trastevere.',
    climate: 'Mediterranean: hot, dry summers and mild, rainy winters.',
    bestMonths: 'April-June, September-October',
  }),
  destination({
    id: 'florence',
    name: 'Florence',
    country: 'Italy',
    category: 'cultural',
    latitude: 43.7696,
    longitude: 11.2558,
    description:
      "Cradle of the Renaissance: Brunelleschi's dome, Michelangelo's David, the Uffizi's Botticellis and Tuscan hills on the horizon.",
    climate: 'Humid subtropical: hot summers in the river basin, cool damp winters.',
    bestMonths: 'April-May, September-October',
  }),
  destination({
    id: 'istanbul',
    name: 'Istanbul',
    country: 'Turkey',
    category: 'cultural',
    latitude: 41.0082,
    longitude: 28.9784,
    description:
      'A city on two continents: Hagia Sophia and the Blue Mosque, Topkapı Palace, the Grand Bazaar and ferries across the Bosphorus at sunset.',
    climate:
      'Mediterranean to oceanic: warm, humid summers and cool, wet winters with the odd snowfall.',
    bestMonths: 'April-May, September-November',
  }),
  destination({
    id: 'marrakech',
    name: 'Marrakech',
    country: 'Morocco',
    category: 'cultural',
    latitude: 31.6295,
    longitude: -7.9811,
    description:
      'The red city: souks and riads in the medina, storytellers and food stalls on Jemaa el-Fnaa, and the Atlas Mountains snow-capped on the skyline.',
    climate: 'Semi-arid: very hot summers, mild sunny winters with cold nights.',
    bestMonths: 'March-May, October-November',
  }),
  destination({
    id: 'cairo',
    name: 'Cairo',
    country: 'Egypt',
    category: 'cultural',
    latitude: 30.0444,
    longitude: 31.2357,
    description:
      'The Pyramids of Giza and the Sphinx on the edge of a vast city, the Grand Egyptian Museum, Islamic Cairo and felucca sails on the Nile.',
    climate: 'Hot desert: scorching summers, mild winters; almost no rain.',
    bestMonths: 'October-April',
  }),
  destination({
    id: 'cusco',
    name: 'Cusco & Machu Picchu',
    country: 'Peru',
    category: 'cultural',
    featured: true,
    latitude: -13.5319,
    longitude: -71.9675,
    description:
      'The Inca capital at 3,400 m with colonial churches on Inca walls, the Sacred Valley, and the train or trail to the citadel of Machu Picchu.',
    climate:
      'Subtropical highland: dry sunny days and frosty nights May-September, rainy season December-March.',
    bestMonths: 'May-September',
  }),
  destination({
    id: 'athens',
    name: 'Athens',
    country: 'Greece',
    category: 'cultural',
    latitude: 37.9838,
    longitude: 23.7275,
    description:
      'The Acropolis and Parthenon above the Plaka, the Acropolis Museum, ancient agoras, and rooftop tavernas looking out to the sea.',
    climate: 'Hot Mediterranean: long, hot, dry summers and mild winters.',
    bestMonths: 'April-June, September-October',
  }),
  destination({
    id: 'edinburgh',
    name: 'Edinburgh',
    country: 'United Kingdom',
    category: 'cultural',
    latitude: 55.9533,
    longitude: -3.1883,
    description:
      "A castle on a volcanic rock, the medieval Royal Mile and Georgian New Town, Arthur's Seat in the middle of the city and the world's biggest arts festival every August.",
    climate: 'Oceanic: cool summers around 19 °C, damp, windy winters; rain in every season.',
    bestMonths: 'May-September',
  }),
  destination({
    id: 'chiang-mai',
    name: 'Chiang Mai',
    country: 'Thailand',
    category: 'cultural',
    latitude: 18.7883,
    longitude: 98.9853,
    description:
      'More than 300 temples inside and around a moated old city, night markets, cooking schools, khao soi noodles and forested hills full of ethical elephant sanctuaries.',
    climate:
      'Tropical savanna: cool dry season November-February, hot March-May, rainy June-October.',
    bestMonths: 'November-February',
  }),
];
