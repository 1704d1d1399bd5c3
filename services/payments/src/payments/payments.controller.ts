import { Controller, Get, HttpCode, Inject, Param, Post, Put, Res } from '@nestjs/common';
import { documentLanguageQuerySchema, type DocumentLanguageQuery } from '@trio/contracts/common';
import {
  createPaymentBodySchema,
  lateFeeWaiverBodySchema,
  paymentStatusBodySchema,
  rentMonthSchema,
  type PaymentHistory,
  type PaymentRecord,
  type RentLedger,
} from '@trio/contracts/http/payments';
import { CurrentIdentity, isCaller, ZodBody, ZodParam, ZodQuery, type GatewayIdentity } from '@trio/service-kit/http';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { renderReceiptPdf } from '@trio/service-kit/documents';
import { RentLedgerService } from '../ledger/rent-ledger.service';
import { CopiesService } from '../copies/copies.service';
import { isLeaseManager } from '../copies/lease.copy';
import { receiptInput } from '../receipts/receipt-input';
import { alreadyPaid, forbidden, notPayable, paymentMismatch, paymentNotFound } from './payments.exception';
import { CaptureService } from './capture.service';
import { PaymentReadsService } from './payment-reads.service';

/** The payment record calls of spec 000 §7 and 001 §7, the PDF receipt and the rent ledger. */
@Controller()
export class PaymentsController {
  constructor(
    @Inject(PaymentReadsService) private readonly payments: PaymentReadsService,
    @Inject(CaptureService) private readonly capture: CaptureService,
    @Inject(CopiesService) private readonly copies: CopiesService,
    @Inject(RentLedgerService) private readonly ledger: RentLedgerService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The spec creates a record after the order; the record exists since create-order, so it is answered. */
  @Post('trio/payments/create')
  @HttpCode(200)
  async create(
    @ZodBody(createPaymentBodySchema) body: z.output<typeof createPaymentBodySchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<PaymentRecord> {
    if (body.userId && !isCaller(body.userId, me)) throw forbidden('You can only record your own payments.');
    const payment = await this.payments.mineByOrder(me, body.razorpayOrderId);
    if (body.leaseId && payment.leaseId !== body.leaseId) throw paymentMismatch('The order is not for this lease.');
    if (body.rentalApplicationId && payment.applicationId && payment.applicationId !== body.rentalApplicationId) {
      throw paymentMismatch('The order is not for this application.');
    }
    return this.payments.view(payment);
  }

  @Put('trio/payments/:id/status')
  async status(
    @Param('id') id: string,
    @ZodBody(paymentStatusBodySchema) body: z.output<typeof paymentStatusBodySchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<PaymentRecord> {
    const payment = await this.payments.mine(me, id);
    const updated =
      body.status === 'completed'
        ? await this.capture.completeWithSignature(
            payment,
            body.razorpayPaymentId,
            body.razorpaySignature,
            body.razorpayOrderId,
          )
        : await this.capture.recordClientFailure(
            payment,
            body.razorpayPaymentId,
            body.errorCode,
            body.errorDescription,
          );
    return this.payments.view(updated);
  }

  @Get('trio/payments/history/:uid')
  async history(@Param('uid') uid: string, @CurrentIdentity() me: GatewayIdentity): Promise<PaymentHistory> {
    if (!isCaller(uid, me)) throw forbidden('You can only see your own payments.');
    const payments = await this.payments.history(me.userId);
    return { success: true, payments: payments.map((p) => this.payments.view(p)) };
  }

  @Get('trio/payments/ledger/:leaseId')
  async rentLedger(@Param('leaseId') leaseId: string, @CurrentIdentity() me: GatewayIdentity): Promise<RentLedger> {
    const lease = await this.copies.lease(leaseId);
    if (!lease) throw paymentNotFound(`lease ${leaseId}`);
    if (![lease.tenantId, lease.landlordId].includes(me.userId) && !isLeaseManager(lease, me)) {
      throw forbidden('Only the tenant, the landlord and the manager of the lease see its rent.');
    }
    // Months captured but not yet taken into the ledger from their event show paid too.
    return this.ledger.view(lease, (months) => this.payments.rentPaidIn(lease._id, months));
  }

  /**
   * The property's manager waives a month's late fee with a note. The tenant and the landlord, who see the ledger,
   * are refused (403); to anyone else the lease does not exist (404).
   */
  @Post('trio/leases/:leaseId/rent/:month/late-fee/waiver')
  @HttpCode(200)
  async waiveLateFee(
    @Param('leaseId') leaseId: string,
    @ZodParam('month', rentMonthSchema) month: string,
    @ZodBody(lateFeeWaiverBodySchema) body: z.output<typeof lateFeeWaiverBodySchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<RentLedger> {
    const lease = await this.copies.lease(leaseId);
    if (!lease) throw paymentNotFound(`lease ${leaseId}`);
    if (!isLeaseManager(lease, me)) {
      if ([lease.tenantId, lease.landlordId].includes(me.userId)) {
        throw forbidden('Only the property’s manager waives a late fee.');
      }
      throw paymentNotFound(`lease ${leaseId}`);
    }
    // A month captured but not yet taken into the ledger from its event was paid with its fee.
    if ((await this.payments.rentPaidIn(lease._id, [month])).has(month)) throw alreadyPaid(`The rent of ${month}`);
    await this.ledger.waiveLateFee(lease, month, { note: body.note, waivedBy: me.userId });
    return this.ledger.view(lease, (months) => this.payments.rentPaidIn(lease._id, months));
  }

  @Get('trio/payments/:id')
  async one(@Param('id') id: string, @CurrentIdentity() me: GatewayIdentity): Promise<PaymentRecord> {
    return this.payments.view(await this.payments.mine(me, id));
  }

  @Get('trio/payments/:id/receipt')
  async receipt(
    @Param('id') id: string,
    @ZodQuery(documentLanguageQuerySchema) query: DocumentLanguageQuery,
    @CurrentIdentity() me: GatewayIdentity,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const payment = this.payments.view(await this.payments.mine(me, id));
    if (payment.status !== 'completed' && payment.status !== 'refunded') {
      throw notPayable('A receipt exists once the payment is completed.');
    }
    const pdf = await renderReceiptPdf(receiptInput(payment, this.clock.now()), query.language);
    return reply
      .status(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${payment.txnId}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }
}
