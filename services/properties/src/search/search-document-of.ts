import type { PropertySnapshot, SavedSearchMatchProperty } from '@trio/contracts/events/properties';
import { cityAliases } from '../geo/gazetteer';
import { toSearchDocument, type PropertySearchDocument } from './property-search.document';

/** A property's search document, with its city's other names from the gazetteer ("Bangalore" finds Bengaluru). */
export function searchDocumentOf(
  snapshot: PropertySnapshot,
  extras: { listedAt: string; description?: string },
): PropertySearchDocument {
  return toSearchDocument(snapshot, { ...extras, cityAliases: cityAliases(snapshot.address.city) });
}

/** A home as the alerts' events carry it (a saved search's match, an area's first home): the card of the e-mail. */
export function alertHomeOf(home: PropertySearchDocument): SavedSearchMatchProperty {
  return {
    propertyId: home.propertyId,
    name: home.name,
    rentPaise: home.rentPaise,
    address: { line1: home.address.line1, locality: home.address.locality, city: home.address.city },
    imageId: home.imageIds[0] ?? null,
  };
}
