import type { TemplateItem } from '../schemas/list-template';
import type { ListKind, PackingCategory } from '../schemas/trip-list';

/*
 * The templates every traveller can start a list from (decision 021), written by the team as
 * data. They are the app's, not the traveller's: they ship with it, need no sync and cannot be
 * deleted. Kept short on purpose: what people forget, not everything they own.
 */

export interface BuiltInTemplate {
  /** A stable key, never shown: screens and tests pick a template by it. */
  key: string;
  name: string;
  kind: ListKind;
  /** One line saying what the template is for. */
  summary: string;
  items: TemplateItem[];
}

/** An item in a line: text, category and, when it is more than one, how many. */
function item(text: string, category: PackingCategory, quantity: number | null = null) {
  return { text, category, quantity };
}

export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [
  {
    key: 'carry-on',
    name: 'Carry-on essentials',
    kind: 'packing',
    summary: 'What stays with you on the plane or the train',
    items: [
      item('Passport or ID card', 'documents'),
      item('Boarding passes and booking confirmations', 'documents'),
      item('Bank card and a little local cash', 'documents'),
      item('Travel insurance details', 'documents'),
      item('Phone and charging cable', 'electronics'),
      item('Power bank (in the cabin, never in the hold)', 'electronics'),
      item('Headphones', 'electronics'),
      item('Travel adapter', 'electronics'),
      item('Liquids under 100 ml in a clear bag', 'toiletries'),
      item('Toothbrush and toothpaste', 'toiletries'),
      item('Prescription medicines in their packaging', 'health'),
      item('Painkillers', 'health'),
      item('Warm layer for the cabin', 'clothes'),
      item('Change of underwear and socks', 'clothes'),
      item('Empty water bottle to fill after security', 'other'),
      item('Pen for arrival forms', 'other'),
    ],
  },
  {
    key: 'beach',
    name: 'Beach',
    kind: 'packing',
    summary: 'Sun, sea and sand for a week',
    items: [
      item('Swimwear', 'clothes', 2),
      item('Light shirts and T-shirts', 'clothes', 5),
      item('Shorts', 'clothes', 3),
      item('Cover-up or sarong', 'clothes'),
      item('Sandals or flip-flops', 'clothes'),
      item('Sun hat', 'clothes'),
      item('Sunglasses', 'clothes'),
      item('Sunscreen SPF 30 or higher', 'toiletries'),
      item('After-sun lotion', 'toiletries'),
      item('Lip balm with SPF', 'toiletries'),
      item('Insect repellent', 'health'),
      item('Plasters for blisters', 'health'),
      item('Beach towel', 'other'),
      item('Waterproof phone pouch', 'electronics'),
      item('Reusable water bottle', 'other'),
      item('A book for the shade', 'other'),
    ],
  },
  {
    key: 'city-weekend',
    name: 'City weekend',
    kind: 'packing',
    summary: 'Two or three days of walking, museums and dinners',
    items: [
      item('Comfortable walking shoes', 'clothes'),
      item('One smarter outfit for dinner', 'clothes'),
      item('T-shirts or tops', 'clothes', 3),
      item('Underwear and socks', 'clothes', 3),
      item('Light rain jacket or umbrella', 'clothes'),
      item('Sleepwear', 'clothes'),
      item('Toiletry bag', 'toiletries'),
      item('Deodorant', 'toiletries'),
      item('Phone charger and power bank', 'electronics'),
      item('Offline map of the city downloaded', 'electronics'),
      item('ID and bank card', 'documents'),
      item('Museum or show tickets', 'documents'),
      item('Small day bag', 'other'),
      item('Reusable water bottle', 'other'),
    ],
  },
  {
    key: 'winter',
    name: 'Winter',
    kind: 'packing',
    summary: 'Cold days, snow and dark afternoons',
    items: [
      item('Warm waterproof coat', 'clothes'),
      item('Thermal base layers', 'clothes', 2),
      item('Wool jumpers or fleeces', 'clothes', 2),
      item('Warm trousers', 'clothes', 2),
      item('Wool socks', 'clothes', 4),
      item('Waterproof boots with grip', 'clothes'),
      item('Hat, scarf and gloves', 'clothes'),
      item('Moisturiser for dry skin', 'toiletries'),
      item('Lip balm', 'toiletries'),
      item('Sunscreen for sun on snow', 'toiletries'),
      item('Hand warmers', 'other'),
      item('Cold and flu remedies', 'health'),
      item('Power bank (batteries drain faster in the cold)', 'electronics'),
      item('Head torch', 'electronics'),
      item('Thermos flask', 'other'),
    ],
  },
  {
    key: 'business',
    name: 'Business trip',
    kind: 'packing',
    summary: 'Meetings, a laptop and a suit that arrives uncreased',
    items: [
      item('Suit or smart outfits', 'clothes', 2),
      item('Shirts or blouses', 'clothes', 3),
      item('Smart shoes', 'clothes'),
      item('Belt', 'clothes'),
      item('Clothes for the evening and the gym', 'clothes'),
      item('Laptop and its charger', 'electronics'),
      item('Presentation on a USB stick as a backup', 'electronics'),
      item('Display adapter (HDMI or USB-C)', 'electronics'),
      item('Phone charger and power bank', 'electronics'),
      item('Business cards', 'documents'),
      item('Meeting addresses and contacts', 'documents'),
      item('Company card and expense receipts folder', 'documents'),
      item('Toiletry bag', 'toiletries'),
      item('Travel iron or creaseless garment bag', 'other'),
      item('Notebook and pen', 'other'),
    ],
  },
];
