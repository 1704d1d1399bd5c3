import type { Address, PropertyType } from '@trio/contracts/common';
import { propertyListed, propertyUpdated } from '@trio/contracts/events/properties';
import { addressCopyFields, defineCopy, upsertFrom } from '@trio/service-kit/events';

/** A home (properties.property): the reminder cards' bedrooms, bathrooms and type. */
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
      },
    })),
  ],
});
