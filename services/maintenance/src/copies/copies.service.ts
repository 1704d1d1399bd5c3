import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { leaseCopy, type LeaseCopy } from './lease.copy';
import { managerCopy, type ManagerCopy } from './manager.copy';
import { personCopy, type PersonCopy } from './person.copy';
import { propertyCopy, type PropertyCopy } from './property.copy';

/** The leases, properties, people and managers maintenance knows, from their events: read here, written by their copies. */
@Injectable()
export class CopiesService {
  constructor(
    @InjectModel(leaseCopy.name) private readonly leases: Model<LeaseCopy>,
    @InjectModel(propertyCopy.name) private readonly properties: Model<PropertyCopy>,
    @InjectModel(personCopy.name) private readonly people: Model<PersonCopy>,
    @InjectModel(managerCopy.name) private readonly managers: Model<ManagerCopy>,
  ) {}

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
