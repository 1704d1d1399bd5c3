export { ConfigError, loadConfig, type ConfigProblem, type Env } from './load-config';
export {
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
  smtpConfigSchema,
  urlWithScheme,
  type BaseConfig,
  type LogLevel,
  type ServiceConfig,
} from './schemas';
export { APP_CONFIG, ConfigModule, InjectConfig, type ConfigModuleOptions, type ConfigOf } from './config.module';
