export {
  GracefulShutdown,
  type GracefulShutdownOptions,
  type ShutdownLog,
  type ShutdownOutcome,
} from './graceful-shutdown';
export { settleWithin } from './settle-within';
