import type { Address, PropertyStatus } from '@trio/contracts/common';
import { propertyListed, propertyStatusChanged, propertyUpdated } from '@trio/contracts/events/properties';
import { addressCopyFields, defineCopy, patchFrom, upsertFrom } from '@trio/service-kit/events';

/** A property payments charges for (status available/occupied, rent, owner, manager), from properties.property. */
export interface PropertyCopy {
  _id: string;
  version: number;
  landlordId: string;
  managerId: string;
  name: string;
  address: Address;
  rentPaise: number;
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
    rentPaise: Number,
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
        rentPaise: property.rentPaise,
        status: property.status,
      },
    })),
    patchFrom([propertyStatusChanged], (change) => ({ id: change.propertyId, fields: { status: change.status } })),
  ],
});
