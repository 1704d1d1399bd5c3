import { createHash } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { addMonthsToDate, DEFAULT_LEASE_MONTHS } from '@trio/contracts/http/applications';
import { verhoeffCheckDigit } from '@trio/contracts/identity-numbers';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { ApplicationsService } from '../applications/applications.service';
import { LeaseOutcomeService } from '../applications/lease-outcome.service';
import { LeasesService } from '../leases/leases.service';
import { PropertiesService } from '../copies/properties.service';
import type { DemoPeople } from './people-file';

/**
 * Tenants of the demo: renter@trio.rentals first (the Renters Hub has a lease), then two generated renters, each
 * with a lease that started this many months ago on a demo manager's home (landlord@trio.rentals's homes first); the
 * second has given notice and the third's lease ends in 30 days instead (issue 30).
 * Larger data sets (`count`) give the next renters leases too, started 4, 2, 6, 4, … months ago, each on a home of
 * a landlord who has no lease yet, managed by a generated manager.
 */
export const DEMO_LEASES = 3;
/**
 * Issue 30: the demo's moved-out tenant, the next renter after the demo's tenants: a full lease on a demo manager's
 * home (landlord@trio.rentals's first) that ended MOVED_OUT_DAYS_AGO days ago, ended as the end sweep ends a lease
 * on its end date; the payments seed settles its deposit with a deduction. The demo's only (`movedOut`: the ops
 * command's `seed` without `--leases`).
 */
const MOVED_OUT_DAYS_AGO = 10;
/** The demo's managers, first in the people file; larger data sets' generated managers follow. */
const DEMO_MANAGERS = 3;
const STARTED_MONTHS_AGO = [4, 2, 6] as const;
/** Issue 30: the demo tenant (by rank) who has given notice, and the one whose lease ends in ENDING_IN_DAYS days. */
const NOTICE_TENANT = 1;
const ENDING_SOON_TENANT = 2;
const ENDING_IN_DAYS = 30;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The demo initial payment of an application (payments' seed finds it in the lease.created event). */
export const demoPaymentIdOf = (applicationId: string) =>
  createHash('sha256').update(`demo-payment:${applicationId}`).digest('hex').slice(0, 24);

const aadhaarOf = (n: number) => {
  const base = `6${String(3_000_000_000 + n * 7919).padStart(10, '0')}`;
  return `${base}${verhoeffCheckDigit(base)}`;
};

/**
 * Demo leases: for each demo tenant an approved application (moved in some months ago) and its lease, made the way
 * a captured payment makes it (LeasesService), then the application confirmed and the home's other open applications
 * closed (what `applications.lease.created.v1` does when the service runs). Deterministic and safe to repeat: a
 * tenant who already has a lease is skipped; homes are chosen by id among those nobody applied to (the demo applications keep their statuses).
 */
export async function seedDemoLeases(
  app: INestApplicationContext,
  people: DemoPeople,
  count: number = DEMO_LEASES,
  movedOut = false,
): Promise<{ created: number; existed: number }> {
  const applications = app.get(ApplicationsService);
  const leaseOutcome = app.get(LeaseOutcomeService);
  const leases = app.get(LeasesService);
  const properties = app.get(PropertiesService);
  const tenants = [...people.renters]
    .sort((a, b) => Number(b.email === 'renter@trio.rentals') - Number(a.email === 'renter@trio.rentals'))
    .slice(0, count + (movedOut ? 1 : 0));
  /** The moved-out tenant's rank (after the `count` tenants with an active lease), or none. */
  const movedOutTenant = movedOut ? count : -1;
  const landlordRank = new Map(people.landlords.map((landlord, i) => [landlord._id, i]));

  // Homes: each demo manager's homes after the two the demo applications use, landlord@trio.rentals's first.
  const homes = [];
  for (const manager of people.managers) {
    const managed = (await properties.managedBy(manager._id)).sort((a, b) => a._id.localeCompare(b._id));
    homes.push(...managed.slice(2).map((property) => ({ property, manager })));
  }
  homes.sort(
    (a, b) =>
      (landlordRank.get(a.property.landlordId) ?? 1e6) - (landlordRank.get(b.property.landlordId) ?? 1e6) ||
      a.property._id.localeCompare(b.property._id),
  );

  let created = 0;
  let existed = 0;
  const taken = new Set<string>();
  /** Landlords with a seeded lease: beyond the demo's, each lease goes to a landlord without one (see above). */
  const letBy = new Set<string>();
  for (const [t, tenant] of tenants.entries()) {
    const current = await leases.listForTenant(tenant._id);
    if (current.length > 0) {
      existed += 1;
      for (const lease of current) {
        taken.add(lease.propertyId);
        letBy.add(lease.landlordId);
        // A run stopped between the moved-out lease's creation and its end: ended now (nothing when it has).
        if (t === movedOutTenant) await leases.end(lease._id, new Date(`${lease.endDate}T01:00:00Z`));
      }
      continue;
    }
    let home: (typeof homes)[number] | undefined;
    for (const candidate of homes) {
      if (taken.has(candidate.property._id) || candidate.property.status !== 'available') continue;
      // The demo's tenants rent homes of landlord@trio.rentals that the demo managers manage (the people file lists
      // them first); in larger data sets each further lease has a landlord of its own and a generated manager, so
      // every landlord's dashboard and the demo managers' boards stay about the size of the demo's.
      const demoManager = people.managers.indexOf(candidate.manager) < DEMO_MANAGERS;
      const demoTenant = t < DEMO_LEASES || t === movedOutTenant;
      if (demoTenant ? !demoManager : demoManager || letBy.has(candidate.property.landlordId)) continue;
      if (await applications.hasApplications(candidate.property._id)) continue;
      home = candidate;
      break;
    }
    if (!home) break;
    taken.add(home.property._id);
    letBy.add(home.property.landlordId);
    const me: GatewayIdentity = { userId: tenant._id, email: tenant.email, role: 'tenant', uid: tenant._id };
    const managerMe: GatewayIdentity = {
      userId: home.manager._id,
      email: home.manager.email,
      role: 'property_manager',
    };
    const today = applications.today();
    // Issue 30: the third demo tenant's lease ends in ENDING_IN_DAYS days (the hubs' "ends soon" banner and panel).
    // The moved-out tenant's ended MOVED_OUT_DAYS_AGO days ago.
    const moveInDate =
      t === ENDING_SOON_TENANT
        ? addMonthsToDate(addDays(today, ENDING_IN_DAYS), -DEFAULT_LEASE_MONTHS)
        : t === movedOutTenant
          ? addMonthsToDate(addDays(today, -MOVED_OUT_DAYS_AGO), -DEFAULT_LEASE_MONTHS)
          : addMonthsToDate(today, -STARTED_MONTHS_AGO[t % STARTED_MONTHS_AGO.length]!);
    // Applying checks the form's move-in window in the controller; the demo moved in months ago.
    const application = await applications.apply(me, home.property._id, {
      firstName: tenant.firstName ?? tenant.displayName.split(' ')[0]!,
      lastName: tenant.lastName ?? (tenant.displayName.split(' ').slice(1).join(' ') || 'Renter'),
      phone: `+9197${String(41_000_000 + t * 131).padStart(8, '0')}`,
      address: `${21 + t} Residency Road, Bengaluru 560025`,
      panAdhaar: aadhaarOf(t),
      moveInDate,
      leasePeriod: DEFAULT_LEASE_MONTHS,
      numPeople: 2 + (t % 2),
    });
    await applications.review(managerMe, application._id, 'approve', 'Documents verified. Welcome home!');
    const outcome = await leases.onInitialPaymentCaptured({
      paymentType: 'initial',
      applicationId: application._id,
      paymentId: demoPaymentIdOf(application._id),
    });
    if (outcome !== 'created') continue;
    const [lease] = await leases.listForTenant(tenant._id);
    if (lease) {
      await leaseOutcome.onLeaseCreated({
        leaseId: lease._id,
        applicationId: lease.applicationId,
        propertyId: lease.propertyId,
      });
      // Issue 30: the second demo tenant has given notice (moving out in two months), as the Renters Hub lets them.
      if (t === NOTICE_TENANT) {
        await leases.giveNotice(me, lease._id, {
          moveOutDate: addMonthsToDate(today, 2),
          reason: 'Moving to Pune for a new job',
        });
      }
      // Issue 30: the moved-out tenant's lease ended on its end date, as the end sweep ends it that day (the home
      // freed, applications.lease.ended.v1); payments' seed then settles its deposit.
      if (t === movedOutTenant) {
        const ended = await leases.end(lease._id, new Date(`${lease.endDate}T01:00:00Z`));
        if (!ended) throw new Error(`the moved-out demo lease ${lease._id} (ending ${lease.endDate}) did not end`);
      }
    }
    created += 1;
  }
  return { created, existed };
}
