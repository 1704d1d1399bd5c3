import type { Address } from '@trio/contracts/common';
import {
  applicationClosed,
  applicationExpired,
  applicationReviewed,
  applicationSubmitted,
  applicationWithdrawn,
  type ApplicationStatus,
} from '@trio/contracts/events/applications';
import { addressCopyFields, personCopyFields, defineCopy, upsertFrom } from '@trio/service-kit/events';
import { type Person } from './person';

/** An application payments charges for (who applied, for which home and rent, its status), from applications.application. */
export interface ApplicationCopy {
  _id: string;
  version: number;
  applicantId: string;
  applicant: Person;
  propertyId: string;
  property: { name: string; address: Address; rentPaise: number };
  landlordId: string;
  managerId: string;
  managerEmail?: string | null;
  status: ApplicationStatus;
}

export const applicationCopy = defineCopy<ApplicationCopy>({
  name: 'ApplicationCopy',
  collection: 'applications',
  fields: {
    applicantId: { type: String, index: true },
    applicant: personCopyFields,
    propertyId: String,
    property: { name: String, address: addressCopyFields, rentPaise: Number },
    landlordId: String,
    managerId: String,
    managerEmail: String,
    status: String,
  },
  from: [
    upsertFrom(
      [applicationSubmitted, applicationReviewed, applicationWithdrawn, applicationExpired, applicationClosed],
      (application) => ({
        id: application.applicationId,
        fields: {
          applicantId: application.applicantId,
          applicant: application.applicant,
          propertyId: application.propertyId,
          property: application.property,
          landlordId: application.landlordId,
          managerId: application.managerId,
          managerEmail: application.managerEmail ?? null,
          status: application.status,
        },
      }),
    ),
  ],
});
