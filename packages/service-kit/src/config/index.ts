export { ConfigError, loadConfig, type ConfigProblem, type Env } from './load-config';
export {
  LOG_LEVELS,
  baseConfigSchema,
  commaList,
  internalIdentityConfigSchema,
  mailInboxConfigSchema,
  opensearchConfigSchema,
  portSchema,
  s3ConfigSchema,
  smtpConfigSchema,
  urlWithScheme,
  type BaseConfig,
  type LogLevel,
} from './schemas';
export { APP_CONFIG, ConfigModule, InjectConfig, type ConfigModuleOptions, type ConfigOf } from './config.module';
