import { Global, Module } from '@nestjs/common';

/**
 * The payments service's notion of now, injected: receipts (`trio_` + the timestamp's last 8 digits) and the rent
 * ledger (due, overdue, days past due) are tested with a fixed one.
 */
export interface PaymentsClock {
  now(): Date;
}

export const PAYMENTS_CLOCK = Symbol('PAYMENTS_CLOCK');

/** A clock a test moves by hand. */
export class ManualClock implements PaymentsClock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(at: Date): void {
    this.current = at;
  }
}

@Global()
@Module({ providers: [{ provide: PAYMENTS_CLOCK, useValue: { now: () => new Date() } }], exports: [PAYMENTS_CLOCK] })
export class PaymentsClockModule {}
