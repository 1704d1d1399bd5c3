import { Inject, Injectable, type OnApplicationShutdown, Optional } from '@nestjs/common';
import { type Logger } from 'pino';
import { LOGGER } from '../logging/tokens';
import { OutboxRelay } from '../events/outbox.relay';
import { HealthCheckError, type HealthIndicator, withTimeout } from './health-indicator';
import { outboxIndicator } from './indicators';

export const HEALTH_OPTIONS = Symbol.for('trio.service-kit.health-options');

export interface HealthModuleOptions {
  indicators: HealthIndicator[];
  /** Per-check timeout; default 1500 ms, so a probe answers within a couple of seconds. */
  timeoutMs?: number;
}

export interface CheckResult {
  status: 'up' | 'down';
  durationMs: number;
  /** Why it is down, in words safe to show (the full error is logged). */
  reason?: string;
  details?: Record<string, unknown>;
}

export interface ReadinessReport {
  status: 'up' | 'down';
  checks: Record<string, CheckResult>;
}

/**
 * Readiness from the app's indicators. An app that publishes events (the events module's relay is there) also
 * reports its outbox backlog as `outbox`, without having to list it.
 */
@Injectable()
export class HealthService implements OnApplicationShutdown {
  private readonly indicators: HealthIndicator[];

  constructor(
    @Inject(HEALTH_OPTIONS) private readonly options: HealthModuleOptions,
    @Optional() @Inject(LOGGER) private readonly logger?: Logger,
    @Optional() @Inject(OutboxRelay) relay?: OutboxRelay,
  ) {
    const listsOutbox = options.indicators.some((i) => i.name === 'outbox');
    this.indicators = relay && !listsOutbox ? [...options.indicators, outboxIndicator(relay)] : options.indicators;
    const names = this.indicators.map((i) => i.name);
    const duplicate = names.find((name, index) => names.indexOf(name) !== index);
    if (duplicate) throw new Error(`two health indicators are named "${duplicate}"`);
  }

  /** Runs every indicator in parallel, each bounded by its timeout. */
  async readiness(): Promise<ReadinessReport> {
    const results = await Promise.all(
      this.indicators.map(async (indicator): Promise<[string, CheckResult]> => {
        const started = performance.now();
        const timeoutMs = indicator.timeoutMs ?? this.options.timeoutMs ?? 1_500;
        try {
          const details = await withTimeout(indicator.check(), timeoutMs);
          const result: CheckResult = { status: 'up', durationMs: Math.round(performance.now() - started) };
          if (details) result.details = details;
          return [indicator.name, result];
        } catch (err) {
          this.logger?.warn({ err, indicator: indicator.name }, 'health check failed');
          const reason = err instanceof HealthCheckError ? err.message : 'check failed';
          return [indicator.name, { status: 'down', durationMs: Math.round(performance.now() - started), reason }];
        }
      }),
    );
    const checks = Object.fromEntries(results);
    return { status: results.every(([, r]) => r.status === 'up') ? 'up' : 'down', checks };
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.indicators.map((i) => i.close?.().catch(() => undefined)));
  }
}
