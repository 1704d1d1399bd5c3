import { Injectable } from '@nestjs/common';
import type { Language } from '@trio/contracts/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { leaseCopy, type LeaseCopy } from './lease.copy';
import { managerCopy, type ManagerCopy } from './manager.copy';
import { personCopy, type PersonCopy } from './person.copy';
import { propertyCopy, type PropertyCopy } from './property.copy';
import { rentCopy, type RentCopy } from './rent.copy';

/** The people, managers, properties, leases and rent this service knows: read here, written by their copies. */
@Injectable()
export class CopiesService {
  constructor(
    @InjectModel(personCopy.name) private readonly people: Model<PersonCopy>,
    @InjectModel(managerCopy.name) private readonly managers: Model<ManagerCopy>,
    @InjectModel(propertyCopy.name) private readonly properties: Model<PropertyCopy>,
    @InjectModel(leaseCopy.name) private readonly leases: Model<LeaseCopy>,
    @InjectModel(rentCopy.name) private readonly rents: Model<RentCopy>,
  ) {}

  person(userId: string) {
    return this.people.findById(userId).lean<PersonCopy>();
  }

  /** The language a person reads, by their e-mail address: English for an address with no account or no choice. */
  async languageOf(email: string): Promise<Language> {
    const person = await this.people
      .findOne({ emailLower: email.trim().toLowerCase() }, { language: 1 })
      .lean<Pick<PersonCopy, 'language'>>();
    return person?.language ?? 'en';
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
