export { HealthCheckError, withTimeout, type HealthIndicator } from './health-indicator';
export {
  kafkaIndicator,
  mediaBucketIndicator,
  mongoIndicator,
  opensearchIndicator,
  outboxIndicator,
  redisIndicator,
  s3Indicator,
  type S3IndicatorConfig,
} from './indicators';
export { HealthController } from './health.controller';
export { HealthService, type CheckResult, type HealthModuleOptions, type ReadinessReport } from './health.service';
export { HealthModule, type HealthModuleAsyncOptions } from './health.module';
