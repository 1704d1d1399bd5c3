import { Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { PublicInternal, rawBodyOf } from '@trio/service-kit/http';
import type { FastifyRequest } from 'fastify';
import type { PaymentsConfig } from '../config';
import { PaymentException } from './payments.exception';
import { WebhooksService } from './webhooks.service';

/** Razorpay's webhook: public (Razorpay calls it), authenticated by its signature over the raw body. */
@Controller()
export class WebhookController {
  constructor(
    @Inject(WebhooksService) private readonly webhooks: WebhooksService,
    @InjectConfig() private readonly config: PaymentsConfig,
  ) {}

  @Post('api/razorpay/webhook')
  @PublicInternal()
  @HttpCode(200)
  async receive(
    @Req() request: FastifyRequest,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ): Promise<{ status: 'processed' | 'duplicate' | 'ignored' }> {
    const body = rawBodyOf(request);
    if (!body) throw new PaymentException('UNSUPPORTED_MEDIA_TYPE', 'Send the Razorpay event as application/json.');
    if (body.length > this.config.WEBHOOK_BODY_LIMIT) {
      throw new PaymentException(
        'PAYLOAD_TOO_LARGE',
        `A webhook body is at most ${this.config.WEBHOOK_BODY_LIMIT} bytes.`,
      );
    }
    return { status: await this.webhooks.handle(body, signature, eventId) };
  }
}
