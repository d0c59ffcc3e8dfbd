import { destination } from './define';

export const ADVENTURE_DESTINATIONS = [
  destination({
    id: 'queenstown',
    name: 'Queenstown',
    country: 'New Zealand',
    category: 'adventure',
    featured: true,
    latitude: -45.0312,
    longitude: 168.6626,
    description:
      'The adventure capital on Lake Wakatipu: bungy jumping where it began, jet boats through canyons, ski fields in winter and day trips to Milford Sound.',
    climate: 'Temperate mountain: warm, dry summers, crisp winters with snow on the ranges.',
    bestMonths: 'December-March, June-September',
  }),
  destination({
    id: 'reykjavik',
    name: 'Reykjavík',
    country: 'Iceland',
    category: 'adventure',
    featured: true,
    latitude: 64.1466,
    longitude: -21.9426,
    description:
      'The gateway to waterfalls, geysers and glaciers: the Golden Circle, lava-field lagoons, whale watching and the northern lights in winter.',
    climate:
      'Subpolar oceanic: cool summers with midnight sun, dark mild-for-the-latitude winters, wind always.',
    bestMonths: 'June-August; September-March for northern lights',
  }),
  destination({
    id: 'interlaken',
    name: 'Interlaken',
    country: 'Switzerland',
    category: 'adventure',
    latitude: 46.6863,
    longitude: 7.8632,
    description:
      'Between two lakes at the foot of the Eiger, Mönch and Jungfrau: paragliding, canyoning, and the railway up to the Jungfraujoch at 3,454 m.',
    climate:
      'Alpine foothills: warm summers, cold snowy winters; clear days are best for the summits.',
    bestMonths: 'June-September',
  }),
  destination({
    id: 'cappadocia',
    name: 'Cappadocia',
    country: 'Turkey',
    category: 'adventure',
    latitude: 38.6431,
    longitude: 34.8289,
    description:
      'Hot-air balloons at dawn over fairy chimneys, cave churches painted by Byzantine monks, underground cities and hikes through Rose and Ihlara valleys.',
    climate: 'Continental highland: hot dry summers, cold snowy winters.',
    bestMonths: 'April-June, September-October',
  }),
  destination({
    id: 'grand-canyon',
    name: 'Grand Canyon',
    country: 'United States',
    category: 'adventure',
    latitude: 36.1069,
    longitude: -112.1129,
    description:
      'A mile-deep canyon carved by the Colorado River: rim walks at sunrise, hikes down the Bright Angel Trail and rafting trips through the inner gorge.',
    climate:
      'Semi-arid: mild on the rim, above 40 °C at the bottom in summer; North Rim closed in winter.',
    bestMonths: 'March-May, September-November',
  }),
  destination({
    id: 'cairns',
    name: 'Cairns',
    country: 'Australia',
    category: 'adventure',
    latitude: -16.9186,
    longitude: 145.7781,
    description:
      'Where two World Heritage sites meet: diving and snorkelling on the Great Barrier Reef and walking the ancient Daintree Rainforest.',
    climate:
      'Tropical: warm dry season May-October; hot, wet season with stinger season November-April.',
    bestMonths: 'June-October',
  }),
  destination({
    id: 'iguazu',
    name: 'Iguaçu Falls',
    country: 'Brazil',
    category: 'adventure',
    latitude: -25.6953,
    longitude: -54.4367,
    description:
      'Some 275 waterfalls on the Brazil-Argentina border, with catwalks into the Devil’s Throat, boat rides under the spray and a bird park in the rainforest.',
    climate:
      'Humid subtropical: hot, wet summers and mild winters; the falls are fullest after rain.',
    bestMonths: 'March-May, August-November',
  }),
];
