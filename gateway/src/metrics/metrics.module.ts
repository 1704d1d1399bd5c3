import { Module } from '@nestjs/common';
import { MetricsModule } from '@trio/service-kit/metrics';
import { GatewayMetricsServer } from './metrics-server';

/** The kit's metrics (requests by route and status, latencies, process) served on the gateway's metrics port. */
@Module({
  imports: [MetricsModule.forRoot()],
  providers: [GatewayMetricsServer],
  exports: [GatewayMetricsServer],
})
export class GatewayMetricsModule {}
