import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from a fast cached answer to a downstream call that times out. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A collector given up after this long, so a scrape never hangs on a server that does not answer. */
export const COLLECT_TIMEOUT_MS = 3_000;

export interface AppMetricsOptions {
  /** The `service` label on every series (SERVICE_NAME). */
  service: string;
  /** Process metrics (CPU, memory, event-loop lag, GC); default true. */
  processMetrics?: boolean;
}

export interface GaugeDefinition<L extends string> {
  name: string;
  help: string;
  labelNames: readonly L[];
  /**
   * Called on every scrape: returns the current value of every series. A collector that throws or takes longer than
   * {@link COLLECT_TIMEOUT_MS} leaves the gauge empty for that scrape (and `trio_metrics_collect_errors_total` counts
   * it), so a scrape still answers.
   */
  collect: () => Promise<Array<{ labels: Record<L, string | number>; value: number }>>;
}

/**
 * One app's metrics in Prometheus' text format, in a registry of its own (several apps share a process in the
 * end-to-end stack, so nothing goes in prom-client's global registry). Every app gets the HTTP series from the kit
 * (`installHttpMetrics`); the events transport, the outbox relay and the job queue add their gauges with
 * {@link gauge}, each computed when Prometheus scrapes.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly collectErrors: Counter<'metric'>;

  constructor(readonly options: AppMetricsOptions) {
    this.registry.setDefaultLabels({ service: options.service });
    if (options.processMetrics ?? true) collectDefaultMetrics({ register: this.registry });
    this.httpRequests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route (its pattern; "unmatched" for unknown paths) and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of the answer, by method, route and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    this.collectErrors = new Counter({
      name: 'trio_metrics_collect_errors_total',
      help: 'Scrapes in which a gauge could not be computed (its server did not answer in time), by gauge.',
      labelNames: ['metric'],
      registers: [this.registry],
    });
  }

  /** Records one answered request. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
  }

  /** A gauge whose series are computed on each scrape (see {@link GaugeDefinition}); replaces one of the same name. */
  gauge<L extends string>(definition: GaugeDefinition<L>): void {
    const errors = this.collectErrors;
    // A part set up again (a transport reconnected) takes over its gauge.
    this.registry.removeSingleMetric(definition.name);
    new Gauge<L>({
      name: definition.name,
      help: definition.help,
      labelNames: definition.labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          const values = await withTimeout(definition.collect(), COLLECT_TIMEOUT_MS, definition.name);
          for (const { labels, value } of values) this.set(labels as never, value);
        } catch {
          errors.inc({ metric: definition.name });
        }
      },
    });
  }

  /** The text a scrape gets. */
  async text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
