import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { personCopy, type PersonCopy } from './person.copy';

/** This service's copy of users' public profiles (users.user events): names and e-mails shown on listing requests. */
@Injectable()
export class PeopleService {
  constructor(@InjectModel(personCopy.name) private readonly people: Model<PersonCopy>) {}

  findById(userId: string) {
    return this.people.findById(userId).lean();
  }
}
