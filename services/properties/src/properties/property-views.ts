import { formatPaiseAsRupees } from '@trio/contracts/common';
import type { Property } from '@trio/contracts/http/properties';
import type { PropertyDocument } from './property.schema';

/** A property as the spec's screens read it (000 §3): address object, rentPrice in rupees, location lat/lng. */
export function propertyView(property: PropertyDocument): Property {
  return {
    _id: property._id,
    name: property.name,
    address: {
      street: property.address.line1,
      city: property.address.city,
      state: property.address.state,
      zipCode: property.address.pinCode,
    },
    locality: property.address.locality,
    type: property.propertyType,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    squareArea: property.squareFeet ?? null,
    status: property.status,
    description: property.description,
    rentPrice: property.rentPaise / 100,
    rentPaise: property.rentPaise,
    rentLabel: formatPaiseAsRupees(property.rentPaise),
    leaseType: property.leaseType,
    nearbyLandmarks: property.nearbyLandmarks,
    featured: property.featured,
    images: property.imageIds,
    location: property.location ? { lat: property.location.lat, lng: property.location.lon } : null,
    landlordId: property.landlordId,
    managerId: property.managerId,
    listedAt: new Date(property.listedAt).toISOString(),
  };
}
export type PropertyView = Property;
