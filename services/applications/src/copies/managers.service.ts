import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { managerCopy, type ManagerCopy } from './manager.copy';

/** The property-manager records (users.property-manager events), to know who may review what. */
@Injectable()
export class ManagersService {
  constructor(@InjectModel(managerCopy.name) private readonly managers: Model<ManagerCopy>) {}

  findById(managerId: string) {
    return this.managers.findById(managerId).lean();
  }

  /** The manager record of a caller (by the caller's e-mail), or null for a caller who manages nothing. */
  findByEmail(email: string) {
    return this.managers.findOne({ emailLower: email.trim().toLowerCase() }).lean();
  }
}
