export { AppMetrics, COLLECT_TIMEOUT_MS, type AppMetricsOptions, type GaugeDefinition } from './app-metrics';
export { APP_METRICS, InjectMetrics, MetricsModule, type MetricsModuleOptions } from './metrics.module';
export {
  installHttpMetrics,
  installMetricsRoute,
  METRICS_PATH,
  startMetricsServer,
  type MetricsServer,
} from './http-metrics';
