import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Language } from '@trio/contracts/common';
import {
  leaseCreated,
  leaseEnded,
  leaseEndingSoon,
  leaseNoticeGiven,
  leaseRenewalDeclined,
  leaseRenewalOffered,
  leaseRenewed,
  type NoticeGiver,
} from '@trio/contracts/events/applications';
import type { PaymentCaptured } from '@trio/contracts/events/payments';
import {
  NOTICE_PERIOD_MONTHS,
  rentIncrease,
  todayInIndia,
  type Lease,
  type LeaseNoticeBody,
  type RenewalOfferBody,
} from '@trio/contracts/http/applications';
import { DEFAULT_LATE_FEE_TERMS, lateFeeTermsOf } from '@trio/contracts/money';
import { ConcurrentWriteError } from '@trio/service-kit/events';
import { OwnerAnswers } from '@trio/service-kit/mongo';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { LeaseOutcomeService } from '../applications/lease-outcome.service';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { leaseAgreementFileName, leaseAgreementInput, renderAgreementPdf } from '@trio/service-kit/documents';
import { ManagersService } from '../copies/managers.service';
import { PeopleService } from '../copies/people.service';
import { PropertiesService } from '../copies/properties.service';
import type { LeaseDocument, RenewalOffer, StoredNotice } from './lease.schema';
import {
  daysLeft,
  endingSoonHorizon,
  hasReachedEnd,
  isEndingSoon,
  leaseIdOf,
  leaseTermsOf,
  moveOutDateProblem,
  renewalStateOf,
  renewalTermsProblem,
  renewedTerms,
} from './lease-terms';
import { leaseView } from './lease-views';
import {
  forbidden,
  leaseChanged,
  leaseNotFound,
  leaseNotRenewable,
  moveOutDateInvalid,
  noRenewalOffer,
  noticeAlreadyGiven,
  renewalTermsInvalid,
} from './leases.exception';
import { draft, LeasesRepository } from './leases.repository';

/** Byte order, as MongoDB sorts strings. */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What became of a captured initial payment. */
export type CaptureOutcome = 'created' | 'exists' | 'refused' | 'ignored';

/**
 * Leases (issue 13): made from an approved application's captured initial payment, one per application (its id is
 * derived from the application's) and one active per property (the occupancy guard); ended on their end date by the
 * job in jobs/. Reads for the tenant (Renters Hub), the landlord and the manager, and the agreement PDF.
 */
@Injectable()
export class LeasesService {
  private readonly logger = new Logger(LeasesService.name);
  /** The leases of a landlord's homes as answered, kept per landlord and day (see ownedViews()). */
  private readonly owned: OwnerAnswers<Lease[]>;

  constructor(
    @Inject(LeasesRepository) private readonly leases: LeasesRepository,
    @Inject(LeaseOutcomeService) private readonly applications: LeaseOutcomeService,
    @Inject(PropertiesService) private readonly properties: PropertiesService,
    @Inject(ManagersService) private readonly managers: ManagersService,
    @Inject(PeopleService) private readonly people: PeopleService,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectConnection() connection: Connection,
  ) {
    this.owned = new OwnerAnswers(connection, 'landlord_lease_versions');
  }

  today(): string {
    return todayInIndia(this.clock.now());
  }

  // -------------------------------------------------------------------------------------------------------------
  // Creating and ending
  // -------------------------------------------------------------------------------------------------------------

  /**
   * `payments.payment.captured.v1` of an initial payment: the lease of its application, unless it exists (a
   * redelivery: nothing happens) or the home is already let to someone else (the application is closed with
   * `refundPaymentId`, so payments refunds it). Marking the application paid and closing the other applications
   * follow from `applications.lease.created.v1` (applications/handlers).
   */
  async onInitialPaymentCaptured(
    payment: Pick<PaymentCaptured['data'], 'paymentType' | 'applicationId' | 'paymentId'>,
  ): Promise<CaptureOutcome> {
    if (payment.paymentType !== 'initial' || !payment.applicationId) return 'ignored';
    const application = await this.applications.findForLease(payment.applicationId);
    if (!application) {
      this.logger.warn(`captured payment ${payment.paymentId} names unknown application ${payment.applicationId}`);
      return 'ignored';
    }
    const leaseId = leaseIdOf(application._id);
    if (await this.leases.findById(leaseId)) return 'exists';
    const now = this.clock.now();

    let holder = await this.leases.occupy(application.propertyId, leaseId, now);
    if (holder !== leaseId) {
      // A lease that has ended but whose guard a crash left behind does not keep the home.
      const held = await this.leases.findById(holder);
      if (!held || held.status === 'ended') {
        await this.leases.vacate(application.propertyId, holder);
        holder = await this.leases.occupy(application.propertyId, leaseId, now);
      }
    }
    if (holder !== leaseId || application.status !== 'approved') {
      await this.applications.refusePayment(application._id, payment.paymentId, holder);
      if (holder === leaseId) await this.leases.vacate(application.propertyId, leaseId);
      return 'refused';
    }

    const live = await this.properties.findById(application.propertyId);
    const manager = await this.managers.findById(live?.managerId ?? application.property.managerId);
    const terms = leaseTermsOf({
      moveInDate: application.moveInDate,
      leaseMonths: application.leasePeriodMonths,
      rentPaise: application.property.rentPaise,
    });
    const lease: LeaseDocument = {
      _id: leaseId,
      applicationId: application._id,
      propertyId: application.propertyId,
      property: {
        name: application.property.name,
        address: application.property.address,
        bedrooms: application.property.bedrooms,
        bathrooms: application.property.bathrooms,
        propertyType: application.property.propertyType,
      },
      tenant: {
        userId: application.applicantId,
        firstName: application.firstName,
        lastName: application.lastName,
        email: application.applicantEmail,
        phone: application.phone || null,
      },
      landlordId: live?.landlordId ?? application.property.landlordId,
      managerId: live?.managerId ?? application.property.managerId,
      managerEmail: manager?.email ?? null,
      ...terms,
      // The agreement's notice period and late fee (issue 30): the defaults, as the lease is made.
      noticeMonths: NOTICE_PERIOD_MONTHS,
      lateFee: { ...DEFAULT_LATE_FEE_TERMS },
      numPeople: application.numPeople,
      status: 'active',
      paymentId: payment.paymentId,
      endedAt: null,
      createdAt: now,
      updatedAt: now,
      version: 0,
      outbox: [],
      outboxPending: 0,
    };
    const created = await this.leases.create(lease, [
      draft(leaseCreated, { ...this.facts(lease), paymentId: payment.paymentId, createdAt: now.toISOString() }),
    ]);
    return created ? 'created' : 'exists';
  }

  /** A tenant's leases (the demo seed checks what exists). */
  listForTenant(userId: string): Promise<LeaseDocument[]> {
    return this.leases.listForTenant(userId);
  }

  /** Active leases whose end date has come, by the clock (the sweep's work list). */
  async dueToEnd(now: Date, limit = 500): Promise<string[]> {
    return (await this.leases.dueToEnd(todayInIndia(now), limit)).map((row) => row._id);
  }

  /**
   * Ends a lease if it is active and its end date has come at `now`; frees the home. Returns whether it did. A write
   * in between (a renewal answered, a notice, the ending-soon mark: issue 30) is read again and the end retried, since
   * the job's id is not run twice.
   */
  async end(leaseId: string, now: Date): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const lease = await this.leases.findById(leaseId);
      if (!lease || lease.status !== 'active' || !hasReachedEnd(lease.endDate, todayInIndia(now))) return false;
      const changes = { status: 'ended' as const, endedAt: now, updatedAt: now };
      try {
        await this.leases.update(leaseId, lease.version, changes, [
          draft(leaseEnded, { ...this.facts({ ...lease, ...changes }), endedAt: now.toISOString() }),
        ]);
      } catch (error) {
        if (error instanceof ConcurrentWriteError) continue;
        throw error;
      }
      await this.leases.vacate(lease.propertyId, lease._id);
      return true;
    }
    return false;
  }

  /** Ends every lease due at `now`; the number ended (the ops command and tests; the job does one at a time). */
  async endDue(now: Date): Promise<number> {
    let ended = 0;
    for (const id of await this.dueToEnd(now)) if (await this.end(id, now)) ended += 1;
    return ended;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Ending soon, renewal and notice (issue 30)
  // -------------------------------------------------------------------------------------------------------------

  /** Active leases ending within LEASE_ENDING_SOON_DAYS at `now` whose ending-soon event is not recorded yet. */
  async dueEndingSoon(now: Date, limit = 500): Promise<{ leaseId: string; endDate: string }[]> {
    const rows = await this.leases.dueEndingSoon(endingSoonHorizon(todayInIndia(now)), limit);
    return rows.map((row) => ({ leaseId: row._id, endDate: row.endDate }));
  }

  /**
   * Records `applications.lease.ending-soon.v1` once for the lease's current end date (the mark and the event in one
   * write; a renewal clears the mark). Returns whether it did. A write racing another throws, so the job retries.
   */
  async markEndingSoon(leaseId: string, now: Date): Promise<boolean> {
    const lease = await this.leases.findById(leaseId);
    const today = todayInIndia(now);
    if (!lease || !isEndingSoon(lease, today) || renewalStateOf(lease).endingSoonNotifiedAt) return false;
    const changes = { endingSoonNotifiedAt: now, updatedAt: now };
    await this.leases.update(leaseId, lease.version, changes, [
      draft(leaseEndingSoon, {
        ...this.facts({ ...lease, ...changes }),
        daysLeft: daysLeft(lease.endDate, today),
        noticedAt: now.toISOString(),
      }),
    ]);
    return true;
  }

  /** Records every due ending-soon event at `now`; the number recorded (tests and the ops command). */
  async markEndingSoonDue(now: Date): Promise<number> {
    let marked = 0;
    for (const { leaseId } of await this.dueEndingSoon(now)) if (await this.markEndingSoon(leaseId, now)) marked += 1;
    return marked;
  }

  /**
   * The home's manager offers a renewal: a new end date and rent (lease-terms.ts: `renewalTermsProblem`). A new offer
   * replaces the previous one, answered or not. Not once notice is given or the lease has ended.
   */
  async offerRenewal(me: GatewayIdentity, id: string, body: RenewalOfferBody): Promise<Lease> {
    const lease = await this.requireParty(me, id);
    if (!(await this.isManagerOf(me, lease))) throw forbidden('Only the home’s manager can offer a renewal.');
    this.requireRenewable(lease);
    const problem = renewalTermsProblem(lease, body);
    if (problem) throw renewalTermsInvalid(problem);
    const now = this.clock.now();
    const offer: RenewalOffer = {
      endDate: body.endDate,
      rentPaise: body.rentPaise,
      previousRentPaise: lease.rentPaise,
      offeredAt: now,
      status: 'offered',
      answeredAt: null,
    };
    const changes = { renewalOffer: offer, updatedAt: now };
    const updated = { ...lease, ...changes };
    await this.write(lease, changes, [
      draft(leaseRenewalOffered, { ...this.facts(updated), offer: this.offerFacts(offer) }),
    ]);
    return this.viewOf(updated);
  }

  /** The tenant accepts the offer: the same lease runs on to the new end date, the new rent from the old end date. */
  async acceptRenewal(me: GatewayIdentity, id: string): Promise<Lease> {
    const { lease, offer } = await this.requireOfferToAnswer(me, id);
    const now = this.clock.now();
    const state = renewalStateOf(lease);
    const terms = renewedTerms({ ...lease, rentPeriods: state.rentPeriods }, offer);
    const changes = {
      ...terms,
      renewalOffer: { ...offer, status: 'accepted' as const, answeredAt: now },
      endingSoonNotifiedAt: null,
      updatedAt: now,
    };
    const updated = { ...lease, ...changes };
    await this.write(lease, changes, [
      draft(leaseRenewed, {
        ...this.facts(updated),
        previousEndDate: lease.endDate,
        previousRentPaise: lease.rentPaise,
        renewedAt: now.toISOString(),
      }),
    ]);
    return this.viewOf(updated);
  }

  /** The tenant declines the offer: it is kept as declined; the lease ends on its end date. */
  async declineRenewal(me: GatewayIdentity, id: string): Promise<Lease> {
    const { lease, offer } = await this.requireOfferToAnswer(me, id);
    const now = this.clock.now();
    const declined = { ...offer, status: 'declined' as const, answeredAt: now };
    const changes = { renewalOffer: declined, updatedAt: now };
    const updated = { ...lease, ...changes };
    await this.write(lease, changes, [
      draft(leaseRenewalDeclined, {
        ...this.facts(updated),
        offer: this.offerFacts(declined),
        declinedAt: now.toISOString(),
      }),
    ]);
    return this.viewOf(updated);
  }

  /**
   * The tenant or the home's manager gives notice: the move-out date (at least the notice period from today, before
   * the end date) becomes the lease's end date, so the end job ends it then and the rent schedule stops there.
   */
  async giveNotice(me: GatewayIdentity, id: string, body: LeaseNoticeBody): Promise<Lease> {
    const lease = await this.requireParty(me, id);
    const givenBy: NoticeGiver | null =
      lease.tenant.userId === me.userId ? 'tenant' : (await this.isManagerOf(me, lease)) ? 'manager' : null;
    if (!givenBy) throw forbidden('Only the tenant or the home’s manager can give notice.');
    const state = renewalStateOf(lease);
    if (state.notice) throw noticeAlreadyGiven(state.notice.moveOutDate);
    if (lease.status !== 'active') throw leaseNotRenewable('This lease has ended.');
    const problem = moveOutDateProblem(
      body.moveOutDate,
      { startDate: lease.startDate, endDate: lease.endDate, noticeMonths: state.noticeMonths },
      this.today(),
    );
    if (problem) throw moveOutDateInvalid(problem);
    const now = this.clock.now();
    const notice: StoredNotice = {
      givenBy,
      givenAt: now,
      moveOutDate: body.moveOutDate,
      reason: body.reason ? body.reason : null,
    };
    const changes = { notice, endDate: body.moveOutDate, updatedAt: now };
    const updated = { ...lease, ...changes };
    const facts = this.facts(updated);
    await this.write(lease, changes, [
      draft(leaseNoticeGiven, { ...facts, notice: facts.notice!, previousEndDate: lease.endDate }),
    ]);
    return this.viewOf(updated);
  }

  private requireRenewable(lease: LeaseDocument): void {
    if (lease.status !== 'active') throw leaseNotRenewable('This lease has ended.');
    const notice = renewalStateOf(lease).notice;
    if (notice) throw leaseNotRenewable(`Notice has been given: the lease ends on ${notice.moveOutDate}.`);
  }

  private async requireOfferToAnswer(
    me: GatewayIdentity,
    id: string,
  ): Promise<{ lease: LeaseDocument; offer: RenewalOffer }> {
    const lease = await this.requireParty(me, id);
    if (lease.tenant.userId !== me.userId) throw forbidden('Only the tenant can answer a renewal offer.');
    this.requireRenewable(lease);
    const offer = renewalStateOf(lease).renewalOffer;
    if (!offer || offer.status !== 'offered') throw noRenewalOffer();
    return { lease, offer };
  }

  /** The write of one change with its event; another write in between → 409 CONFLICT (read again, retry). */
  private async write(
    lease: LeaseDocument,
    changes: Record<string, unknown>,
    events: Parameters<LeasesRepository['update']>[3],
  ) {
    try {
      await this.leases.update(lease._id, lease.version, changes, events);
    } catch (error) {
      if (error instanceof ConcurrentWriteError) throw leaseChanged();
      throw error;
    }
  }

  private offerFacts(offer: RenewalOffer) {
    return {
      endDate: offer.endDate,
      rentPaise: offer.rentPaise,
      ...rentIncrease(offer.previousRentPaise, offer.rentPaise),
      offeredAt: new Date(offer.offeredAt).toISOString(),
    };
  }

  private async viewOf(lease: LeaseDocument): Promise<Lease> {
    return leaseView(lease, await this.properties.findById(lease.propertyId), this.today());
  }

  // -------------------------------------------------------------------------------------------------------------
  // Reads
  // -------------------------------------------------------------------------------------------------------------

  /** The caller's leases as tenant: active first, then newest start first. */
  async listMine(me: GatewayIdentity): Promise<Lease[]> {
    const mine = await this.leases.listForTenant(me.userId);
    const views = await this.views(mine);
    return views.sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'));
  }

  /**
   * Leases of the homes the caller owns or manages, newest start first. A caller who manages no home gets them with
   * an entity tag (the landlord, the day and the change counter), so an unchanged answer can be a 304.
   */
  async listManaged(me: GatewayIdentity): Promise<{ etag: string | null; leases: Lease[] }> {
    const manager = await this.managers.findByEmail(me.email);
    const [owned, managed] = await Promise.all([
      this.ownedViews(me.userId),
      manager ? this.leases.listForManager(manager._id).then((leases) => this.views(leases)) : null,
    ]);
    if (!managed) return { etag: owned.etag, leases: owned.value };
    const seen = new Set<string>();
    const leases = [...owned.value, ...managed]
      .filter((lease) => !seen.has(lease._id) && seen.add(lease._id))
      .sort((a, b) => cmp(b.startDate, a.startDate) || cmp(b._id, a._id));
    return { etag: null, leases };
  }

  /**
   * The leases of a landlord's homes as answered, kept in memory per landlord and day while the landlord's change
   * counter has not moved (OwnerAnswers in the kit): the landlord dashboard reads them on every visit, and on
   * FerretDB the query reads every lease and every property copy. The counter moves with the landlord's lease events
   * (handlers/on-lease-changed.handler.ts) and after the copy of one of the landlord's homes changes
   * (handlers/on-property-changed.handler.ts), so an answer is behind only while an event is in flight.
   */
  private ownedViews(landlordId: string): Promise<{ etag: string; value: Lease[] }> {
    const today = this.today();
    return this.owned.tagged(landlordId, today, async () => this.views(await this.leases.listOwned(landlordId)));
  }

  /** A lease of the landlord's or the copy of one of the landlord's homes changed: the kept leases are read again. */
  landlordChanged(landlordId: string): Promise<void> {
    return this.owned.changed(landlordId);
  }

  async get(me: GatewayIdentity, id: string): Promise<Lease> {
    const lease = await this.requireParty(me, id);
    return leaseView(lease, await this.properties.findById(lease.propertyId), this.today());
  }

  /**
   * The leave-and-licence agreement (PDF bytes) for the lease's tenant, landlord or manager, in English; for a Hindi
   * reader with a Hindi summary page.
   */
  async agreement(me: GatewayIdentity, id: string, language?: Language): Promise<{ fileName: string; pdf: Buffer }> {
    const lease = await this.requireParty(me, id);
    const landlord = await this.people.findById(lease.landlordId);
    const state = renewalStateOf(lease);
    const renewedAt = state.renewalOffer?.status === 'accepted' ? state.renewalOffer.answeredAt : null;
    const pdf = await renderAgreementPdf(
      leaseAgreementInput({ ...lease, ...state, leaseId: lease._id, renewedAt }, landlord),
      language,
    );
    return { fileName: leaseAgreementFileName(lease._id), pdf };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Helpers
  // -------------------------------------------------------------------------------------------------------------

  /** The lease, for its tenant, its landlord or the property's manager; anyone else gets 404 (an id tells nothing). */
  private async requireParty(me: GatewayIdentity, id: string): Promise<LeaseDocument> {
    const lease = /^[0-9a-f]{24}$/.test(id) ? await this.leases.findById(id) : null;
    if (!lease) throw leaseNotFound(id);
    if (lease.tenant.userId === me.userId || lease.landlordId === me.userId) return lease;
    if (await this.isManagerOf(me, lease)) return lease;
    throw leaseNotFound(id);
  }

  /** Whether the caller is the manager of the lease's home (the managers copy, by the caller's e-mail). */
  private async isManagerOf(me: GatewayIdentity, lease: LeaseDocument): Promise<boolean> {
    const manager = await this.managers.findByEmail(me.email);
    return !!manager && manager._id === lease.managerId;
  }

  private async views(leases: readonly LeaseDocument[]): Promise<Lease[]> {
    const live = await this.properties.findByIds([...new Set(leases.map((lease) => lease.propertyId))]);
    const byId = new Map(live.map((property) => [property._id, property]));
    const today = this.today();
    return leases.map((lease) => leaseView(lease, byId.get(lease.propertyId), today));
  }

  /** What every lease event carries. */
  private facts(lease: LeaseDocument) {
    return {
      leaseId: lease._id,
      applicationId: lease.applicationId,
      propertyId: lease.propertyId,
      property: { name: lease.property.name, address: lease.property.address },
      tenant: {
        userId: lease.tenant.userId,
        firstName: lease.tenant.firstName,
        lastName: lease.tenant.lastName,
        email: lease.tenant.email,
        ...(lease.tenant.phone ? { phone: lease.tenant.phone } : {}),
      },
      landlordId: lease.landlordId,
      managerId: lease.managerId,
      ...(lease.managerEmail ? { managerEmail: lease.managerEmail } : {}),
      startDate: lease.startDate,
      endDate: lease.endDate,
      leaseMonths: lease.leaseMonths,
      rentPaise: lease.rentPaise,
      depositPaise: lease.depositPaise,
      numPeople: lease.numPeople,
      status: lease.status,
      rentPeriods: renewalStateOf(lease).rentPeriods.map((period) => ({
        from: period.from,
        rentPaise: period.rentPaise,
      })),
      lateFee: lateFeeTermsOf(lease.lateFee),
      ...(lease.notice
        ? {
            notice: {
              givenBy: lease.notice.givenBy,
              givenAt: new Date(lease.notice.givenAt).toISOString(),
              moveOutDate: lease.notice.moveOutDate,
              ...(lease.notice.reason ? { reason: lease.notice.reason } : {}),
            },
          }
        : {}),
    };
  }
}
