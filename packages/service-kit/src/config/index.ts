export { ConfigError, loadConfig, type ConfigProblem, type Env } from './load-config';
export {
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  LOG_LEVELS,
  baseConfigSchema,
  commaList,
  internalIdentityConfigSchema,
  mailInboxConfigSchema,
  mongoDatabaseName,
  opensearchConfigSchema,
  overloadConfigSchema,
  portSchema,
  positiveInt,
  s3ConfigSchema,
  serviceConfigSchema,
  shutdownConfigSchema,
  smtpConfigSchema,
  urlWithScheme,
  type BaseConfig,
  type LogLevel,
  type ServiceConfig,
} from './schemas';
export { APP_CONFIG, ConfigModule, InjectConfig, type ConfigModuleOptions, type ConfigOf } from './config.module';
