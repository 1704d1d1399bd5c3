import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { repairCopy, type RepairCopy } from './repair.copy';

/** The maintenance requests copy (maintenance.request events): what a repair's conversation needs to know. */
@Injectable()
export class RepairsService {
  constructor(@InjectModel(repairCopy.name) private readonly repairs: Model<RepairCopy>) {}

  findById(requestId: string) {
    return this.repairs.findById(requestId).lean();
  }

  /** A tenant's requests, oldest first. */
  async listForTenant(tenantId: string) {
    return (await this.repairs.find({ tenantId }).lean()).sort((a, b) => a._id.localeCompare(b._id));
  }
}
