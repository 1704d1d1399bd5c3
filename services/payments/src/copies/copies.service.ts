import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { applicationCopy, type ApplicationCopy } from './application.copy';
import { leaseCopy, type LeaseCopy } from './lease.copy';
import { propertyCopy, type PropertyCopy } from './property.copy';

/** The properties, applications and leases payments knows, from their events: read here, written by their copies. */
@Injectable()
export class CopiesService {
  constructor(
    @InjectModel(propertyCopy.name) private readonly properties: Model<PropertyCopy>,
    @InjectModel(applicationCopy.name) private readonly applications: Model<ApplicationCopy>,
    @InjectModel(leaseCopy.name) private readonly leases: Model<LeaseCopy>,
  ) {}

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

  /** The leases that have ended (by the status index): the demo seed's moved-out tenancy. */
  endedLeases() {
    return this.leases.find({ status: 'ended' }).lean<LeaseCopy[]>();
  }

  /** Every lease (any status): the landlords' books are rebuilt from them. */
  allLeases() {
    return this.leases.find({}).lean<LeaseCopy[]>();
  }

  leasesOfTenant(tenantId: string) {
    return this.leases.find({ tenantId }).lean<LeaseCopy[]>();
  }
}
