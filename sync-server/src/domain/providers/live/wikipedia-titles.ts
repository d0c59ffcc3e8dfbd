/**
 * The English Wikipedia article whose lead picture shows each destination best, where it is not
 * simply the destination's name: "Cusco & Machu Picchu" is one card but two articles, and
 * "Cairns" leads with a street while the reef is what travellers go for.
 */
export const WIKIPEDIA_TITLES: Readonly<Record<string, string>> = {
  cusco: 'Machu Picchu',
  cairns: 'Great Barrier Reef',
  iguazu: 'Iguazu Falls',
  'gold-coast': 'Gold Coast, Queensland',
  'new-york': 'New York City',
  queenstown: 'Queenstown, New Zealand',
  banff: 'Banff National Park',
  zermatt: 'Matterhorn',
  whistler: 'Whistler, British Columbia',
  yosemite: 'Yosemite National Park',
  'chiang-mai': 'Chiang Mai',
  hakone: 'Lake Ashi',
};
