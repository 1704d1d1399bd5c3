import type { PropertySnapshot } from '@trio/contracts/events/properties';
import { cityAliases } from '../geo/gazetteer';
import { toSearchDocument, type PropertySearchDocument } from './property-search.document';

/** A property's search document, with its city's other names from the gazetteer ("Bangalore" finds Bengaluru). */
export function searchDocumentOf(
  snapshot: PropertySnapshot,
  extras: { listedAt: string; description?: string },
): PropertySearchDocument {
  return toSearchDocument(snapshot, { ...extras, cityAliases: cityAliases(snapshot.address.city) });
}
