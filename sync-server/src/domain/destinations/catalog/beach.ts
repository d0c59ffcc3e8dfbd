import { destination } from './define';

export const BEACH_DESTINATIONS = [
  destination({
    id: 'bali',
    name: 'Bali',
    country: 'Indonesia',
    category: 'beach',
    featured: true,
    latitude: -8.3405,
    longitude: 115.092,
    description:
      'Rice terraces, surf breaks and Hindu temples on an island where every morning starts with offerings of flowers.',
    climate: 'Tropical: dry season April-October, wet season November-March; 27-32 °C all year.',
    bestMonths: 'April-October',
  }),
  destination({
    id: 'phuket',
    name: 'Phuket',
    country: 'Thailand',
    category: 'beach',
    latitude: 7.8804,
    longitude: 98.3923,
    description:
      "Thailand's largest island: long sandy bays on the Andaman Sea, a Sino-Portuguese old town and boat trips to the limestone islands of Phang Nga Bay.",
    climate:
      'Tropical monsoon: dry and calm November-April, rough seas and heavy showers May-October.',
    bestMonths: 'November-April',
  }),
  destination({
    id: 'santorini',
    name: 'Santorini',
    country: 'Greece',
    category: 'beach',
    featured: true,
    latitude: 36.3932,
    longitude: 25.4615,
    description:
      'A flooded volcanic caldera ringed by white villages on the cliff edge, black and red sand beaches, and sunsets over the sea from Oia.',
    climate: 'Mediterranean: hot, dry, windy summers (meltemi) and mild winters.',
    bestMonths: 'May-June, September-October',
  }),
  destination({
    id: 'algarve',
    name: 'Algarve',
    country: 'Portugal',
    category: 'beach',
    latitude: 37.0179,
    longitude: -7.9304,
    description:
      "Golden cliffs, sea caves and sheltered coves along Portugal's southern coast, with fishing towns, cataplana stews and Atlantic surf to the west.",
    climate:
      'Mediterranean: over 300 sunny days, hot summers, mild winters; Atlantic water stays cool.',
    bestMonths: 'May-June, September-October',
  }),
  destination({
    id: 'cancun',
    name: 'Cancún',
    country: 'Mexico',
    category: 'beach',
    latitude: 21.1619,
    longitude: -86.8515,
    description:
      'Turquoise Caribbean water and white sand on the Yucatán coast, the gateway to Maya ruins, cenotes for swimming and the island of Isla Mujeres.',
    climate: 'Tropical: warm all year; hurricane season June-November, driest December-April.',
    bestMonths: 'December-April',
  }),
  destination({
    id: 'maui',
    name: 'Maui',
    country: 'United States',
    category: 'beach',
    latitude: 20.7984,
    longitude: -156.3319,
    description:
      "Hawaii's Valley Isle: beaches from Kaanapali to Wailea, the winding Road to Hana, humpback whales in winter and sunrise above the clouds on Haleakalā.",
    climate:
      'Tropical: 24-30 °C at sea level all year; wetter windward side, cold nights on the summit.',
    bestMonths: 'April-May, September-November; December-April for whales',
  }),
  destination({
    id: 'gold-coast',
    name: 'Gold Coast',
    country: 'Australia',
    category: 'beach',
    latitude: -28.0167,
    longitude: 153.4,
    description:
      'Fifty-seven kilometres of surf beaches beneath a skyline of towers, with theme parks, wildlife sanctuaries and subtropical rainforest in the hinterland.',
    climate: 'Humid subtropical: warm, humid summers with storms, mild dry winters.',
    bestMonths: 'April-November',
  }),
  destination({
    id: 'amalfi-coast',
    name: 'Amalfi Coast',
    country: 'Italy',
    category: 'beach',
    latitude: 40.634,
    longitude: 14.6027,
    description:
      'Pastel villages stacked above the Tyrrhenian Sea, lemon groves, cliff-top gardens in Ravello and pebble beaches reached by boat or long stairways.',
    climate:
      'Mediterranean: hot, dry summers and mild, rainy winters; many hotels close November-March.',
    bestMonths: 'May-June, September-October',
  }),
  destination({
    id: 'rio-de-janeiro',
    name: 'Rio de Janeiro',
    country: 'Brazil',
    category: 'beach',
    latitude: -22.9068,
    longitude: -43.1729,
    description:
      'Copacabana and Ipanema between granite peaks and rainforest, samba in Lapa, and Christ the Redeemer watching over the bay from Corcovado.',
    climate: 'Tropical: hot, humid summers with afternoon rain (December-March), warm dry winters.',
    bestMonths: 'April-June, September-November',
  }),
];
