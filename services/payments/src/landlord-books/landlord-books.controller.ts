import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { LandlordPayments } from '@trio/contracts/http/payments';
import { CurrentIdentity, notModified, type GatewayIdentity } from '@trio/service-kit/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../payments/payments.exception';
import { LandlordBooksService } from './landlord-books.service';

/** The landlord dashboard's and hub's payments part (issue 16), from the landlord's book. */
@Controller()
export class LandlordBooksController {
  constructor(@Inject(LandlordBooksService) private readonly books: LandlordBooksService) {}

  /**
   * Payments received on the caller's homes and the owner statement; the caller's own (user id or uid) only. Tagged:
   * 304 when the caller (the gateway composing the dashboard) holds the current answer.
   */
  @Get('trio/payments/landlord/:landlordId')
  async landlord(
    @Param('landlordId') landlordId: string,
    @CurrentIdentity() me: GatewayIdentity,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LandlordPayments | undefined> {
    if (landlordId !== me.userId && landlordId !== me.uid) {
      throw forbidden('You can only see the payments of your own homes.');
    }
    const { etag, value } = await this.books.received(me.userId);
    return notModified(request, reply, etag) ? undefined : value;
  }
}
