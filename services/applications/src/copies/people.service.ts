import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { personCopy, type PersonCopy } from './person.copy';

/** The people copy (users.user events): names and e-mails for applications, their views and their events. */
@Injectable()
export class PeopleService {
  constructor(@InjectModel(personCopy.name) private readonly people: Model<PersonCopy>) {}

  findById(userId: string) {
    return this.people.findById(userId).lean();
  }
}
