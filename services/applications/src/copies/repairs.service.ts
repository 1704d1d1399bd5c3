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
}
