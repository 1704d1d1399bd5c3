import { Inject } from '@nestjs/common';

/** Injection token of the app's pino logger. */
export const LOGGER = Symbol.for('trio.service-kit.logger');

/** `constructor(@InjectLogger() private readonly logger: Logger)`; use `logger.child({ context: 'X' })`. */
export function InjectLogger(): ParameterDecorator & PropertyDecorator {
  return Inject(LOGGER);
}
