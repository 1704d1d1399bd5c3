import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { managerCopy } from './manager.copy';
import { ManagersService } from './managers.service';
import { PeopleService } from './people.service';
import { personCopy } from './person.copy';
import { PropertiesService } from './properties.service';
import { propertyCopy } from './property.copy';
import { repairCopy } from './repair.copy';
import { RepairsService } from './repairs.service';

/** The copies applications keeps (properties, people, managers, maintenance requests). */
export const copies = [propertyCopy, personCopy, managerCopy, repairCopy];

/** The copies' models, exported too: the app's event handlers include each copy's own handler, which writes it. */
const copyModels = MongooseModule.forFeature(copies.map((copy) => copy.model));

@Module({
  imports: [copyModels],
  providers: [PropertiesService, PeopleService, ManagersService, RepairsService],
  exports: [copyModels, PropertiesService, PeopleService, ManagersService, RepairsService],
})
export class CopiesModule {}

/** The copies, kept by their own handlers (which run first among one event's handlers). */
export const copiesFeature = defineFeature({ module: CopiesModule, handlers: copies.map((copy) => copy.handler) });
