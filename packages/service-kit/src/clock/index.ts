import { Global, Module } from '@nestjs/common';

/**
 * What time it is, injected: every rule that depends on the date (expiry windows, rent due and overdue, receipt
 * numbers, the reminder schedule, maintenance due times) reads `now()` from here, so a test sets the date instead of
 * waiting for it.
 */
export interface Clock {
  now(): Date;
}

/** The injection token of the app's clock: `@Inject(CLOCK) private readonly clock: Clock`. */
export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };

/** A clock that says what it is told and moves when told: for tests and for ops commands run "as of" a date. */
export class ManualClock implements Clock {
  constructor(private current: Date) {}

  now(): Date {
    return new Date(this.current.getTime());
  }

  set(at: Date): void {
    this.current = at;
  }
}

/** The system clock for the whole app (tests override the CLOCK provider with a ManualClock). */
@Global()
@Module({ providers: [{ provide: CLOCK, useValue: systemClock }], exports: [CLOCK] })
export class ClockModule {}
