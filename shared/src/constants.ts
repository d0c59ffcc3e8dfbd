/** Business constants of SPEC section 9, in one place so that client and server agree. */

export const APP_VERSION = '1.0.0';
export const APP_NAME = 'Wayfarer';
export const TAGLINE = 'Plan your perfect trip';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 64;
export const PASSWORD_MIN = 6;
/** bcrypt reads at most 72 bytes of a password. */
export const PASSWORD_MAX_BYTES = 72;

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_CHARS = 2;
export const AIRPORT_KEYWORD_MIN = 2;

export const EXPLORER_PLACEHOLDERS = 6;
export const TRIPS_PLACEHOLDERS = 3;
export const FLIGHTS_PLACEHOLDERS = 3;

export const MAX_ACTIVITIES_SHOWN = 5;
export const ITINERARY_PREVIEW_DAYS = 2;

export const PASSENGERS_MIN = 1;
export const PASSENGERS_MAX = 9;
export const DEFAULT_ADULTS = 1;

export const WIZARD_PROGRESS = {
  passengers: 33,
  review: 66,
  payment: 90,
  confirmation: 100,
} as const;

export const STANDARD_FARE_ABOVE_USD = 300;
export const CHECK_IN_OPENS_HOURS = 24;
export const UNAUTHORIZED_REDIRECT_MS = 500;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export const BOOKING_DEFAULT_STATUS = 'pending';

export const DESTINATION_CATEGORIES = [
  'beach',
  'mountain',
  'city',
  'cultural',
  'adventure',
] as const;
export const CATEGORY_FILTERS = ['all', ...DESTINATION_CATEGORIES] as const;
export const CATEGORY_FILTER_LABELS: Record<(typeof CATEGORY_FILTERS)[number], string> = {
  all: 'All',
  beach: 'Beach',
  mountain: 'Mountain',
  city: 'City',
  cultural: 'Cultural',
  adventure: 'Adventure',
};

export const EXPENSE_CATEGORIES = [
  'accommodation',
  'food',
  'transport',
  'activities',
  'shopping',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const DEFAULT_EXPENSE_CATEGORY: ExpenseCategory = 'other';
export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  accommodation: 'Accommodation',
  food: 'Food & Dining',
  transport: 'Transportation',
  activities: 'Activities',
  shopping: 'Shopping',
  other: 'Other',
};

export const ITINERARY_TYPES = ['activity', 'dining', 'accommodation', 'transport'] as const;
export type ItineraryType = (typeof ITINERARY_TYPES)[number];
export const DEFAULT_ITINERARY_TYPE: ItineraryType = 'activity';
export const ITINERARY_TYPE_LABELS: Record<ItineraryType, string> = {
  activity: 'Activity',
  dining: 'Dining',
  accommodation: 'Accommodation',
  transport: 'Transport',
};

export const VISA_CATEGORY_COLORS: Record<string, 'green' | 'blue' | 'yellow' | 'red' | 'gray'> = {
  VF: 'green',
  VOA: 'blue',
  eVisa: 'blue',
  eTA: 'blue',
  VR: 'yellow',
  NA: 'red',
};
