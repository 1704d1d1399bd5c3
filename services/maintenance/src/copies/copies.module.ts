import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CopiesService } from './copies.service';
import { leaseCopy } from './lease.copy';
import { managerCopy } from './manager.copy';
import { personCopy } from './person.copy';
import { propertyCopy } from './property.copy';

/** The copies maintenance keeps (leases, properties, people, managers); the app lists their handlers with its others. */
export const copies = [leaseCopy, propertyCopy, personCopy, managerCopy];

/** The copies' models, exported too: the app's event handlers include each copy's own handler, which writes it. */
const copyModels = MongooseModule.forFeature(copies.map((copy) => copy.model));

@Module({
  imports: [copyModels],
  providers: [CopiesService],
  exports: [copyModels, CopiesService],
})
export class CopiesModule {}
