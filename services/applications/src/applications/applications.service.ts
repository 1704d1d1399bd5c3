import { Inject, Injectable } from '@nestjs/common';
import {
  applicationClosed,
  applicationExpired,
  applicationReviewed,
  applicationSubmitted,
  applicationWithdrawn,
  type ApplicationDecision,
  type ApplicationStatus,
  type LeaseCreated,
  PROPERTY_LET_NOTE,
} from '@trio/contracts/events/applications';
import {
  todayInIndia,
  type ApplyAgain,
  type Eligibility,
  type EligibilityReasonCode,
  type ManagerApplications,
  type ParsedApplicationForm,
  type PropertyApplications,
  type RentalApplication,
} from '@trio/contracts/http/applications';
import { moveInCostsPaise } from '@trio/contracts/money';
import { InjectConfig } from '@trio/service-kit/config';
import { retryOnConcurrentWrite } from '@trio/service-kit/events';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { Types } from 'mongoose';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import type { ApplicationsConfig } from '../config';
import type { ManagerCopy } from '../copies/manager.copy';
import { ManagersService } from '../copies/managers.service';
import type { PropertyCopy } from '../copies/property.copy';
import { PropertiesService } from '../copies/properties.service';
import { slotIdOf, type ApplicationDocument, type ApplicationHistoryEntry } from './application.schema';
import { applicationPropertyView, applicationView, prefillOf } from './application-views';
import {
  applicationExists,
  applicationNotFound,
  changedMeanwhile,
  forbidden,
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

/** What a renter needs at hand to apply (the Check Eligibility panel). */
export const DOCUMENTS_NEEDED = [
  {
    key: 'identity',
    label: 'PAN card or Aadhaar',
    description: 'The number goes on the form; the manager sees it masked (last four characters only).',
  },
  {
    key: 'income',
    label: 'Proof of income',
    description: 'Your last three salary slips, or your latest income tax return.',
  },
  {
    key: 'address',
    label: 'Current address proof',
    description: 'A utility bill, rental agreement or bank statement from the last three months.',
  },
  {
    key: 'photo',
    label: 'A recent photograph',
    description: 'Passport size, for the lease agreement.',
  },
] as const;

const REASON_TEXT: Record<EligibilityReasonCode, string> = {
  OWN_PROPERTY: 'You own or manage this property, so you cannot apply to rent it.',
  PROPERTY_NOT_AVAILABLE: 'This property is not available to rent right now.',
  APPLICATION_EXISTS: 'You have already applied to this property. Your application is pending review.',
};

type Relation = 'applicant' | 'manager' | 'none';

/**
 * Rental applications (spec 000 §4, 001 §4, issue 12): apply, the applicant's and the manager's lists, review,
 * withdraw, expiry and Apply Again. Every change is one write of the application with its event; the open-slot
 * document keeps one open application per renter and property (ApplicationSlotDocument).
 */
@Injectable()
export class ApplicationsService {
  constructor(
    @Inject(ApplicationsRepository) private readonly applications: ApplicationsRepository,
    @Inject(PropertiesService) private readonly properties: PropertiesService,
    @Inject(ManagersService) private readonly managers: ManagersService,
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
    if (this.ownsOrManages(property, me, callerManager)) throw ownProperty();
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
    const facts = await this.eventFacts(application, 'pending');
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
  // Reads
  // -------------------------------------------------------------------------------------------------------------

  async listMine(applicantId: string): Promise<RentalApplication[]> {
    const mine = await this.applications.listForApplicant(applicantId);
    const live = await this.liveProperties(mine);
    return mine.map((application) => applicationView(application, live.get(application.propertyId)));
  }

  /** The applications to a manager's properties, grouped by property (only properties that have some). */
  async listForManager(me: GatewayIdentity, managerId: string): Promise<ManagerApplications> {
    const manager = await this.managers.findByEmail(me.email);
    if (!manager || manager._id !== managerId) {
      throw forbidden('You can only see the applications to the properties you manage.');
    }
    const applications = await this.applications.listForManager(manager._id);
    const byId = await this.liveProperties(applications);
    const duplicates = await this.duplicateFlags(applications);
    const grouped: Record<string, PropertyApplications> = {};
    const counts = { total: 0, pending: 0, approved: 0, rejected: 0 };
    for (const application of applications) {
      const live = byId.get(application.propertyId);
      const group = (grouped[application.propertyId] ??= {
        property: applicationPropertyView(application.propertyId, live, application.property),
        applications: [],
      });
      group.applications.push(
        applicationView(application, live, { possibleDuplicate: duplicates.has(application._id) }),
      );
      counts.total += 1;
      if (application.status === 'pending' || application.status === 'under_review') counts.pending += 1;
      if (application.status === 'approved') counts.approved += 1;
      if (application.status === 'rejected') counts.rejected += 1;
    }
    return { applicationsByProperty: grouped, counts };
  }

  async eligibility(me: GatewayIdentity, propertyId: string): Promise<Eligibility> {
    const property = await this.properties.findById(propertyId);
    if (!property) throw propertyNotFound(propertyId);
    const [callerManager, mine] = await Promise.all([
      this.managers.findByEmail(me.email),
      this.applications.listForApplicant(me.userId),
    ]);
    const forProperty = mine.filter((application) => application.propertyId === propertyId);
    const codes: EligibilityReasonCode[] = [];
    if (this.ownsOrManages(property, me, callerManager)) codes.push('OWN_PROPERTY');
    if (property.status !== 'available') codes.push('PROPERTY_NOT_AVAILABLE');
    if (forProperty.some((application) => isOpen(application.status))) codes.push('APPLICATION_EXISTS');
    const latest = forProperty[0];
    return {
      propertyId,
      property: applicationPropertyView(propertyId, property, { ...property }),
      canApply: codes.length === 0,
      reasons: codes.map((code) => ({ code, message: REASON_TEXT[code] })),
      costs: moveInCostsPaise(property.rentPaise),
      documentsNeeded: DOCUMENTS_NEEDED.map((document) => ({ ...document })),
      application: latest ? applicationView(latest, property) : null,
      prefill: mine[0] ? prefillOf(mine[0], this.today()) : null,
    };
  }

  async applyAgain(me: GatewayIdentity, id: string): Promise<ApplyAgain> {
    const application = await this.applications.findById(id);
    await this.requireRelation(application, id, me, 'applicant', 'Only the applicant can apply again.');
    const found = application as ApplicationDocument;
    if (found.status !== 'expired') throw invalidTransition(found.status, 'apply again for');
    return {
      propertyId: found.propertyId,
      fromApplicationId: found._id,
      formData: prefillOf(found, this.today()),
      panAdhaarHint: found.identity.masked,
    };
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
        const application = await this.applications.findById(id);
        await this.requireRelation(application, id, me, 'manager', 'Only the property’s manager reviews applications.');
        const found = application as ApplicationDocument;
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
        const facts = await this.eventFacts(found, next);
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
    return this.managerView(reviewed);
  }

  async withdraw(me: GatewayIdentity, id: string): Promise<RentalApplication> {
    const withdrawn = await retryOnConcurrentWrite(
      async () => {
        const application = await this.applications.findById(id);
        await this.requireRelation(application, id, me, 'applicant', 'Only the applicant can withdraw an application.');
        const found = application as ApplicationDocument;
        if (!WITHDRAWABLE.includes(found.status)) throw invalidTransition(found.status, 'withdraw');
        const now = this.clock.now();
        const changes = {
          status: 'withdrawn' as const,
          updatedAt: now,
          expiresAt: null,
          history: [...found.history, { at: now, by: me.userId, action: 'withdrawn' as const }],
        };
        const facts = await this.eventFacts(found, 'withdrawn');
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
    const facts = await this.eventFacts(application, 'expired');
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
  // Leases (issue 13): what a lease does to applications
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

  /** The application a captured payment is for (the leases feature reads it to make the lease). */
  findForLease(id: string): Promise<ApplicationDocument | null> {
    return this.applications.findById(id);
  }

  /**
   * `applications.lease.created.v1`: the paid application becomes `paymentStatus: completed` (shown as
   * rental_confirmed; it no longer expires), and every other open application to the home is closed with the note
   * "Another applicant has rented this home" (`.closed.v1`, slots freed). Idempotent: a redelivery changes nothing.
   */
  async onLeaseCreated(
    lease: Pick<LeaseCreated['data'], 'leaseId' | 'applicationId' | 'propertyId'>,
  ): Promise<{ paid: boolean; closed: number }> {
    const paid = await this.markPaid(lease.applicationId);
    let closed = 0;
    for (const other of await this.applications.listOpenForProperty(lease.propertyId)) {
      if (other._id === lease.applicationId) continue;
      if (await this.closeForLetProperty(other._id, lease.leaseId, undefined)) closed += 1;
    }
    return { paid, closed };
  }

  /**
   * A captured payment the home cannot take (let to someone else meanwhile, or the application no longer approved):
   * the application is closed if still open, and `.closed.v1` carries `refundPaymentId` so payments refunds it.
   * Once per payment id.
   */
  async refusePayment(applicationId: string, paymentId: string, leaseId: string): Promise<boolean> {
    return this.closeForLetProperty(applicationId, leaseId, paymentId);
  }

  private async markPaid(id: string): Promise<boolean> {
    return retryOnConcurrentWrite(async () => {
      const application = await this.applications.findById(id);
      if (!application || application.paymentStatus === 'completed') return false;
      const now = this.clock.now();
      const changes = {
        paymentStatus: 'completed' as const,
        expiresAt: expiryOf(application.status, 'completed', now),
        updatedAt: now,
        history: [...application.history, { at: now, by: 'system', action: 'paid' as const }],
      };
      await this.applications.update(id, application.version, changes, []);
      return true;
    });
  }

  private async closeForLetProperty(id: string, leaseId: string, refundPaymentId: string | undefined) {
    const closed = await retryOnConcurrentWrite(async () => {
      const application = await this.applications.findById(id);
      if (!application) return null;
      const open = isOpen(application.status);
      const refused = application.refusedPaymentIds ?? [];
      if (refundPaymentId ? refused.includes(refundPaymentId) : !open) return null;
      const now = this.clock.now();
      const status: ApplicationStatus = open ? 'rejected' : application.status;
      const changes: Record<string, unknown> = {
        status,
        updatedAt: now,
        history: [
          ...application.history,
          {
            at: now,
            by: 'system',
            action: refundPaymentId ? ('payment_refused' as const) : ('closed' as const),
            notes: PROPERTY_LET_NOTE,
          },
        ],
      };
      if (open) Object.assign(changes, { reviewNotes: PROPERTY_LET_NOTE, reviewedAt: now, expiresAt: null });
      if (refundPaymentId) changes.refusedPaymentIds = [...refused, refundPaymentId];
      const facts = await this.eventFacts(application, status);
      await this.applications.update(id, application.version, changes, [
        draft(applicationClosed, {
          ...facts,
          previousStatus: application.status,
          reason: 'property_let',
          notes: PROPERTY_LET_NOTE,
          leaseId,
          ...(refundPaymentId ? { refundPaymentId } : {}),
          closedAt: now.toISOString(),
        }),
      ]);
      return application;
    });
    if (!closed) return false;
    await this.applications.releaseSlot(closed.slotId, closed._id);
    return true;
  }

  dueForExpiry(now: Date, limit = 500) {
    return this.applications.dueForExpiry(now, limit);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Helpers
  // -------------------------------------------------------------------------------------------------------------

  private ownsOrManages(property: PropertyCopy, me: GatewayIdentity, manager: ManagerCopy | null): boolean {
    return property.landlordId === me.userId || (manager !== null && manager._id === property.managerId);
  }

  /** The manager who answers for an application's property now (the live copy), else the one it was made with. */
  private async managerIdOf(application: ApplicationDocument): Promise<string> {
    const live = await this.properties.findById(application.propertyId);
    return live?.managerId ?? application.property.managerId;
  }

  private async relationOf(application: ApplicationDocument, me: GatewayIdentity): Promise<Relation> {
    if (application.applicantId === me.userId) return 'applicant';
    const manager = await this.managers.findByEmail(me.email);
    if (manager && manager._id === (await this.managerIdOf(application))) return 'manager';
    return 'none';
  }

  /**
   * Lets through only the caller in `wanted` relation to the application: the other party gets 403 with `detail`;
   * anyone else (another renter, another manager, the landlord) 404, so an id tells a stranger nothing.
   */
  private async requireRelation(
    application: ApplicationDocument | null,
    id: string,
    me: GatewayIdentity,
    wanted: Exclude<Relation, 'none'>,
    detail: string,
  ): Promise<void> {
    if (!application) throw applicationNotFound(id);
    const relation = await this.relationOf(application, me);
    if (relation === wanted) return;
    if (relation === 'none') throw applicationNotFound(id);
    throw forbidden(detail);
  }

  private async liveProperties(applications: readonly ApplicationDocument[]): Promise<Map<string, PropertyCopy>> {
    const ids = [...new Set(applications.map((application) => application.propertyId))];
    const found = await this.properties.findByIds(ids);
    return new Map(found.map((property) => [property._id, property]));
  }

  /** Application ids whose identity number is also on an application of another account. */
  private async duplicateFlags(applications: readonly ApplicationDocument[]): Promise<Set<string>> {
    const holders = await this.applications.applicantsByIdentityHash(applications.map((a) => a.identity.hash));
    const flagged = new Set<string>();
    for (const application of applications) {
      const applicants = holders.get(application.identity.hash);
      if (applicants && [...applicants].some((applicant) => applicant !== application.applicantId)) {
        flagged.add(application._id);
      }
    }
    return flagged;
  }

  private async managerView(application: ApplicationDocument): Promise<RentalApplication> {
    const [live, duplicates] = await Promise.all([
      this.properties.findById(application.propertyId),
      this.duplicateFlags([application]),
    ]);
    return applicationView(application, live, { possibleDuplicate: duplicates.has(application._id) });
  }

  /** What every event of an application carries: the people, the home, its manager's e-mail, the new status. */
  private async eventFacts(application: ApplicationDocument, status: ApplicationStatus) {
    const managerId = application.property.managerId;
    const manager = await this.managers.findById(managerId);
    return {
      applicationId: application._id,
      propertyId: application.propertyId,
      applicantId: application.applicantId,
      applicant: {
        firstName: application.firstName,
        lastName: application.lastName,
        email: application.applicantEmail,
      },
      property: {
        name: application.property.name,
        address: application.property.address,
        rentPaise: application.property.rentPaise,
      },
      landlordId: application.property.landlordId,
      managerId,
      ...(manager ? { managerEmail: manager.email } : {}),
      status,
    };
  }
}
