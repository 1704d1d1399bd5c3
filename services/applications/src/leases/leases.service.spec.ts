import type { ApplicationDocument } from '../applications/application.schema';
import type { LeaseOutcomeService } from '../applications/lease-outcome.service';
import { ManualClock } from '@trio/service-kit/clock';
import type { ManagersService } from '../copies/managers.service';
import type { PeopleService } from '../copies/people.service';
import type { PropertiesService } from '../copies/properties.service';
import type { LeaseDocument } from './lease.schema';
import { leaseIdOf } from './lease-terms';
import type { LeasesRepository } from './leases.repository';
import { LeasesService } from './leases.service';
import type { Connection } from 'mongoose';

/** The repository in memory: leases by id and the occupancy guard by property id. */
class FakeLeases {
  leases = new Map<string, LeaseDocument>();
  occupancy = new Map<string, string>();
  events: { type: string; data: unknown }[] = [];

  async findById(id: string) {
    return this.leases.get(id) ?? null;
  }
  async occupy(propertyId: string, leaseId: string) {
    if (!this.occupancy.has(propertyId)) this.occupancy.set(propertyId, leaseId);
    return this.occupancy.get(propertyId)!;
  }
  async vacate(propertyId: string, leaseId: string) {
    if (this.occupancy.get(propertyId) === leaseId) this.occupancy.delete(propertyId);
  }
  async create(lease: LeaseDocument, events: { definition: { type: string }; data: unknown }[]) {
    if (this.leases.has(lease._id)) return false;
    this.leases.set(lease._id, { ...lease, version: events.length });
    this.events.push(...events.map((e) => ({ type: e.definition.type, data: e.data })));
    return true;
  }
  async update(id: string, version: number, set: Record<string, unknown>, events: { definition: { type: string } }[]) {
    const lease = this.leases.get(id)!;
    this.leases.set(id, { ...lease, ...set, version: version + events.length } as LeaseDocument);
    this.events.push(...events.map((e) => ({ type: e.definition.type, data: null })));
  }
  async dueToEnd(today: string) {
    return [...this.leases.values()]
      .filter((l) => l.status === 'active' && l.endDate <= today)
      .map((l) => ({ _id: l._id }));
  }
}

const application = (id: string, over: Partial<ApplicationDocument> = {}): ApplicationDocument =>
  ({
    _id: id,
    applicantId: '65a1f0c2e4b0a1b2c3d4ec01',
    applicantEmail: 'meera@example.in',
    propertyId: '65a1f0c2e4b0a1b2c3d4e801',
    property: {
      name: '2 BHK Apartment in Indiranagar',
      address: {
        line1: '12th Main',
        locality: 'Indiranagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        pinCode: '560038',
      },
      rentPaise: 2_500_000,
      bedrooms: 2,
      bathrooms: 2,
      propertyType: 'apartment',
      landlordId: '65a1f0c2e4b0a1b2c3d4e501',
      managerId: '65a1f0c2e4b0a1b2c3d4e601',
    },
    status: 'approved',
    paymentStatus: 'pending',
    firstName: 'Meera',
    lastName: 'Kulkarni',
    phone: '+919820012345',
    moveInDate: '2026-04-15',
    leasePeriodMonths: 11,
    numPeople: 2,
    ...over,
  }) as ApplicationDocument;

const MANAGER = { userId: '65a1f0c2e4b0a1b2c3d4ed10', email: 'vikram@example.in', role: 'property_manager' as const };
const TENANT = { userId: '65a1f0c2e4b0a1b2c3d4ec01', email: 'meera@example.in', role: 'tenant' as const };

function setup(apps: ApplicationDocument[], clock = new ManualClock(new Date('2026-03-10T06:00:00.000Z'))) {
  const repo = new FakeLeases();
  const refused: [string, string, string][] = [];
  const applications = {
    findForLease: async (id: string) => apps.find((a) => a._id === id) ?? null,
    refusePayment: async (applicationId: string, paymentId: string, leaseId: string) => {
      refused.push([applicationId, paymentId, leaseId]);
      return true;
    },
  };
  const none = { findById: async () => null, findByIds: async () => [], findByEmail: async () => null };
  const service = new LeasesService(
    repo as unknown as LeasesRepository,
    applications as unknown as LeaseOutcomeService,
    none as unknown as PropertiesService,
    {
      ...none,
      // The home's manager (the application's managerId) is known by the e-mail of MANAGER.
      findByEmail: async (email: string) =>
        email === MANAGER.email ? { _id: '65a1f0c2e4b0a1b2c3d4e601', email: MANAGER.email } : null,
    } as unknown as ManagersService,
    none as unknown as PeopleService,
    clock,
    // The landlords' kept leases (OwnerAnswers) are not read by these tests.
    {} as unknown as Connection,
  );
  return { repo, refused, service };
}

const paid = (applicationId: string, paymentId = '65a1f0c2e4b0a1b2c3d4ee01') => ({
  paymentType: 'initial' as const,
  applicationId,
  paymentId,
});

describe('LeasesService', () => {
  const a = '65a1f0c2e4b0a1b2c3d4eb01';
  const b = '65a1f0c2e4b0a1b2c3d4eb02';

  it('makes the lease of a captured initial payment: dates, rent, deposit 1.5 × rent, one lease.created', async () => {
    const { repo, service } = setup([application(a)]);
    expect(await service.onInitialPaymentCaptured(paid(a))).toBe('created');
    expect(repo.leases.get(leaseIdOf(a))).toMatchObject({
      startDate: '2026-04-15',
      endDate: '2027-03-15',
      leaseMonths: 11,
      rentPaise: 2_500_000,
      depositPaise: 3_750_000,
      noticeMonths: 1,
      lateFee: { percent: 2, capPaise: 500_000, afterDays: 7 },
      status: 'active',
      tenant: { userId: '65a1f0c2e4b0a1b2c3d4ec01', firstName: 'Meera', phone: '+919820012345' },
    });
    expect(repo.events.map((e) => e.type)).toEqual(['applications.lease.created.v1']);
  });

  it('does nothing on a redelivery', async () => {
    const { repo, service } = setup([application(a)]);
    await service.onInitialPaymentCaptured(paid(a));
    expect(await service.onInitialPaymentCaptured(paid(a))).toBe('exists');
    expect(await service.onInitialPaymentCaptured(paid(a))).toBe('exists');
    expect(repo.leases.size).toBe(1);
    expect(repo.events).toHaveLength(1);
  });

  it('refuses the payment of a second applicant for a home already let (for a refund), without a second lease', async () => {
    const { repo, refused, service } = setup([
      application(a),
      application(b, { applicantId: '65a1f0c2e4b0a1b2c3d4ec02' }),
    ]);
    await service.onInitialPaymentCaptured(paid(a));
    expect(await service.onInitialPaymentCaptured(paid(b, '65a1f0c2e4b0a1b2c3d4ee02'))).toBe('refused');
    expect(refused).toEqual([[b, '65a1f0c2e4b0a1b2c3d4ee02', leaseIdOf(a)]]);
    expect(repo.leases.size).toBe(1);
  });

  it('refuses a payment for an application no longer approved, and leaves the home free', async () => {
    const { repo, refused, service } = setup([application(a, { status: 'expired' })]);
    expect(await service.onInitialPaymentCaptured(paid(a))).toBe('refused');
    expect(refused).toHaveLength(1);
    expect(repo.leases.size).toBe(0);
    expect(repo.occupancy.size).toBe(0);
  });

  it('ignores monthly rent payments and unknown applications', async () => {
    const { service } = setup([application(a)]);
    expect(await service.onInitialPaymentCaptured({ ...paid(a), paymentType: 'monthly_rent' })).toBe('ignored');
    expect(await service.onInitialPaymentCaptured(paid('65a1f0c2e4b0a1b2c3d4ebff'))).toBe('ignored');
  });

  it('ends a lease on its end date, not before, and frees the home', async () => {
    const { repo, service } = setup([application(a)]);
    await service.onInitialPaymentCaptured(paid(a));
    const id = leaseIdOf(a);
    // 15 March 2027 begins at 18:30 UTC on the 14th in India.
    expect(await service.end(id, new Date('2027-03-14T18:29:00.000Z'))).toBe(false);
    expect(await service.end(id, new Date('2027-03-14T18:30:00.000Z'))).toBe(true);
    expect(await service.end(id, new Date('2027-03-15T18:30:00.000Z'))).toBe(false);
    expect(repo.leases.get(id)?.status).toBe('ended');
    expect(repo.occupancy.size).toBe(0);
    expect(repo.events.map((e) => e.type)).toEqual(['applications.lease.created.v1', 'applications.lease.ended.v1']);
  });

  it('tells once that a lease ends soon, renews the same lease on an accepted offer, then takes one notice', async () => {
    const clock = new ManualClock(new Date('2027-01-09T06:00:00.000Z'));
    const { repo, service } = setup([application(a)], clock);
    await service.onInitialPaymentCaptured(paid(a));
    const id = leaseIdOf(a);
    const code = (promise: Promise<unknown>) =>
      promise.then(
        () => 'ok',
        (error: { code?: string }) => error.code,
      );

    // 65 days before 15 March 2027: not yet; 60 days before: once.
    expect(await service.markEndingSoon(id, clock.now())).toBe(false);
    clock.set(new Date('2027-01-14T06:00:00.000Z'));
    expect(await service.markEndingSoon(id, clock.now())).toBe(true);
    expect(await service.markEndingSoon(id, clock.now())).toBe(false);

    // The manager offers (the tenant may not); the tenant accepts: the same lease, a year more at 5 % more.
    const offer = { endDate: '2028-03-15', rentPaise: 2_625_000 };
    expect(await code(service.offerRenewal(TENANT, id, offer))).toBe('FORBIDDEN');
    expect(await code(service.offerRenewal(MANAGER, id, { ...offer, rentPaise: 3_750_001 }))).toBe(
      'RENEWAL_TERMS_INVALID',
    );
    const offered = await service.offerRenewal(MANAGER, id, offer);
    expect(offered.renewalOffer).toMatchObject({ increasePaise: 125_000, increasePercent: 5, status: 'offered' });
    expect(await code(service.acceptRenewal(MANAGER, id))).toBe('FORBIDDEN');
    const renewed = await service.acceptRenewal(TENANT, id);
    expect(renewed).toMatchObject({
      _id: id,
      endDate: '2028-03-15',
      leaseMonths: 23,
      rentPaise: 2_625_000,
      endingSoon: false,
      rentPeriods: [
        { from: '2026-04-15', rentPaise: 2_500_000 },
        { from: '2027-03-15', rentPaise: 2_625_000 },
      ],
    });
    expect(repo.leases.get(id)?.endingSoonNotifiedAt).toBeNull();
    expect(await code(service.declineRenewal(TENANT, id))).toBe('NO_RENEWAL_OFFER');

    // Notice: at least a month away; then the move-out date is the end date; one notice only, no renewal after.
    expect(await code(service.giveNotice(TENANT, id, { moveOutDate: '2027-02-13' }))).toBe('MOVE_OUT_DATE_INVALID');
    const noticed = await service.giveNotice(TENANT, id, { moveOutDate: '2027-02-14', reason: 'Moving to Pune' });
    expect(noticed).toMatchObject({
      endDate: '2027-02-14',
      notice: { givenBy: 'tenant', moveOutDate: '2027-02-14', reason: 'Moving to Pune' },
      earliestMoveOutDate: null,
    });
    expect(await code(service.giveNotice(MANAGER, id, { moveOutDate: '2027-02-20' }))).toBe('NOTICE_ALREADY_GIVEN');
    expect(await code(service.offerRenewal(MANAGER, id, offer))).toBe('LEASE_NOT_RENEWABLE');
    expect(await service.end(id, new Date('2027-02-13T18:30:00.000Z'))).toBe(true);
    expect(repo.events.map((e) => e.type)).toEqual([
      'applications.lease.created.v1',
      'applications.lease.ending-soon.v1',
      'applications.lease.renewal-offered.v1',
      'applications.lease.renewed.v1',
      'applications.lease.notice-given.v1',
      'applications.lease.ended.v1',
    ]);
  });
});
