import { Global, Module } from '@nestjs/common';

/**
 * The maintenance service's notion of now, injected: submission times, due times and the overdue flag are tested
 * with a clock a test sets (a request "submitted" days ago is overdue without waiting days).
 */
export interface MaintenanceClock {
  now(): Date;
}

export const MAINTENANCE_CLOCK = Symbol('MAINTENANCE_CLOCK');

/** A clock a test moves by hand. */
export class ManualClock implements MaintenanceClock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(at: Date): void {
    this.current = at;
  }
}

@Global()
@Module({
  providers: [{ provide: MAINTENANCE_CLOCK, useValue: { now: () => new Date() } }],
  exports: [MAINTENANCE_CLOCK],
})
export class MaintenanceClockModule {}
