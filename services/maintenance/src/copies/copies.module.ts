import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { CopiesService } from './copies.service';
import { leaseCopy } from './lease.copy';
import { managerCopy } from './manager.copy';
import { personCopy } from './person.copy';
import { propertyCopy } from './property.copy';

/** The copies maintenance keeps (leases, properties, people, managers). */
export const copies = [leaseCopy, propertyCopy, personCopy, managerCopy];

/** The copies' models, exported too: the app's event handlers include each copy's own handler, which writes it. */
const copyModels = MongooseModule.forFeature(copies.map((copy) => copy.model));

@Module({
  imports: [copyModels],
  providers: [CopiesService],
  exports: [copyModels, CopiesService],
})
export class CopiesModule {}

/** The copies, kept by their own handlers (which run first among one event's handlers). */
export const copiesFeature = defineFeature({ module: CopiesModule, handlers: copies.map((copy) => copy.handler) });
