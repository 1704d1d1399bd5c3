import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { PropertyStatus } from '@trio/contracts/common';
import type { ApplicationStatus } from '@trio/contracts/events/applications';
import type { PropertySnapshot } from '@trio/contracts/events/properties';
import { applyIfNewer, type ProjectionOutcome } from '@trio/service-kit/events';
import type { Model } from 'mongoose';
import {
  APPLICATION_COPY,
  LEASE_COPY,
  PROPERTY_COPY,
  type ApplicationCopy,
  type LeaseCopy,
  type Person,
  type PropertyCopy,
} from './projection.schemas';

/** The facts every applications.application event carries. */
export interface ApplicationFacts {
  applicationId: string;
  propertyId: string;
  applicantId: string;
  applicant: Person;
  property: ApplicationCopy['property'];
  landlordId: string;
  managerId: string;
  managerEmail?: string;
  status: ApplicationStatus;
}

/** The facts every applications.lease event carries. */
export interface LeaseFacts {
  leaseId: string;
  applicationId: string;
  propertyId: string;
  property: LeaseCopy['property'];
  tenant: { userId: string } & Person;
  landlordId: string;
  managerId: string;
  managerEmail?: string;
  startDate: string;
  endDate: string;
  rentPaise: number;
  status: LeaseCopy['status'];
}

/** The properties, applications and leases payments knows, from their events. */
@Injectable()
export class ProjectionsService {
  constructor(
    @InjectModel(PROPERTY_COPY) private readonly properties: Model<PropertyCopy>,
    @InjectModel(APPLICATION_COPY) private readonly applications: Model<ApplicationCopy>,
    @InjectModel(LEASE_COPY) private readonly leases: Model<LeaseCopy>,
  ) {}

  applyProperty(snapshot: PropertySnapshot, version: number): Promise<ProjectionOutcome> {
    return applyIfNewer(this.properties, snapshot.propertyId, version, {
      landlordId: snapshot.landlordId,
      managerId: snapshot.managerId,
      name: snapshot.name,
      address: snapshot.address,
      rentPaise: snapshot.rentPaise,
      status: snapshot.status,
    });
  }

  /** Only on top of a known property (a status change before its listing is retried by the consumer). */
  async applyPropertyStatus(propertyId: string, version: number, status: PropertyStatus): Promise<ProjectionOutcome> {
    const result = await this.properties.updateOne(
      { _id: propertyId, version: { $lt: version } },
      { $set: { status, version } },
    );
    if (result.matchedCount === 1) return 'applied';
    if (await this.properties.exists({ _id: propertyId })) return 'stale';
    throw new Error(`property ${propertyId} is not known yet; its status change waits for its listing`);
  }

  applyApplication(facts: ApplicationFacts, version: number): Promise<ProjectionOutcome> {
    return applyIfNewer(this.applications, facts.applicationId, version, {
      applicantId: facts.applicantId,
      applicant: facts.applicant,
      propertyId: facts.propertyId,
      property: facts.property,
      landlordId: facts.landlordId,
      managerId: facts.managerId,
      managerEmail: facts.managerEmail ?? null,
      status: facts.status,
    });
  }

  applyLease(facts: LeaseFacts, version: number): Promise<ProjectionOutcome> {
    return applyIfNewer(this.leases, facts.leaseId, version, {
      applicationId: facts.applicationId,
      propertyId: facts.propertyId,
      property: facts.property,
      tenantId: facts.tenant.userId,
      tenant: { firstName: facts.tenant.firstName, lastName: facts.tenant.lastName, email: facts.tenant.email },
      landlordId: facts.landlordId,
      managerId: facts.managerId,
      managerEmail: facts.managerEmail ?? null,
      startDate: facts.startDate,
      endDate: facts.endDate,
      rentPaise: facts.rentPaise,
      status: facts.status,
    });
  }

  property(id: string) {
    return this.properties.findById(id).lean<PropertyCopy>();
  }

  application(id: string) {
    return this.applications.findById(id).lean<ApplicationCopy>();
  }

  lease(id: string) {
    return this.leases.findById(id).lean<LeaseCopy>();
  }

  leaseOfApplication(applicationId: string) {
    return this.leases.findOne({ applicationId }).lean<LeaseCopy>();
  }

  /** The active lease of a property, if any. */
  activeLeaseOf(propertyId: string) {
    return this.leases.findOne({ propertyId, status: 'active' }).lean<LeaseCopy>();
  }

  activeLeases() {
    return this.leases.find({ status: 'active' }).lean<LeaseCopy[]>();
  }

  /** Every lease (any status): the landlords' books are rebuilt from them. */
  allLeases() {
    return this.leases.find({}).lean<LeaseCopy[]>();
  }

  leasesOfTenant(tenantId: string) {
    return this.leases.find({ tenantId }).lean<LeaseCopy[]>();
  }
}
