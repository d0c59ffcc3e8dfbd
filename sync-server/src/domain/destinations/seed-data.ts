import type { InsertDestination } from '@shared/schemas/destination';

/** The reference destinations every fresh database starts with. Images are served by this server. */
export const SEED_DESTINATIONS: InsertDestination[] = [
  {
    id: 'kyoto',
    name: 'Kyoto',
    country: 'Japan',
    description:
      'Former imperial capital of temples, moss gardens and wooden machiya townhouses, where geiko still walk the lanes of Gion at dusk.',
    imageUrl: '/images/destinations/kyoto.svg',
    category: 'cultural',
    featured: true,
    latitude: '35.0116',
    longitude: '135.7681',
    climate: 'Humid subtropical: hot, sticky summers and cold, dry winters.',
    bestMonths: 'March-May, October-November',
    visaRequirements: 'Many nationalities can visit visa-free for up to 90 days.',
    travelDocuments: 'Passport valid for the length of stay; return or onward ticket.',
  },
  {
    id: 'lisbon',
    name: 'Lisbon',
    country: 'Portugal',
    description:
      'Seven hills of pastel houses above the Tagus, yellow trams, fado in Alfama and custard tarts still warm in Belém.',
    imageUrl: '/images/destinations/lisbon.svg',
    category: 'city',
    featured: true,
    latitude: '38.7223',
    longitude: '-9.1393',
    climate: 'Mediterranean: warm, dry summers and mild, rainy winters.',
    bestMonths: 'April-June, September-October',
    visaRequirements: 'Schengen rules apply: many visitors stay visa-free for 90 days in any 180.',
    travelDocuments: 'Passport valid 3 months beyond departure from the Schengen area.',
  },
  {
    id: 'banff',
    name: 'Banff',
    country: 'Canada',
    description:
      'Turquoise glacier lakes and the jagged Rockies, with hiking in summer and skiing from December.',
    imageUrl: '/images/destinations/banff.svg',
    category: 'mountain',
    featured: false,
    latitude: '51.1784',
    longitude: '-115.5708',
    climate: 'Subarctic mountain: mild summers, long snowy winters.',
    bestMonths: 'June-September, December-March',
    visaRequirements: 'Visa-exempt travellers flying in need an eTA.',
    travelDocuments: 'Passport; eTA or visa depending on nationality.',
  },
  {
    id: 'bali',
    name: 'Bali',
    country: 'Indonesia',
    description:
      'Rice terraces, surf breaks and Hindu temples on an island where every morning starts with offerings of flowers.',
    imageUrl: '/images/destinations/bali.svg',
    category: 'beach',
    featured: true,
    latitude: '-8.3405',
    longitude: '115.0920',
    climate: 'Tropical: dry season April-October, wet season November-March.',
    bestMonths: 'April-October',
    visaRequirements: 'Visa on arrival or e-VOA for many nationalities, 30 days.',
    travelDocuments: 'Passport valid 6 months; tourist levy paid online.',
  },
];
