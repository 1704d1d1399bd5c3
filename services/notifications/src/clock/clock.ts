import { Global, Module } from '@nestjs/common';

/**
 * What time it is, injected: the reminder schedule (which day it is in India, how many days rent is past due) and
 * the one-hour limit on manual reminders are tested with a clock the test moves.
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };

/** A clock that says what it is told (tests, the ops command that runs the reminders "as of" a date). */
export function fixedClock(at: Date): Clock & { set(at: Date): void } {
  let current = at;
  return {
    now: () => new Date(current.getTime()),
    set: (next: Date) => {
      current = next;
    },
  };
}

@Global()
@Module({ providers: [{ provide: CLOCK, useValue: systemClock }], exports: [CLOCK] })
export class ClockModule {}
