import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { OutboxWriter, type EventDraft } from '@trio/service-kit/events';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import type { Model } from 'mongoose';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { CLAIM_MODEL, PAYMENT_MODEL, type ClaimDocument, type PaymentDocument } from './payment.schema';

/**
 * The payments and their claims (payment.schema.ts): the only code that touches these two models. A payment changes
 * by a version-checked write carrying its events (the outbox); a claim is inserted first-come.
 */
@Injectable()
export class PaymentsRepository {
  constructor(
    @InjectModel(PAYMENT_MODEL) private readonly payments: Model<PaymentDocument>,
    @InjectModel(CLAIM_MODEL) private readonly claims: Model<ClaimDocument>,
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  findById(id: string): Promise<PaymentDocument | null> {
    return this.payments.findById(id).lean<PaymentDocument>();
  }

  /** A payer's payments that got an answer from Razorpay (completed, failed, refunded), newest first. */
  history(userId: string): Promise<PaymentDocument[]> {
    return this.payments
      .find({ userId, status: { $in: ['completed', 'failed', 'refunded'] } })
      .sort({ createdAt: -1 })
      .lean<PaymentDocument[]>();
  }

  /** Every payment anyone received (open orders left out). */
  allReceived(): Promise<PaymentDocument[]> {
    return this.payments.find({ status: { $in: ['completed', 'failed', 'refunded'] } }).lean<PaymentDocument[]>();
  }

  async create(payment: PaymentDocument): Promise<void> {
    await this.outbox.create(this.payments, payment, []);
  }

  /** One version-checked change of a payment with its events (a concurrent change → retried by the caller). */
  async update(
    id: string,
    version: number,
    changes: { $set: Record<string, unknown> },
    events: EventDraft[],
  ): Promise<void> {
    await this.outbox.update(this.payments, id, version, changes, events);
  }

  /** Drops an order nobody was answered (still pending). */
  async deletePendingOrder(id: string): Promise<void> {
    await this.payments.deleteOne({ _id: id, status: 'pending' });
  }

  /** Who holds a claim, or null when nobody does. */
  async claimHolder(id: string): Promise<string | null> {
    const claim = await this.claims.findById(id).lean<ClaimDocument>();
    return claim ? claim.holder : null;
  }

  async isClaimed(id: string): Promise<boolean> {
    return Boolean(await this.claims.exists({ _id: id }));
  }

  /** Inserts the claim (first wins) and answers who holds it. */
  async claim(id: string, holder: string): Promise<string> {
    try {
      await this.claims.create({ _id: id, holder, at: this.clock.now() });
      return holder;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      return (await this.claimHolder(id))!;
    }
  }

  /** Moves a claim from `from` to `to` unless someone else moved it first; answers who holds it. */
  async replaceClaim(id: string, from: string, to: string): Promise<string> {
    const moved = await this.claims.updateOne(
      { _id: id, holder: from },
      { $set: { holder: to, at: this.clock.now() } },
    );
    if (moved.matchedCount === 1) return to;
    return (await this.claimHolder(id)) ?? this.claim(id, to);
  }

  async releaseClaim(id: string, holder: string): Promise<void> {
    await this.claims.deleteOne({ _id: id, holder });
  }
}
