import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PeopleService } from './people.service';
import { PERSON_MODEL, personSchema } from './person.schema';

/** The people copy: its model and PeopleService. The app declares OnUserChangedHandler. */
@Module({
  imports: [MongooseModule.forFeature([{ name: PERSON_MODEL, schema: personSchema }])],
  providers: [PeopleService],
  exports: [PeopleService],
})
export class PeopleModule {}
