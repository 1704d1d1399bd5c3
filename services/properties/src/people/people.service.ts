import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { UserProfile } from '@trio/contracts/events/users';
import { applyIfNewer, type ProjectionOutcome } from '@trio/service-kit/events';
import type { Model } from 'mongoose';
import { PERSON_MODEL, type PersonDocument } from './person.schema';

/** This service's copy of users' public profiles (users.user events): names and e-mails shown on listing requests. */
@Injectable()
export class PeopleService {
  constructor(@InjectModel(PERSON_MODEL) private readonly people: Model<PersonDocument>) {}

  /** Keeps the profile as of `version`; an older or repeated event changes nothing. */
  apply(
    userId: string,
    version: number,
    profile: Pick<UserProfile, 'email' | 'displayName' | 'firstName' | 'lastName'>,
  ): Promise<ProjectionOutcome> {
    return applyIfNewer(this.people, userId, version, {
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
