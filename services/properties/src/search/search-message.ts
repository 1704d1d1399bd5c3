/** A place with homes that a search finding nothing offers, as the message names it. */
export interface NearestPlaceNamed {
  label: string;
  distanceKm: number;
}

/**
 * The `message` of the search response: a count, or what to try when nothing is found: the nearest places with
 * homes when the search named a known place, else a nearby locality, a city or a PIN code.
 */
export function searchMessage(query: string, totalFound: number, nearest: readonly NearestPlaceNamed[] = []): string {
  const q = query.trim();
  if (!q) return 'No search query provided. Please enter a locality, city or PIN code.';
  if (totalFound === 0) {
    const tryInstead =
      nearest.length > 0
        ? `The nearest places with homes: ${nearest.map((place) => `${place.label} (${place.distanceKm} km)`).join('; ')}.`
        : 'Try a nearby locality, a city name (for example Bengaluru, Mumbai or Pune) or a 6-digit PIN code.';
    return `No properties found for "${q}" yet. We're expanding to your area! ${tryInstead}`;
  }
  return `${totalFound} ${totalFound === 1 ? 'property' : 'properties'} found for "${q}"`;
}
