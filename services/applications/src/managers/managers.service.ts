import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { PropertyManager } from '@trio/contracts/events/users';
import { applyIfNewer, type ProjectionOutcome } from '@trio/service-kit/events';
import type { Model } from 'mongoose';
import { MANAGER_MODEL, type ManagerDocument } from './manager.schema';

/** The property-manager records (users.property-manager events), to know who may review what. */
@Injectable()
export class ManagersService {
  constructor(@InjectModel(MANAGER_MODEL) private readonly managers: Model<ManagerDocument>) {}

  apply(record: PropertyManager, version: number): Promise<ProjectionOutcome> {
    return applyIfNewer(this.managers, record.managerId, version, {
      email: record.email,
      emailLower: record.email.trim().toLowerCase(),
      name: record.name,
    });
  }

  findById(managerId: string) {
    return this.managers.findById(managerId).lean();
  }

  /** The manager record of a caller (by the caller's e-mail), or null for a caller who manages nothing. */
  findByEmail(email: string) {
    return this.managers.findOne({ emailLower: email.trim().toLowerCase() }).lean();
  }
}
