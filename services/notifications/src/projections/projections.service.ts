import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { LeaseCreated } from '@trio/contracts/events/applications';
import type { RentDue } from '@trio/contracts/events/payments';
import type { PropertySnapshot } from '@trio/contracts/events/properties';
import type { PropertyManager, UserProfile } from '@trio/contracts/events/users';
import { applyIfNewer, type ProjectionOutcome } from '@trio/service-kit/events';
import type { Model } from 'mongoose';
import {
  LEASE_COPY,
  MANAGER_COPY,
  PERSON_COPY,
  PROPERTY_COPY,
  RENT_COPY,
  type LeaseCopy,
  type ManagerCopy,
  type PersonCopy,
  type PropertyCopy,
  type RentCopy,
} from './projection.schemas';

/** The facts every applications.lease event carries. */
export type LeaseFacts = Omit<LeaseCreated['data'], 'paymentId' | 'createdAt' | 'applicationId'>;
/** The facts every payments.rent event carries. */
export type RentFacts = RentDue['data'];

/** The people, managers, properties, leases and rent this service knows, from their events. */
@Injectable()
export class ProjectionsService {
  constructor(
    @InjectModel(PERSON_COPY) private readonly people: Model<PersonCopy>,
    @InjectModel(MANAGER_COPY) private readonly managers: Model<ManagerCopy>,
    @InjectModel(PROPERTY_COPY) private readonly properties: Model<PropertyCopy>,
    @InjectModel(LEASE_COPY) private readonly leases: Model<LeaseCopy>,
    @InjectModel(RENT_COPY) private readonly rents: Model<RentCopy>,
  ) {}

  applyPerson(profile: UserProfile, version: number): Promise<ProjectionOutcome> {
    return applyIfNewer(this.people, profile.userId, version, {
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      displayName: profile.displayName,
    });
  }

  applyManager(record: PropertyManager, version: number): Promise<ProjectionOutcome> {
    return applyIfNewer(this.managers, record.managerId, version, {
      email: record.email,
      emailLower: record.email.trim().toLowerCase(),
      name: record.name,
      company: record.company,
      phone: record.phone,
    });
  }

  applyProperty(snapshot: PropertySnapshot, version: number): Promise<ProjectionOutcome> {
    return applyIfNewer(this.properties, snapshot.propertyId, version, {
      landlordId: snapshot.landlordId,
      managerId: snapshot.managerId,
      name: snapshot.name,
      address: snapshot.address,
      bedrooms: snapshot.bedrooms,
      bathrooms: snapshot.bathrooms,
      propertyType: snapshot.propertyType,
    });
  }

  applyLease(lease: LeaseFacts, version: number): Promise<ProjectionOutcome> {
    return applyIfNewer(this.leases, lease.leaseId, version, {
      propertyId: lease.propertyId,
      property: lease.property,
      tenant: lease.tenant,
      landlordId: lease.landlordId,
      managerId: lease.managerId,
      managerEmail: lease.managerEmail,
      startDate: lease.startDate,
      endDate: lease.endDate,
      rentPaise: lease.rentPaise,
      status: lease.status,
    });
  }

  /** One month of a lease's rent became due, overdue or paid (payments.rent, aggregate = the lease). */
  applyRent(item: RentFacts, version: number, paid: boolean): Promise<ProjectionOutcome> {
    return applyIfNewer(this.rents, item.leaseId, version, {
      [`items.${item.month}`]: { month: item.month, dueDate: item.dueDate, amountPaise: item.amountPaise, paid },
    });
  }

  person(userId: string) {
    return this.people.findById(userId).lean<PersonCopy>();
  }

  manager(managerId: string) {
    return this.managers.findById(managerId).lean<ManagerCopy>();
  }

  /** The manager record of a caller (by e-mail), or null for someone who manages nothing. */
  managerByEmail(email: string) {
    return this.managers.findOne({ emailLower: email.trim().toLowerCase() }).lean<ManagerCopy>();
  }

  property(propertyId: string) {
    return this.properties.findById(propertyId).lean<PropertyCopy>();
  }

  propertiesByIds(ids: readonly string[]) {
    return this.properties.find({ _id: { $in: ids } }).lean<PropertyCopy[]>();
  }

  lease(leaseId: string) {
    return this.leases.findById(leaseId).lean<LeaseCopy>();
  }

  /** The active leases of the homes a manager manages, oldest first. */
  activeLeasesManagedBy(managerId: string) {
    return this.leases.find({ managerId, status: 'active' }).sort({ startDate: 1, _id: 1 }).lean<LeaseCopy[]>();
  }

  /** Every active lease (the reminder schedule's sweep: one read of the collection). */
  activeLeases() {
    return this.leases.find({ status: 'active' }).lean<LeaseCopy[]>();
  }

  rent(leaseId: string) {
    return this.rents.findById(leaseId).lean<RentCopy>();
  }

  /** Every lease's rent (the reminder sweep). */
  allRents() {
    return this.rents.find({}).lean<RentCopy[]>();
  }

  rentsByLeaseIds(ids: readonly string[]) {
    return this.rents.find({ _id: { $in: ids } }).lean<RentCopy[]>();
  }
}
