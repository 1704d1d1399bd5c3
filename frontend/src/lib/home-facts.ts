/** "1 bathroom", "2 bathrooms". */
export function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A home's bedrooms as people say it: "Studio" for none, "1 bedroom", "3 bedrooms". */
export function bedroomsLabel(bedrooms: number): string {
  return bedrooms === 0 ? 'Studio' : countLabel(bedrooms, 'bedroom', 'bedrooms');
}

/** "1 bathroom", "2 bathrooms". */
export function bathroomsLabel(bathrooms: number): string {
  return countLabel(bathrooms, 'bathroom', 'bathrooms');
}
