import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  ConversationMember,
  ConversationMemberRole,
  ConversationSubject,
  ConversationSubjectKind,
} from '@trio/contracts/http/conversations';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { ApplicationsRepository } from '../applications/applications.repository';
import { ManagersService } from '../copies/managers.service';
import { PeopleService } from '../copies/people.service';
import type { PropertyCopy } from '../copies/property.copy';
import { PropertiesService } from '../copies/properties.service';
import { RepairsService } from '../copies/repairs.service';
import { LeasesRepository } from '../leases/leases.repository';
import type { ConversationDocument } from './conversation.schema';
import { ownHome, subjectNotFound } from './conversations.exception';

/** A member with their e-mail (for the event), when known. */
export interface KnownMember extends ConversationMember {
  email?: string;
}

/** What a conversation is about, read now from the thing itself: its home, its renter, whether it is still open. */
export interface SubjectFacts {
  kind: ConversationSubjectKind;
  subjectId: string;
  propertyId: string;
  property: { _id: string; name: string; locality: string };
  renterId: string;
  title: string;
  /** Why members may no longer post, or null while they may. */
  closedReason: string | null;
  /** The members now: the renter, the home's manager, and its landlord for a lease and a repair. */
  members: KnownMember[];
}

/** The id of the conversation about a thing (one per renter for a home): the same thing always gives the same id. */
export function conversationIdOf(kind: ConversationSubjectKind, subjectId: string, renterId: string): string {
  const key = kind === 'home' ? `home:${subjectId}:${renterId}` : `${kind}:${subjectId}`;
  return createHash('sha256').update(`conversation:${key}`).digest('hex').slice(0, 24);
}

const closedApplication: Partial<Record<string, string>> = {
  rejected: 'The application was rejected.',
  withdrawn: 'The application was withdrawn.',
  expired: 'The application has expired.',
};
const closedRepair: Partial<Record<string, string>> = {
  completed: 'The repair is completed.',
  cancelled: 'The request was cancelled.',
};

/**
 * Who belongs to a conversation and whether it is open, always from the thing it is about as this service knows it
 * now (its own applications and leases, its copies of homes, people, managers and maintenance requests): a home's
 * new manager belongs from the moment the home's event arrives, the old one no longer does.
 */
@Injectable()
export class ConversationSubjects {
  constructor(
    @Inject(ApplicationsRepository) private readonly applications: ApplicationsRepository,
    @Inject(LeasesRepository) private readonly leases: LeasesRepository,
    @Inject(RepairsService) private readonly repairs: RepairsService,
    @Inject(PropertiesService) private readonly properties: PropertiesService,
    @Inject(PeopleService) private readonly people: PeopleService,
    @Inject(ManagersService) private readonly managers: ManagersService,
  ) {}

  /** The ids the caller may be a member under: their user id, and their manager record's id when they manage. */
  async memberIdsOf(me: GatewayIdentity): Promise<string[]> {
    const manager = await this.managers.findByEmail(me.email);
    return manager ? [me.userId, manager._id] : [me.userId];
  }

  /**
   * The thing a caller opens a conversation about. A home: the caller asks as its renter (its landlord and manager
   * are refused). Anything else: a thing that does not exist and one the caller is not a member of look the same.
   */
  async ofRequest(about: ConversationSubject, me: GatewayIdentity): Promise<SubjectFacts> {
    if (about.kind === 'home') {
      const property = await this.properties.findById(about.id);
      if (!property) throw subjectNotFound('home', about.id);
      const memberIds = await this.memberIdsOf(me);
      if (memberIds.includes(property.landlordId) || memberIds.includes(property.managerId)) throw ownHome();
      const facts = await this.homeFacts(property, me.userId);
      if (!facts) throw subjectNotFound('home', about.id);
      return facts;
    }
    const facts = await this.factsOf(about.kind, about.id, me.userId);
    const memberIds = await this.memberIdsOf(me);
    if (!facts || !facts.members.some((member) => memberIds.includes(member.id))) {
      throw subjectNotFound(about.kind, about.id);
    }
    return facts;
  }

  /** The facts of a stored conversation now; null when its thing is gone from this service's knowledge. */
  ofConversation(conversation: ConversationDocument): Promise<SubjectFacts | null> {
    return this.factsOf(conversation.kind, conversation.subjectId, conversation.renterId);
  }

  private async factsOf(
    kind: ConversationSubjectKind,
    subjectId: string,
    renterId: string,
  ): Promise<SubjectFacts | null> {
    switch (kind) {
      case 'home': {
        const property = await this.properties.findById(subjectId);
        return property ? this.homeFacts(property, renterId) : null;
      }
      case 'application': {
        const application = await this.applications.findById(subjectId);
        if (!application) return null;
        return this.facts('application', subjectId, application.propertyId, application.applicantId, {
          title: `Application for ${application.property.name}`,
          closedReason: closedApplication[application.status] ?? null,
          fallback: application.property,
        });
      }
      case 'lease': {
        const lease = await this.leases.findById(subjectId);
        if (!lease) return null;
        return this.facts('lease', subjectId, lease.propertyId, lease.tenant.userId, {
          title: `Lease of ${lease.property.name}`,
          closedReason: lease.status === 'ended' ? 'The lease has ended.' : null,
          withLandlord: true,
          fallback: { ...lease.property, landlordId: lease.landlordId, managerId: lease.managerId },
        });
      }
      case 'repair': {
        const repair = await this.repairs.findById(subjectId);
        if (!repair) return null;
        const lease = await this.leases.findById(repair.leaseId);
        return this.facts('repair', subjectId, repair.propertyId, repair.tenantId, {
          title: `Repair: ${repair.title}`,
          closedReason: closedRepair[repair.status] ?? null,
          withLandlord: true,
          fallback: lease ? { ...lease.property, landlordId: lease.landlordId, managerId: lease.managerId } : undefined,
        });
      }
    }
  }

  private homeFacts(property: PropertyCopy, renterId: string): Promise<SubjectFacts | null> {
    return this.facts('home', property._id, property._id, renterId, {
      title: `Question about ${property.name}`,
      closedReason: null,
      fallback: property,
    });
  }

  /** The home from its copy (its manager now), or what the thing recorded when the copy does not hold it. */
  private async facts(
    kind: ConversationSubjectKind,
    subjectId: string,
    propertyId: string,
    renterId: string,
    shape: {
      title: string;
      closedReason: string | null;
      withLandlord?: boolean;
      fallback?: { name: string; landlordId: string; managerId: string; address?: { locality: string } };
    },
  ): Promise<SubjectFacts | null> {
    const home = (await this.properties.findById(propertyId)) ?? shape.fallback;
    if (!home) return null;
    const wanted: Array<[string, ConversationMemberRole]> = [
      [renterId, 'renter'],
      [home.managerId, 'manager'],
    ];
    if (shape.withLandlord) wanted.push([home.landlordId, 'landlord']);
    const members = await Promise.all(wanted.map(([id, role]) => this.member(id, role)));
    return {
      kind,
      subjectId,
      propertyId,
      property: { _id: propertyId, name: home.name, locality: home.address?.locality ?? '' },
      renterId,
      title: shape.title,
      closedReason: shape.closedReason,
      members,
    };
  }

  private async member(id: string, role: ConversationMemberRole): Promise<KnownMember> {
    if (role === 'manager') {
      const manager = await this.managers.findById(id);
      return { id, role, name: manager?.name ?? 'Property manager', ...(manager ? { email: manager.email } : {}) };
    }
    const person = await this.people.findById(id);
    const fullName = [person?.firstName, person?.lastName].filter(Boolean).join(' ');
    const name = fullName || person?.displayName || (role === 'landlord' ? 'Landlord' : 'Renter');
    return { id, role, name, ...(person ? { email: person.email } : {}) };
  }
}
