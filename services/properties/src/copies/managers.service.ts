import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { managerCopy, type ManagerCopy } from './manager.copy';

/** The spec's manager card (`propertyManager`: name, companyName) plus contact details for Message and Call. */
export interface ManagerCard {
  _id: string;
  name: string;
  companyName: string;
  email: string;
  phone: string | null;
}

export function managerCard(manager: ManagerCopy): ManagerCard {
  return {
    _id: manager._id,
    name: manager.name,
    companyName: manager.company,
    email: manager.email,
    phone: manager.phone ?? null,
  };
}

/** The property managers this service knows of (from users.property-manager events). */
@Injectable()
export class ManagersService {
  constructor(@InjectModel(managerCopy.name) private readonly managers: Model<ManagerCopy>) {}

  findById(managerId: string) {
    return this.managers.findById(managerId).lean();
  }

  findByEmail(email: string) {
    return this.managers.findOne({ emailLower: email.trim().toLowerCase() }).lean();
  }

  /** Every manager id, oldest record first (a stable order for ties in assignment). */
  async allIds(): Promise<string[]> {
    const all = await this.managers.find({}, { _id: 1 }).sort({ _id: 1 }).lean();
    return all.map((m) => m._id);
  }
}
