import type { INestApplicationContext } from '@nestjs/common';
import type { ApplicationDecision, ApplicationStatus } from '@trio/contracts/events/applications';
import { addMonthsToDate } from '@trio/contracts/http/applications';
import { verhoeffCheckDigit } from '@trio/contracts/identity-numbers';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { ApplicationReadsService } from '../applications/application-reads.service';
import { ApplicationsService } from '../applications/applications.service';
import { PropertiesService } from '../copies/properties.service';
import type { DemoPeople } from './people-file';

/** The statuses every demo renter's list shows (rental_confirmed comes with the checkout issue's payments). */
const STATUSES: readonly ApplicationStatus[] = [
  'pending',
  'under_review',
  'approved',
  'rejected',
  'withdrawn',
  'expired',
];
/** Renters who apply: the named demo renter (if present) and the first generated ones (larger data sets: more). */
export const DEMO_APPLYING_RENTERS = 4;

/** How a demo application reaches its status through the service's own calls. */
const PATH: Record<ApplicationStatus, ApplicationDecision[] | 'withdraw' | 'expire'> = {
  pending: [],
  under_review: ['request_more_info'],
  approved: ['request_more_info', 'approve'],
  rejected: ['reject'],
  withdrawn: 'withdraw',
  expired: 'expire',
};

const NOTES: Partial<Record<ApplicationDecision, string>> = {
  request_more_info: 'Please share your last three salary slips.',
  approve: 'Documents verified. Welcome home!',
  reject: 'We have accepted another application for this home.',
};

/** A valid PAN (fourth letter P, an individual) for renter `n`. */
const panOf = (n: number) => `ABC${'P'}${String.fromCharCode(65 + (n % 26))}${String(1000 + n).slice(-4)}K`;
/** A valid Aadhaar number for renter `n` (11 digits and their Verhoeff check digit). */
const aadhaarOf = (n: number) => {
  const base = `5${String(4_000_000_000 + n * 7919).padStart(10, '0')}`;
  return `${base}${verhoeffCheckDigit(base)}`;
};

/**
 * Demo applications in every status for the first demo renters on available properties of the demo managers,
 * made through the service's own calls (apply as the renter, review as the manager, withdraw, expire), so they carry
 * their events. Deterministic: the same renters, properties and statuses each run; a renter who already applied to
 * a property is skipped, so a second run adds nothing.
 */
export async function seedDemoApplications(
  app: INestApplicationContext,
  people: DemoPeople,
  applyingRenters = DEMO_APPLYING_RENTERS,
): Promise<{ created: number; existed: number }> {
  const service = app.get(ApplicationsService);
  const properties = app.get(PropertiesService);
  const renters = [...people.renters]
    .sort((a, b) => Number(b.email === 'renter@trio.rentals') - Number(a.email === 'renter@trio.rentals'))
    .slice(0, applyingRenters);
  const homes = [];
  for (const manager of people.managers) {
    const managed = (await properties.managedBy(manager._id))
      .filter((property) => property.status === 'available')
      .sort((a, b) => a._id.localeCompare(b._id))
      .slice(0, 2);
    homes.push(...managed.map((property) => ({ property, manager })));
  }
  if (homes.length === 0 || renters.length === 0) return { created: 0, existed: 0 };

  const moveIn = addMonthsToDate(service.today(), 1);
  let created = 0;
  let existed = 0;
  for (const [r, renter] of renters.entries()) {
    const me: GatewayIdentity = { userId: renter._id, email: renter.email, role: 'tenant', uid: renter._id };
    const mine = await app.get(ApplicationReadsService).listMine(renter._id);
    for (const [s, status] of STATUSES.entries()) {
      const { property, manager } = homes[(r * STATUSES.length + s) % homes.length]!;
      if (mine.some((application) => application.propertyId === property._id)) {
        existed += 1;
        continue;
      }
      const managerMe: GatewayIdentity = { userId: manager._id, email: manager.email, role: 'property_manager' };
      // The demo's last two renters share an Aadhaar number: the manager sees them flagged as a possible duplicate
      // (in larger data sets every fourth pair of renters does).
      const identity =
        r === 0
          ? panOf(s)
          : aadhaarOf(
              r % DEMO_APPLYING_RENTERS >= DEMO_APPLYING_RENTERS - 2 ? 99 + r - (r % DEMO_APPLYING_RENTERS) : r,
            );
      const application = await service.apply(me, property._id, {
        firstName: renter.firstName ?? renter.displayName.split(' ')[0]!,
        lastName: renter.lastName ?? (renter.displayName.split(' ').slice(1).join(' ') || 'Renter'),
        phone: `+9198${String(45_000_000 + r * 101 + s).padStart(8, '0')}`,
        address: `${12 + r} MG Road, Bengaluru 560001`,
        panAdhaar: identity,
        moveInDate: moveIn,
        leasePeriod: 11,
        numPeople: 1 + ((r + s) % 4),
      });
      const path = PATH[status];
      if (path === 'withdraw') await service.withdraw(me, application._id);
      else if (path === 'expire') await service.expire(application._id, new Date(application.expiresAt!));
      else for (const decision of path) await service.review(managerMe, application._id, decision, NOTES[decision]);
      created += 1;
    }
  }
  return { created, existed };
}
