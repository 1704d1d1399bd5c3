export { ProblemException, type ProblemExceptionOptions } from './problem.exception';
export { toProblemResponse, type ProblemContext, type ProblemResponse } from './problem-mapping';
export { ProblemFilter } from './problem.filter';
export { ZodBody, ZodParam, ZodQuery, ZodValidationPipe, type RequestPart } from './zod-validation.pipe';
export { configureApp, createApp, createFastifyAdapter, metricsOf, type AppOptions } from './configure-app';
export { Idempotent } from './idempotency/idempotent.decorator';
export { IdempotencyInterceptor, canonicalJson, requestFingerprint } from './idempotency/idempotency.interceptor';
export { IdempotencyModule } from './idempotency/idempotency.module';
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  type IdempotencyModuleOptions,
  type IdempotentOptions,
} from './idempotency/idempotency.options';
export { RedisIdempotencyStore, type IdempotencyRecord, type StoredResponse } from './idempotency/idempotency.store';
export {
  IDENTITY_HEADER,
  IdentityError,
  isCaller,
  signIdentity,
  verifyIdentity,
  type GatewayIdentity,
  type IdentityErrorReason,
} from './identity/identity-token';
export {
  CurrentIdentity,
  GatewayIdentityGuard,
  IDENTITY_SECRET,
  PUBLIC_INTERNAL,
  PublicInternal,
  identityOf,
} from './identity/identity.guard';
export { IdentityModule, type IdentityModuleOptions } from './identity/identity.module';
export { installRawJsonBodies, rawBodyOf } from './raw-body';
export { notModified } from './conditional';
export { clientGoneSignal, installClientGoneSignals } from './client-gone';
export { installOverloadGuard, retryAfterSeconds, type OverloadGuardOptions } from './overload/overload-guard';
export {
  OverloadedError,
  RequestAbandonedError,
  RequestLimiter,
  scheduleTimeout,
  type OverloadReason,
  type Permit,
  type RequestLimiterOptions,
  type RequestLimits,
  type Schedule,
} from './overload/request-limiter';
export { cookieFrom } from './cookies';
export {
  EVENT_STREAM_HEADERS,
  EVENT_STREAM_MEDIA_TYPE,
  EventStreamRoute,
  installEventStreams,
  isEventStreamRoute,
  openEventStream,
  serverSentComment,
  serverSentEvent,
  servesEventStream,
  type EventStream,
  type ServerSentEvent,
} from './event-stream';
