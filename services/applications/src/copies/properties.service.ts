import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { propertyCopy, type PropertyCopy } from './property.copy';

/** The properties copy (properties.property events): what an application needs to know of its home. */
@Injectable()
export class PropertiesService {
  constructor(@InjectModel(propertyCopy.name) private readonly properties: Model<PropertyCopy>) {}

  findById(propertyId: string) {
    return this.properties.findById(propertyId).lean();
  }

  findByIds(propertyIds: readonly string[]) {
    if (propertyIds.length === 0) return Promise.resolve([]);
    return this.properties.find({ _id: { $in: [...propertyIds] } }).lean();
  }

  /** The properties a manager answers for. */
  managedBy(managerId: string) {
    return this.properties.find({ managerId }).lean();
  }
}
