import type { Address } from '@trio/contracts/common';
import { propertyListed, propertyUpdated } from '@trio/contracts/events/properties';
import { addressCopyFields, defineCopy, upsertFrom } from '@trio/service-kit/events';

/** Who owns and who manages a home now (a property's manager may change after a request was made). */
export interface PropertyCopy {
  _id: string;
  version: number;
  landlordId: string;
  managerId: string;
  name: string;
  address: Address;
}

export const propertyCopy = defineCopy<PropertyCopy>({
  name: 'PropertyCopy',
  collection: 'properties',
  fields: {
    landlordId: { type: String, index: true },
    managerId: { type: String, index: true },
    name: String,
    address: addressCopyFields,
  },
  from: [
    upsertFrom([propertyListed, propertyUpdated], (property) => ({
      id: property.propertyId,
      fields: {
        landlordId: property.landlordId,
        managerId: property.managerId,
        name: property.name,
        address: property.address,
      },
    })),
  ],
});
