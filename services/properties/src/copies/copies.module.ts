import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { managerCopy } from './manager.copy';
import { ManagersService } from './managers.service';
import { PeopleService } from './people.service';
import { personCopy } from './person.copy';

/** The copies properties keeps (managers: the assignment pool and cards; people). */
export const copies = [managerCopy, personCopy];

/** The copies' models, exported too: the app's event handlers include each copy's own handler, which writes it. */
const copyModels = MongooseModule.forFeature(copies.map((copy) => copy.model));

@Module({
  imports: [copyModels],
  providers: [ManagersService, PeopleService],
  exports: [copyModels, ManagersService, PeopleService],
})
export class CopiesModule {}

/** The copies, kept by their own handlers (which run first among one event's handlers). */
export const copiesFeature = defineFeature({ module: CopiesModule, handlers: copies.map((copy) => copy.handler) });
