import { formatPaiseAsRupees, paiseToRupees } from '@trio/contracts/common';
import {
  leasePeriodLabel,
  type ApplicationPrefill,
  type ApplicationProperty,
  type RentalApplication,
} from '@trio/contracts/http/applications';
import type { PropertyCopy } from '../copies/property.copy';
import type { ApplicationDocument, PropertyFacts } from './application.schema';
import { displayStatusOf } from './transitions';

const iso = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString() : null);

/** The property header of an application: the live copy when this service holds it, else the facts it was made on. */
export function applicationPropertyView(
  propertyId: string,
  live: PropertyCopy | null | undefined,
  facts: PropertyFacts,
): ApplicationProperty {
  const source = live ?? { ...facts, status: 'available' as const };
  return {
    _id: propertyId,
    title: source.name,
    name: source.name,
    address: {
      street: source.address.line1,
      city: source.address.city,
      state: source.address.state,
      zipCode: source.address.pinCode,
    },
    locality: source.address.locality,
    rentPrice: paiseToRupees(source.rentPaise),
    rentPaise: source.rentPaise,
    rentLabel: formatPaiseAsRupees(source.rentPaise),
    bedrooms: source.bedrooms,
    bathrooms: source.bathrooms,
    type: source.propertyType,
    status: source.status,
  };
}

/** An application as its applicant reads it, or (with `possibleDuplicate`) as the property's manager does. */
export function applicationView(
  application: ApplicationDocument,
  live: PropertyCopy | null | undefined,
  manager?: { possibleDuplicate: boolean },
): RentalApplication {
  return {
    _id: application._id,
    propertyId: application.propertyId,
    property: applicationPropertyView(application.propertyId, live, application.property),
    userId: application.applicantId,
    status: application.status,
    paymentStatus: application.paymentStatus,
    displayStatus: displayStatusOf(application.status, application.paymentStatus),
    firstName: application.firstName,
    lastName: application.lastName,
    email: application.applicantEmail,
    phone: application.phone,
    address: application.address,
    panAdhaar: application.identity.masked,
    identityType: application.identity.kind,
    ...(manager ? { possibleDuplicate: manager.possibleDuplicate } : {}),
    moveInDate: application.moveInDate,
    leasePeriod: leasePeriodLabel(application.leasePeriodMonths),
    leasePeriodMonths: application.leasePeriodMonths,
    numPeople: application.numPeople,
    reviewNotes: application.reviewNotes ?? null,
    reviewedAt: iso(application.reviewedAt),
    createdAt: iso(application.createdAt) as string,
    updatedAt: iso(application.updatedAt) as string,
    expiresAt: iso(application.expiresAt),
  };
}

/** The form of a new application prefilled from an earlier one; never the identity number (it is not kept). */
export function prefillOf(application: ApplicationDocument, today: string): ApplicationPrefill {
  return {
    firstName: application.firstName,
    lastName: application.lastName,
    phone: application.phone,
    address: application.address,
    panAdhaar: '',
    moveInDate: application.moveInDate >= today ? application.moveInDate : '',
    leasePeriod: leasePeriodLabel(application.leasePeriodMonths),
    numPeople: application.numPeople,
  };
}
