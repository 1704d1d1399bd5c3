import type { Address, PropertyStatus, PropertyType } from '@trio/contracts/common';
import { propertyListed, propertyStatusChanged, propertyUpdated } from '@trio/contracts/events/properties';
import { addressCopyFields, defineCopy, patchFrom, upsertFrom } from '@trio/service-kit/events';

/**
 * A home (properties.property): the reminder cards' bedrooms, bathrooms and type, and whether it is still on the
 * market (a saved search's digest leaves out a home let before the digest goes).
 */
export interface PropertyCopy {
  _id: string;
  version: number;
  landlordId: string;
  managerId: string;
  name: string;
  address: Address;
  bedrooms: number;
  bathrooms: number;
  propertyType: PropertyType;
  status: PropertyStatus;
}

export const propertyCopy = defineCopy<PropertyCopy>({
  name: 'PropertyCopy',
  collection: 'properties',
  fields: {
    landlordId: String,
    managerId: String,
    name: String,
    address: addressCopyFields,
    bedrooms: Number,
    bathrooms: Number,
    propertyType: String,
    status: String,
  },
  from: [
    upsertFrom([propertyListed, propertyUpdated], (property) => ({
      id: property.propertyId,
      fields: {
        landlordId: property.landlordId,
        managerId: property.managerId,
        name: property.name,
        address: property.address,
        bedrooms: property.bedrooms,
        bathrooms: property.bathrooms,
        propertyType: property.propertyType,
        status: property.status,
      },
    })),
    patchFrom([propertyStatusChanged], (change) => ({ id: change.propertyId, fields: { status: change.status } })),
  ],
});
