import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { UserProfile } from '@trio/contracts/events/users';
import { applyIfNewer, type ProjectionOutcome } from '@trio/service-kit/events';
import type { Model } from 'mongoose';
import { PERSON_MODEL, type PersonDocument } from './person.schema';

/** The people copy (users.user events): names and e-mails for applications, their views and their events. */
@Injectable()
export class PeopleService {
  constructor(@InjectModel(PERSON_MODEL) private readonly people: Model<PersonDocument>) {}

  apply(profile: UserProfile, version: number): Promise<ProjectionOutcome> {
    return applyIfNewer(this.people, profile.userId, version, {
      uid: profile.uid,
      email: profile.email,
      displayName: profile.displayName,
      firstName: profile.firstName ?? null,
      lastName: profile.lastName ?? null,
    });
  }

  findById(userId: string) {
    return this.people.findById(userId).lean();
  }
}
