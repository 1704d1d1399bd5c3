import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '@trio/service-kit/config';
import { type Logger, InjectLogger } from '@trio/service-kit/logging';
import { type AppMetrics, InjectMetrics, type MetricsServer, startMetricsServer } from '@trio/service-kit/metrics';
import { type GatewayConfig } from '../config';

/**
 * The gateway's `GET /metrics`, on a port of its own (METRICS_PORT, bound to METRICS_HOST): its main port is the
 * public one, and request counts, latencies and route names are not for the internet. Prometheus scrapes this
 * port on the private network (or loopback); the public port has no /metrics route at all (a 404 like any unknown
 * path). Not started when METRICS_PORT is unset.
 */
@Injectable()
export class GatewayMetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: MetricsServer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
    @InjectMetrics() private readonly metrics: AppMetrics,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** Where it answers (`http://127.0.0.1:<port>`), once started. */
  get url(): string | undefined {
    return this.server?.url;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.METRICS_PORT === undefined) return;
    this.server = await startMetricsServer(this.metrics, {
      host: this.config.METRICS_HOST,
      port: this.config.METRICS_PORT,
    });
    this.logger.info({ url: `${this.server.url}/metrics` }, 'metrics served');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }
}
