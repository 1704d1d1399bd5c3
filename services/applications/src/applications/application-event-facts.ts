import { Inject, Injectable } from '@nestjs/common';
import type { ApplicationStatus } from '@trio/contracts/events/applications';
import { ManagersService } from '../copies/managers.service';
import type { ApplicationDocument } from './application.schema';

/** What every event of an application carries: the people, the home, its manager's e-mail, the new status. */
@Injectable()
export class ApplicationEventFacts {
  constructor(@Inject(ManagersService) private readonly managers: ManagersService) {}

  async of(application: ApplicationDocument, status: ApplicationStatus) {
    const managerId = application.property.managerId;
    const manager = await this.managers.findById(managerId);
    return {
      applicationId: application._id,
      propertyId: application.propertyId,
      applicantId: application.applicantId,
      applicant: {
        firstName: application.firstName,
        lastName: application.lastName,
        email: application.applicantEmail,
      },
      property: {
        name: application.property.name,
        address: application.property.address,
        rentPaise: application.property.rentPaise,
      },
      landlordId: application.property.landlordId,
      managerId,
      ...(manager ? { managerEmail: manager.email } : {}),
      status,
    };
  }
}
