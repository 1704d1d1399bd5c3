import type { NewSavedSearch } from '../saved-searches/saved-searches.service';

/**
 * The demo renter's saved searches (issue 27, item 5): one the catalogue already has homes for (its matches are
 * seeded as history, so /profile shows recent matches), and one it has none for yet, which alerts when such a home
 * is listed. Found again by name on the next run. Rents in rupees, as the search takes them.
 */
export const DEMO_SAVED_SEARCHES: readonly NewSavedSearch[] = [
  {
    name: '2 BHK in JP Nagar under ₹40,000',
    frequency: 'instant',
    criteria: { query: 'JP Nagar', bedrooms: 2, maxRent: 40_000 },
  },
  {
    name: '3 BHK house in Pune under ₹30,000',
    frequency: 'daily',
    criteria: { query: 'Pune', bedrooms: 3, type: 'house', maxRent: 30_000 },
  },
];
