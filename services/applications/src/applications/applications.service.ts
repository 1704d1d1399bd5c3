import { Inject, Injectable } from '@nestjs/common';
import {
  applicationExpired,
  applicationReviewed,
  applicationSubmitted,
  applicationWithdrawn,
  type ApplicationDecision,
} from '@trio/contracts/events/applications';
import { todayInIndia, type ParsedApplicationForm, type RentalApplication } from '@trio/contracts/http/applications';
import { InjectConfig } from '@trio/service-kit/config';
import { retryOnConcurrentWrite } from '@trio/service-kit/events';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { Types } from 'mongoose';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import type { ApplicationsConfig } from '../config';
import { ManagersService } from '../copies/managers.service';
import { PropertiesService } from '../copies/properties.service';
import { ApplicationAccess } from './application-access';
import { ApplicationEventFacts } from './application-event-facts';
import { ApplicationReadsService } from './application-reads.service';
import { slotIdOf, type ApplicationDocument, type ApplicationHistoryEntry } from './application.schema';
import { applicationView } from './application-views';
import {
  applicationExists,
  changedMeanwhile,
  invalidTransition,
  notAvailable,
  ownProperty,
  propertyNotFound,
} from './applications.exception';
import { ApplicationsRepository, draft } from './applications.repository';
import { protectIdentityNumber } from './identity-number';
import { expiryOf, isDue, isOpen, reviewedStatus, WITHDRAWABLE } from './transitions';

/** A slot whose application never appeared (a crash between the two writes) is reclaimed after this long. */
const ORPHAN_SLOT_MS = 60_000;

/**
 * Rental applications (spec 000 §4, 001 §4, issue 12), their changes: apply, review, withdraw and expiry. Every change
 * is one write of the application with its event; the open-slot document keeps one open application per renter and
 * property (ApplicationSlotDocument). Reading them: ApplicationReadsService; what a lease does to them:
 * LeaseOutcomeService.
 */
@Injectable()
export class ApplicationsService {
  constructor(
    @Inject(ApplicationsRepository) private readonly applications: ApplicationsRepository,
    @Inject(PropertiesService) private readonly properties: PropertiesService,
    @Inject(ManagersService) private readonly managers: ManagersService,
    @Inject(ApplicationAccess) private readonly access: ApplicationAccess,
    @Inject(ApplicationEventFacts) private readonly facts: ApplicationEventFacts,
    @Inject(ApplicationReadsService) private readonly reads: ApplicationReadsService,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectConfig() private readonly config: ApplicationsConfig,
  ) {}

  /** Today in India, by this service's clock: the move-in window starts here. */
  today(): string {
    return todayInIndia(this.clock.now());
  }

  // -------------------------------------------------------------------------------------------------------------
  // Apply
  // -------------------------------------------------------------------------------------------------------------

  async apply(me: GatewayIdentity, propertyId: string, form: ParsedApplicationForm): Promise<RentalApplication> {
    const property = await this.properties.findById(propertyId);
    if (!property) throw propertyNotFound(propertyId);
    const callerManager = await this.managers.findByEmail(me.email);
    if (this.access.ownsOrManages(property, me, callerManager)) throw ownProperty();
    if (property.status !== 'available') throw notAvailable();

    const now = this.clock.now();
    const id = new Types.ObjectId().toHexString();
    const slotId = slotIdOf(me.userId, propertyId);
    if (!(await this.takeSlot(slotId, id, now))) throw applicationExists();

    const application: ApplicationDocument = {
      _id: id,
      applicantId: me.userId,
      applicantEmail: me.email,
      propertyId,
      property: {
        name: property.name,
        address: property.address,
        rentPaise: property.rentPaise,
        bedrooms: property.bedrooms,
        bathrooms: property.bathrooms,
        propertyType: property.propertyType,
        landlordId: property.landlordId,
        managerId: property.managerId,
      },
      slotId,
      status: 'pending',
      paymentStatus: 'pending',
      firstName: form.firstName,
      lastName: form.lastName,
      phone: form.phone,
      address: form.address,
      identity: protectIdentityNumber(form.panAdhaar, this.config.IDENTITY_HASH_SECRET),
      moveInDate: form.moveInDate,
      leasePeriodMonths: form.leasePeriod,
      numPeople: form.numPeople,
      reviewNotes: null,
      reviewedAt: null,
      expiresAt: expiryOf('pending', 'pending', now),
      history: [{ at: now, by: me.userId, action: 'submitted' }],
      createdAt: now,
      updatedAt: now,
      version: 0,
      outbox: [],
      outboxPending: 0,
    };
    const facts = await this.facts.of(application, 'pending');
    try {
      await this.applications.create(application, [
        draft(applicationSubmitted, {
          ...facts,
          moveInDate: application.moveInDate,
          leasePeriodMonths: application.leasePeriodMonths,
          numPeople: application.numPeople,
          submittedAt: now.toISOString(),
        }),
      ]);
    } catch (error) {
      await this.applications.releaseSlot(slotId, id);
      throw error;
    }
    return applicationView(application, property);
  }

  /**
   * Takes the renter's open slot for a property. When it is held: by an open application → refused; by a closed
   * one (a release that a crash skipped) or by one that never got written (older than ORPHAN_SLOT_MS) → reclaimed.
   */
  private async takeSlot(slotId: string, applicationId: string, now: Date): Promise<boolean> {
    if (await this.applications.takeSlot(slotId, applicationId, now)) return true;
    const slot = await this.applications.findSlot(slotId);
    if (slot) {
      const holder = await this.applications.findById(slot.applicationId);
      const stale = holder
        ? !isOpen(holder.status)
        : now.getTime() - new Date(slot.createdAt).getTime() > ORPHAN_SLOT_MS;
      if (!stale) return false;
      await this.applications.releaseSlot(slotId, slot.applicationId);
    }
    return this.applications.takeSlot(slotId, applicationId, now);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Changes
  // -------------------------------------------------------------------------------------------------------------

  async review(
    me: GatewayIdentity,
    id: string,
    decision: ApplicationDecision,
    notes: string | undefined,
  ): Promise<RentalApplication> {
    const reviewed = await retryOnConcurrentWrite(
      async () => {
        const found = await this.access.requireRelation(
          await this.applications.findById(id),
          id,
          me,
          'manager',
          'Only the property’s manager reviews applications.',
        );
        const next = reviewedStatus(found.status, decision);
        if (!next) throw invalidTransition(found.status, decision);
        const now = this.clock.now();
        const entry: ApplicationHistoryEntry = {
          at: now,
          by: me.userId,
          action: decision,
          ...(notes ? { notes } : {}),
        };
        const changes = {
          status: next,
          reviewNotes: notes ?? found.reviewNotes ?? null,
          reviewedAt: now,
          updatedAt: now,
          expiresAt: expiryOf(next, found.paymentStatus, now),
          history: [...found.history, entry],
        };
        const facts = await this.facts.of(found, next);
        await this.applications.update(id, found.version, changes, [
          draft(applicationReviewed, {
            ...facts,
            decision,
            previousStatus: found.status,
            ...(notes ? { notes } : {}),
            reviewedAt: now.toISOString(),
          }),
        ]);
        return { ...found, ...changes, version: found.version + 1 };
      },
      {
        onExhausted: () => {
          throw changedMeanwhile();
        },
      },
    );
    if (!isOpen(reviewed.status)) await this.applications.releaseSlot(reviewed.slotId, reviewed._id);
    return this.reads.managerView(reviewed);
  }

  async withdraw(me: GatewayIdentity, id: string): Promise<RentalApplication> {
    const withdrawn = await retryOnConcurrentWrite(
      async () => {
        const found = await this.access.requireRelation(
          await this.applications.findById(id),
          id,
          me,
          'applicant',
          'Only the applicant can withdraw an application.',
        );
        if (!WITHDRAWABLE.includes(found.status)) throw invalidTransition(found.status, 'withdraw');
        const now = this.clock.now();
        const changes = {
          status: 'withdrawn' as const,
          updatedAt: now,
          expiresAt: null,
          history: [...found.history, { at: now, by: me.userId, action: 'withdrawn' as const }],
        };
        const facts = await this.facts.of(found, 'withdrawn');
        await this.applications.update(id, found.version, changes, [
          draft(applicationWithdrawn, { ...facts, previousStatus: found.status, withdrawnAt: now.toISOString() }),
        ]);
        return { ...found, ...changes, version: found.version + 1 };
      },
      {
        onExhausted: () => {
          throw changedMeanwhile();
        },
      },
    );
    await this.applications.releaseSlot(withdrawn.slotId, withdrawn._id);
    return applicationView(withdrawn, await this.properties.findById(withdrawn.propertyId));
  }

  /** The open applications due to expire at `now` (the expiry job's sweep). */
  dueForExpiry(now: Date, limit = 500) {
    return this.applications.dueForExpiry(now, limit);
  }

  /**
   * Expires one application if it is still open and due at `now` (the expiry job's work). Returns whether it did;
   * a concurrent change (a review just in time) wins, and the next sweep looks again.
   */
  async expire(id: string, now: Date): Promise<boolean> {
    const application = await this.applications.findById(id);
    if (!application || !isOpen(application.status) || !isDue(application.expiresAt, now)) return false;
    const reason = application.status === 'approved' ? 'unpaid' : 'unanswered';
    const changes = {
      status: 'expired' as const,
      updatedAt: now,
      expiresAt: null,
      history: [...application.history, { at: now, by: 'system', action: 'expired' as const }],
    };
    const facts = await this.facts.of(application, 'expired');
    try {
      await this.applications.update(id, application.version, changes, [
        draft(applicationExpired, {
          ...facts,
          previousStatus: application.status,
          reason,
          expiredAt: now.toISOString(),
        }),
      ]);
    } catch (error) {
      if ((error as { code?: string }).code === 'CONFLICT') return false;
      throw error;
    }
    await this.applications.releaseSlot(application.slotId, application._id);
    return true;
  }

  // -------------------------------------------------------------------------------------------------------------
  // The home
  // -------------------------------------------------------------------------------------------------------------

  /** Whether anyone has applied to a property (the demo leases take homes nobody applied to). */
  async hasApplications(propertyId: string): Promise<boolean> {
    return this.applications.anyForProperty(propertyId);
  }

  /**
   * A home's manager changed (properties.property updated with `managerId`): its applications name the manager the
   * copy holds now, so the manager's list finds them by an index. From the copy, not the event, so a redelivered
   * older event cannot bring back a former manager.
   */
  async propertyManagerChanged(propertyId: string): Promise<void> {
    const property = await this.properties.findById(propertyId);
    if (property) await this.applications.reassign(propertyId, property.managerId);
  }
}
