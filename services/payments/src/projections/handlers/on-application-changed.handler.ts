import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  applicationClosed,
  applicationExpired,
  applicationReviewed,
  applicationSubmitted,
  applicationWithdrawn,
  type ApplicationClosed,
  type ApplicationExpired,
  type ApplicationReviewed,
  type ApplicationSubmitted,
  type ApplicationWithdrawn,
} from '@trio/contracts/events/applications';
import { PaymentsService } from '../../payments/payments.service';
import { ProjectionsService } from '../projections.service';

type AnyApplicationEvent =
  ApplicationSubmitted | ApplicationReviewed | ApplicationWithdrawn | ApplicationExpired | ApplicationClosed;

/**
 * applications.application → the applications copy (who applied, for which home and rent, the status). A closed
 * application whose applicant was charged (`refundPaymentId`) is refunded.
 */
@Controller()
export class OnApplicationChangedHandler {
  constructor(
    @Inject(ProjectionsService) private readonly projections: ProjectionsService,
    @Inject(PaymentsService) private readonly payments: PaymentsService,
  ) {}

  private apply(event: AnyApplicationEvent) {
    return this.projections.applyApplication(event.data, event.aggregateVersion);
  }

  @EventPattern(applicationSubmitted.type)
  async onSubmitted(@Payload() event: ApplicationSubmitted): Promise<void> {
    await this.apply(event);
  }

  @EventPattern(applicationReviewed.type)
  async onReviewed(@Payload() event: ApplicationReviewed): Promise<void> {
    await this.apply(event);
  }

  @EventPattern(applicationWithdrawn.type)
  async onWithdrawn(@Payload() event: ApplicationWithdrawn): Promise<void> {
    await this.apply(event);
  }

  @EventPattern(applicationExpired.type)
  async onExpired(@Payload() event: ApplicationExpired): Promise<void> {
    await this.apply(event);
  }

  @EventPattern(applicationClosed.type)
  async onClosed(@Payload() event: ApplicationClosed): Promise<void> {
    await this.apply(event);
    if (event.data.refundPaymentId) await this.payments.refund(event.data.refundPaymentId, 'property_unavailable');
  }
}
