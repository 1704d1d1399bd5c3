export { createLogger, REDACTED_PATHS, type Logger, type LoggerOptions, type LogLevelName } from './logger';
export { NestPinoLogger } from './nest-logger';
export { LoggingModule, type LoggingModuleOptions } from './logging.module';
export { LOGGER, InjectLogger } from './tokens';
export { installHttpCorrelation, requestContext, resolveCorrelationId } from './http-correlation';
