import { destination } from './define';

export const MOUNTAIN_DESTINATIONS = [
  destination({
    id: 'banff',
    name: 'Banff',
    country: 'Canada',
    category: 'mountain',
    latitude: 51.1784,
    longitude: -115.5708,
    description:
      'Turquoise glacier lakes and the jagged Rockies, with hiking in summer and skiing from December.',
    climate: 'Subarctic mountain: mild summers, long snowy winters down to -20 °C.',
    bestMonths: 'June-September, December-March',
  }),
  destination({
    id: 'zermatt',
    name: 'Zermatt',
    country: 'Switzerland',
    category: 'mountain',
    latitude: 46.0207,
    longitude: 7.7491,
    description:
      'A car-free village beneath the Matterhorn, with glacier skiing all year, rack railways to high viewpoints and some of the best hiking in the Alps.',
    climate: 'Alpine: sunny, snowy winters and fresh summers; high trails open from late June.',
    bestMonths: 'December-April, July-September',
  }),
  destination({
    id: 'dolomites',
    name: 'Dolomites',
    country: 'Italy',
    category: 'mountain',
    latitude: 46.4102,
    longitude: 11.844,
    description:
      'Pale limestone towers over green alpine meadows, mountain huts serving dumplings and strudel, via ferrata routes and the Sella Ronda ski circuit.',
    climate: 'Alpine: cold snowy winters, warm summer days with afternoon thunderstorms.',
    bestMonths: 'June-September, December-March',
  }),
  destination({
    id: 'chamonix',
    name: 'Chamonix',
    country: 'France',
    category: 'mountain',
    latitude: 45.9237,
    longitude: 6.8694,
    description:
      "The valley under Mont Blanc, Western Europe's highest peak: the Aiguille du Midi cable car, the Mer de Glace glacier and legendary off-piste skiing.",
    climate: 'Alpine: heavy winter snow, warm summers; weather changes quickly at altitude.',
    bestMonths: 'January-March, June-September',
  }),
  destination({
    id: 'hakone',
    name: 'Hakone',
    country: 'Japan',
    category: 'mountain',
    latitude: 35.2324,
    longitude: 139.1069,
    description:
      'Hot-spring inns in volcanic hills near Mount Fuji, a ropeway over steaming Owakudani, pirate-ship cruises on Lake Ashi and a superb open-air sculpture museum.',
    climate:
      'Humid subtropical, cooler with altitude: misty, rainy summers and clear, cold winters.',
    bestMonths: 'March-May, October-November',
  }),
  destination({
    id: 'whistler',
    name: 'Whistler',
    country: 'Canada',
    category: 'mountain',
    latitude: 50.1163,
    longitude: -122.9574,
    description:
      "North America's largest ski area across two mountains joined by the Peak 2 Peak gondola, with lift-served mountain biking and lakes in summer.",
    climate: 'Coastal mountain: snowy winters, warm dry summers.',
    bestMonths: 'December-March, July-September',
  }),
  destination({
    id: 'yosemite',
    name: 'Yosemite',
    country: 'United States',
    category: 'mountain',
    latitude: 37.8651,
    longitude: -119.5383,
    description:
      'Granite walls of El Capitan and Half Dome above a glacier-carved valley, giant sequoias in Mariposa Grove and waterfalls at their loudest in spring.',
    climate: 'Mediterranean mountain: dry, hot valley summers; snowy winters close high roads.',
    bestMonths: 'May-June, September-October',
  }),
];
