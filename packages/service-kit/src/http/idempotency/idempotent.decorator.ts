import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IDEMPOTENT_METADATA, type IdempotentOptions } from './idempotency.options';

/**
 * Makes a mutating route honour `Idempotency-Key` (needs `IdempotencyModule.forRoot()` in the app):
 *
 *   @Post() @Idempotent() create(@ZodBody(createOrderSchema) body: CreateOrder) { ... }
 */
export function Idempotent(options: IdempotentOptions = {}): ClassDecorator & MethodDecorator {
  return applyDecorators(SetMetadata(IDEMPOTENT_METADATA, options), UseInterceptors(IdempotencyInterceptor));
}
