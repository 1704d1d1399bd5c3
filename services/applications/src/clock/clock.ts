import { Global, Module } from '@nestjs/common';

/** What time it is: injected, so rules that depend on the date (move-in window, expiry) are tested with a fixed one. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };

/** A clock that says what it is told: for tests and for the ops command that runs expiry "as of" a date. */
export function fixedClock(at: Date): Clock & { set(at: Date): void } {
  let current = at;
  return {
    now: () => new Date(current.getTime()),
    set: (next: Date) => {
      current = next;
    },
  };
}

/** The system clock for the whole app (tests build modules with `fixedClock` instead). */
@Global()
@Module({ providers: [{ provide: CLOCK, useValue: systemClock }], exports: [CLOCK] })
export class ClockModule {}
