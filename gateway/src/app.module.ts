import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, type Env } from '@trio/service-kit/config';
import { LoggingModule, type LogLevelName } from '@trio/service-kit/logging';
import { RedisModule } from '@trio/service-kit/redis';
import { type DestinationStream } from 'pino';
import { AuthModule } from './auth/auth.module';
import { ClientLogsModule } from './client-logs/client-logs.module';
import { ClientsModule } from './clients/clients.module';
import { gatewayConfigSchema } from './config';
import { ForwardingModule } from './forwarding/forwarding.module';
import { GatewayHealthModule } from './health/health.module';
import { LandlordModule } from './landlord/landlord.module';
import { GatewayMetricsModule } from './metrics/metrics.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';

export interface GatewayModuleOptions {
  /** Where log lines go (tests: `createLogCapture().destination`); stdout by default. */
  logDestination?: DestinationStream;
  /** Overrides LOG_LEVEL. */
  logLevel?: LogLevelName;
}

@Module({})
export class GatewayAppModule {
  /** The whole gateway. `env` defaults to `process.env`; tests pass a literal environment. */
  static forRoot(env?: Env, options: GatewayModuleOptions = {}): DynamicModule {
    return {
      module: GatewayAppModule,
      imports: [
        ConfigModule.forRoot(gatewayConfigSchema, { env }),
        LoggingModule.forRoot({ destination: options.logDestination, level: options.logLevel }),
        GatewayMetricsModule,
        // Rate-limit and failed-login counters. A command gives up quickly when Redis is away, so a request is not
        // held up by it (see WindowCounter).
        RedisModule.forRoot({ connection: { maxRetriesPerRequest: 1, commandTimeout: 2_000 } }),
        ClientsModule,
        RateLimitModule,
        AuthModule,
        GatewayHealthModule,
        ForwardingModule,
        LandlordModule,
        ClientLogsModule,
      ],
    };
  }
}
