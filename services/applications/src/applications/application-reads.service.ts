import { Inject, Injectable } from '@nestjs/common';
import {
  todayInIndia,
  type ApplyAgain,
  type Eligibility,
  type EligibilityReasonCode,
  type ManagerApplications,
  type PropertyApplications,
  type RentalApplication,
} from '@trio/contracts/http/applications';
import { moveInCostsPaise } from '@trio/contracts/money';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { ManagersService } from '../copies/managers.service';
import type { PropertyCopy } from '../copies/property.copy';
import { PropertiesService } from '../copies/properties.service';
import { ApplicationAccess } from './application-access';
import type { ApplicationDocument } from './application.schema';
import { applicationPropertyView, applicationView, prefillOf } from './application-views';
import { forbidden, invalidTransition, propertyNotFound } from './applications.exception';
import { ApplicationsRepository } from './applications.repository';
import { isOpen } from './transitions';

/** What a renter needs at hand to apply (the Check Eligibility panel). */
export const DOCUMENTS_NEEDED = [
  {
    key: 'identity',
    label: 'PAN card or Aadhaar',
    description: 'The number goes on the form; the manager sees it masked (last four characters only).',
  },
  {
    key: 'income',
    label: 'Proof of income',
    description: 'Your last three salary slips, or your latest income tax return.',
  },
  {
    key: 'address',
    label: 'Current address proof',
    description: 'A utility bill, rental agreement or bank statement from the last three months.',
  },
  {
    key: 'photo',
    label: 'A recent photograph',
    description: 'Passport size, for the lease agreement.',
  },
] as const;

const REASON_TEXT: Record<EligibilityReasonCode, string> = {
  OWN_PROPERTY: 'You own or manage this property, so you cannot apply to rent it.',
  PROPERTY_NOT_AVAILABLE: 'This property is not available to rent right now.',
  APPLICATION_EXISTS: 'You have already applied to this property. Your application is pending review.',
};

/**
 * Reading applications: the applicant's and the manager's lists (with possible duplicates flagged), eligibility
 * (the Check Eligibility panel) and Apply Again's prefill. Each shows the home as its copy is now.
 */
@Injectable()
export class ApplicationReadsService {
  constructor(
    @Inject(ApplicationsRepository) private readonly applications: ApplicationsRepository,
    @Inject(PropertiesService) private readonly properties: PropertiesService,
    @Inject(ManagersService) private readonly managers: ManagersService,
    @Inject(ApplicationAccess) private readonly access: ApplicationAccess,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async listMine(applicantId: string): Promise<RentalApplication[]> {
    const mine = await this.applications.listForApplicant(applicantId);
    const live = await this.liveProperties(mine);
    return mine.map((application) => applicationView(application, live.get(application.propertyId)));
  }

  /** The applications to a manager's properties, grouped by property (only properties that have some). */
  async listForManager(me: GatewayIdentity, managerId: string): Promise<ManagerApplications> {
    const manager = await this.managers.findByEmail(me.email);
    if (!manager || manager._id !== managerId) {
      throw forbidden('You can only see the applications to the properties you manage.');
    }
    const applications = await this.applications.listForManager(manager._id);
    const byId = await this.liveProperties(applications);
    const duplicates = await this.duplicateFlags(applications);
    const grouped: Record<string, PropertyApplications> = {};
    const counts = { total: 0, pending: 0, approved: 0, rejected: 0 };
    for (const application of applications) {
      const live = byId.get(application.propertyId);
      const group = (grouped[application.propertyId] ??= {
        property: applicationPropertyView(application.propertyId, live, application.property),
        applications: [],
      });
      group.applications.push(
        applicationView(application, live, { possibleDuplicate: duplicates.has(application._id) }),
      );
      counts.total += 1;
      if (application.status === 'pending' || application.status === 'under_review') counts.pending += 1;
      if (application.status === 'approved') counts.approved += 1;
      if (application.status === 'rejected') counts.rejected += 1;
    }
    return { applicationsByProperty: grouped, counts };
  }

  async eligibility(me: GatewayIdentity, propertyId: string): Promise<Eligibility> {
    const property = await this.properties.findById(propertyId);
    if (!property) throw propertyNotFound(propertyId);
    const [callerManager, mine] = await Promise.all([
      this.managers.findByEmail(me.email),
      this.applications.listForApplicant(me.userId),
    ]);
    const forProperty = mine.filter((application) => application.propertyId === propertyId);
    const codes: EligibilityReasonCode[] = [];
    if (this.access.ownsOrManages(property, me, callerManager)) codes.push('OWN_PROPERTY');
    if (property.status !== 'available') codes.push('PROPERTY_NOT_AVAILABLE');
    if (forProperty.some((application) => isOpen(application.status))) codes.push('APPLICATION_EXISTS');
    const latest = forProperty[0];
    return {
      propertyId,
      property: applicationPropertyView(propertyId, property, { ...property }),
      canApply: codes.length === 0,
      reasons: codes.map((code) => ({ code, message: REASON_TEXT[code] })),
      costs: moveInCostsPaise(property.rentPaise),
      documentsNeeded: DOCUMENTS_NEEDED.map((document) => ({ ...document })),
      application: latest ? applicationView(latest, property) : null,
      prefill: mine[0] ? prefillOf(mine[0], this.today()) : null,
    };
  }

  async applyAgain(me: GatewayIdentity, id: string): Promise<ApplyAgain> {
    const found = await this.access.requireRelation(
      await this.applications.findById(id),
      id,
      me,
      'applicant',
      'Only the applicant can apply again.',
    );
    if (found.status !== 'expired') throw invalidTransition(found.status, 'apply again for');
    return {
      propertyId: found.propertyId,
      fromApplicationId: found._id,
      formData: prefillOf(found, this.today()),
      panAdhaarHint: found.identity.masked,
    };
  }

  /** One application as its home's manager sees it (a possible duplicate flagged). */
  async managerView(application: ApplicationDocument): Promise<RentalApplication> {
    const [live, duplicates] = await Promise.all([
      this.properties.findById(application.propertyId),
      this.duplicateFlags([application]),
    ]);
    return applicationView(application, live, { possibleDuplicate: duplicates.has(application._id) });
  }

  /** Today in India, by this service's clock: the move-in window starts here. */
  private today(): string {
    return todayInIndia(this.clock.now());
  }

  private async liveProperties(applications: readonly ApplicationDocument[]): Promise<Map<string, PropertyCopy>> {
    const ids = [...new Set(applications.map((application) => application.propertyId))];
    const found = await this.properties.findByIds(ids);
    return new Map(found.map((property) => [property._id, property]));
  }

  /** Application ids whose identity number is also on an application of another account. */
  private async duplicateFlags(applications: readonly ApplicationDocument[]): Promise<Set<string>> {
    const holders = await this.applications.applicantsByIdentityHash(applications.map((a) => a.identity.hash));
    const flagged = new Set<string>();
    for (const application of applications) {
      const applicants = holders.get(application.identity.hash);
      if (applicants && [...applicants].some((applicant) => applicant !== application.applicantId)) {
        flagged.add(application._id);
      }
    }
    return flagged;
  }
}
