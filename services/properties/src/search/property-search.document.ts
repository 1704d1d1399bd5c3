import type { GeoPoint } from '@trio/contracts/common';
import type { PropertySnapshot, PropertyStatus, PropertyType } from '@trio/contracts/events/properties';

/**
 * One property as the `properties` index holds it: the snapshot carried by `properties.property.listed.v1` /
 * `.updated.v1`, plus what search needs beside it.
 */
export interface PropertySearchDocument {
  propertyId: string;
  landlordId: string;
  managerId: string;
  name: string;
  address: {
    line1: string;
    locality: string;
    city: string;
    state: string;
    pinCode: string;
  };
  /** Absent until the address is geocoded; such a property has no "similar nearby". */
  location?: GeoPoint;
  rentPaise: number;
  bedrooms: number;
  bathrooms: number;
  squareFeet?: number;
  propertyType: PropertyType;
  status: PropertyStatus;
  featured: boolean;
  imageIds: string[];
  description?: string;
  /** ISO date-time the property was first listed; "newest" sorts on it. */
  listedAt: string;
  /** Every name the city goes by (['Bengaluru', 'Bangalore']), filled by the caller from the gazetteer. */
  cityAliases: string[];
}

export interface SearchDocumentExtras {
  listedAt: string;
  cityAliases?: readonly string[];
  description?: string;
}

/** Builds the indexed document from an event's snapshot; copies only the snapshot's own fields. */
export function toSearchDocument(snapshot: PropertySnapshot, extras: SearchDocumentExtras): PropertySearchDocument {
  const { line1, locality, city, state, pinCode } = snapshot.address;
  const aliases = [city, ...(extras.cityAliases ?? [])].map((name) => name.trim()).filter(Boolean);
  const doc: PropertySearchDocument = {
    propertyId: snapshot.propertyId,
    landlordId: snapshot.landlordId,
    managerId: snapshot.managerId,
    name: snapshot.name,
    address: { line1, locality, city, state, pinCode },
    rentPaise: snapshot.rentPaise,
    bedrooms: snapshot.bedrooms,
    bathrooms: snapshot.bathrooms,
    propertyType: snapshot.propertyType,
    status: snapshot.status,
    featured: snapshot.featured,
    imageIds: [...snapshot.imageIds],
    listedAt: extras.listedAt,
    cityAliases: aliases.filter(
      (name, i) => aliases.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === i,
    ),
  };
  if (snapshot.location) doc.location = { lat: snapshot.location.lat, lon: snapshot.location.lon };
  if (snapshot.squareFeet !== undefined) doc.squareFeet = snapshot.squareFeet;
  if (extras.description !== undefined) doc.description = extras.description;
  return doc;
}
