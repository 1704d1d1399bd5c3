import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { LeaseCreated } from '@trio/contracts/events/applications';
import type { PropertySnapshot } from '@trio/contracts/events/properties';
import type { PropertyManager, UserProfile } from '@trio/contracts/events/users';
import { applyIfNewer, type ProjectionOutcome } from '@trio/service-kit/events';
import type { Model } from 'mongoose';
import {
  LEASE_COPY,
  MANAGER_COPY,
  PERSON_COPY,
  PROPERTY_COPY,
  type LeaseCopy,
  type ManagerCopy,
  type PersonCopy,
  type PropertyCopy,
} from './projection.schemas';

/** The facts every applications.lease event carries (what this service keeps of them). */
export type LeaseFacts = Pick<
  LeaseCreated['data'],
  | 'leaseId'
  | 'applicationId'
  | 'propertyId'
  | 'property'
  | 'tenant'
  | 'landlordId'
  | 'managerId'
  | 'managerEmail'
  | 'status'
>;

/** The leases, properties, people and managers maintenance knows, from their events. */
@Injectable()
export class ProjectionsService {
  constructor(
    @InjectModel(LEASE_COPY) private readonly leases: Model<LeaseCopy>,
    @InjectModel(PROPERTY_COPY) private readonly properties: Model<PropertyCopy>,
    @InjectModel(PERSON_COPY) private readonly people: Model<PersonCopy>,
    @InjectModel(MANAGER_COPY) private readonly managers: Model<ManagerCopy>,
  ) {}

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
      status: facts.status,
    });
  }

  applyProperty(
    snapshot: Pick<PropertySnapshot, 'propertyId' | 'landlordId' | 'managerId' | 'name' | 'address'>,
    version: number,
  ) {
    return applyIfNewer(this.properties, snapshot.propertyId, version, {
      landlordId: snapshot.landlordId,
      managerId: snapshot.managerId,
      name: snapshot.name,
      address: snapshot.address,
    });
  }

  applyPerson(profile: Pick<UserProfile, 'userId' | 'uid' | 'email'>, version: number): Promise<ProjectionOutcome> {
    return applyIfNewer(this.people, profile.userId, version, { uid: profile.uid, email: profile.email });
  }

  applyManager(record: Pick<PropertyManager, 'managerId' | 'email'>, version: number): Promise<ProjectionOutcome> {
    return applyIfNewer(this.managers, record.managerId, version, {
      email: record.email,
      emailLower: record.email.trim().toLowerCase(),
    });
  }

  lease(id: string) {
    return this.leases.findById(id).lean<LeaseCopy>();
  }

  /** The caller's active lease on a property, if any. */
  activeLeaseOf(tenantId: string, propertyId: string) {
    return this.leases.findOne({ tenantId, propertyId, status: 'active' }).lean<LeaseCopy>();
  }

  property(id: string) {
    return this.properties.findById(id).lean<PropertyCopy>();
  }

  person(userId: string) {
    return this.people.findById(userId).lean<PersonCopy>();
  }

  /** A user by e-mail (the seed's landlords and managers acting on requests). */
  personByEmail(email: string) {
    return this.people.findOne({ email }).lean<PersonCopy>();
  }

  /** The manager record of a caller (by e-mail), or null for a caller who manages nothing. */
  managerByEmail(email: string) {
    return this.managers.findOne({ emailLower: email.trim().toLowerCase() }).lean<ManagerCopy>();
  }

  manager(id: string) {
    return this.managers.findById(id).lean<ManagerCopy>();
  }
}
