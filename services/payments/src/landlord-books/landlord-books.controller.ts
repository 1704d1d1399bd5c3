import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { LandlordPayments } from '@trio/contracts/http/payments';
import { CurrentIdentity, type GatewayIdentity } from '@trio/service-kit/http';
import { forbidden } from '../payments/payments.exception';
import { LandlordBooksService } from './landlord-books.service';

/** The landlord dashboard's and hub's payments part (issue 16), from the landlord's book. */
@Controller()
export class LandlordBooksController {
  constructor(@Inject(LandlordBooksService) private readonly books: LandlordBooksService) {}

  /** Payments received on the caller's homes and the owner statement; the caller's own (user id or uid) only. */
  @Get('trio/payments/landlord/:landlordId')
  async landlord(
    @Param('landlordId') landlordId: string,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<LandlordPayments> {
    if (landlordId !== me.userId && landlordId !== me.uid) {
      throw forbidden('You can only see the payments of your own homes.');
    }
    return this.books.received(me.userId);
  }
}
