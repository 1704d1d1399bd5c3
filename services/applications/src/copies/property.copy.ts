import type { Address, PropertyStatus, PropertyType } from '@trio/contracts/common';
import { propertyListed, propertyStatusChanged, propertyUpdated } from '@trio/contracts/events/properties';
import { addressCopyFields, defineCopy, patchFrom, upsertFrom } from '@trio/service-kit/events';

/**
 * This service's copy of the properties it takes applications for (properties.property events): who owns and who
 * manages each, its rent, address, kind and status. Never read from the properties service.
 */
export interface PropertyCopy {
  _id: string;
  version: number;
  landlordId: string;
  managerId: string;
  name: string;
  address: Address;
  rentPaise: number;
  bedrooms: number;
  bathrooms: number;
  propertyType: PropertyType;
  status: PropertyStatus;
}

export const propertyCopy = defineCopy<PropertyCopy>({
  name: 'Property',
  collection: 'properties',
  fields: {
    landlordId: { type: String, required: true },
    managerId: { type: String, required: true, index: true },
    name: { type: String, required: true },
    address: addressCopyFields,
    rentPaise: { type: Number, required: true },
    bedrooms: { type: Number, required: true },
    bathrooms: { type: Number, required: true },
    propertyType: { type: String, required: true },
    status: { type: String, required: true },
  },
  from: [
    // Listed or updated: the whole snapshot replaces what is held.
    upsertFrom([propertyListed, propertyUpdated], (property) => ({
      id: property.propertyId,
      fields: {
        landlordId: property.landlordId,
        managerId: property.managerId,
        name: property.name,
        address: property.address,
        rentPaise: property.rentPaise,
        bedrooms: property.bedrooms,
        bathrooms: property.bathrooms,
        propertyType: property.propertyType,
        status: property.status,
      },
    })),
    // Only the status moved: on top of a snapshot already held (an upsert would make a property without its facts).
    patchFrom([propertyStatusChanged], (change) => ({ id: change.propertyId, fields: { status: change.status } })),
  ],
});
