/** The `message` of the search response: a count, or what to try when nothing is found. */
export function searchMessage(query: string, totalFound: number): string {
  const q = query.trim();
  if (!q) return 'No search query provided. Please enter a locality, city or PIN code.';
  if (totalFound === 0) {
    return (
      `No properties found for "${q}" yet. We're expanding to your area! ` +
      'Try a nearby locality, a city name (for example Bengaluru, Mumbai or Pune) or a 6-digit PIN code.'
    );
  }
  return `${totalFound} ${totalFound === 1 ? 'property' : 'properties'} found for "${q}"`;
}
