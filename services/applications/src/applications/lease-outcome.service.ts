import { Inject, Injectable } from '@nestjs/common';
import {
  applicationClosed,
  type ApplicationStatus,
  type LeaseCreated,
  PROPERTY_LET_NOTE,
} from '@trio/contracts/events/applications';
import { retryOnConcurrentWrite } from '@trio/service-kit/events';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import type { ApplicationDocument } from './application.schema';
import { ApplicationEventFacts } from './application-event-facts';
import { ApplicationsRepository, draft } from './applications.repository';
import { expiryOf, isOpen } from './transitions';

/**
 * The lease outcome (issue 13): what a lease does to applications. The paid application becomes
 * `paymentStatus: completed` when its lease is made, the other open applications to the home are closed, and a
 * captured payment the home cannot take closes its application with the payment to refund. The leases feature asks
 * here; `applications.lease.created.v1` is handled by handlers/on-lease-created.handler.ts.
 */
@Injectable()
export class LeaseOutcomeService {
  constructor(
    @Inject(ApplicationsRepository) private readonly applications: ApplicationsRepository,
    @Inject(ApplicationEventFacts) private readonly facts: ApplicationEventFacts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

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
      const facts = await this.facts.of(application, status);
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
}
