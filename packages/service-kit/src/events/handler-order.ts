import type { INestApplicationContext, Type } from '@nestjs/common';
import { PARAMTYPES_METADATA, SELF_DECLARED_DEPS_METADATA } from '@nestjs/common/constants';
import { PATTERN_EXTRAS_METADATA, PATTERN_HANDLER_METADATA, PATTERN_METADATA } from '@nestjs/microservices/constants';
import { PatternHandler } from '@nestjs/microservices/enums/pattern-handler.enum';

/** What `@EventPattern(type, extras)` may say about its place among a service's handlers of the same event. */
export interface HandlerExtras {
  /** Set by `defineCopy`: the copy's handler, which runs before the reactions to the same event. */
  copy?: boolean;
}

/**
 * The order a service's handlers of one event run in, one after another: the copy first (`defineCopy`'s handler),
 * then the reactions in the order the service declares its handlers (`defineService`'s features, each feature's
 * `handlers` in order). The consumer and the catch-up both run them in this order; a failure stops the run and the
 * whole run is retried (one retry unit).
 */
export function inHandlingOrder<H extends { extras?: HandlerExtras }>(handlers: readonly H[]): H[] {
  return [...handlers.filter((h) => h.extras?.copy), ...handlers.filter((h) => !h.extras?.copy)];
}

/** One handler method of one event type, called with the event. */
export interface EventHandlerCall {
  extras?: HandlerExtras;
  call: (event: unknown) => Promise<unknown>;
}

/**
 * A handler made with its constructor's dependencies from anywhere in the app (a handler is a controller of the
 * running app, which an ops command's app does not declare).
 */
function made(app: INestApplicationContext, handlerClass: Type): unknown {
  const tokens = [...((Reflect.getMetadata(PARAMTYPES_METADATA, handlerClass) ?? []) as unknown[])];
  const declared = (Reflect.getMetadata(SELF_DECLARED_DEPS_METADATA, handlerClass) ?? []) as Array<{
    index: number;
    param: unknown;
  }>;
  for (const { index, param } of declared) tokens[index] = param;
  return new handlerClass(...tokens.map((token) => app.get(token as string, { strict: false })));
}

/**
 * A service's event handlers by event type, in handling order, taken from the classes' `@EventPattern` methods and
 * made with the app's providers (an ops command's app has them though it does not run the consumer): what the catch-up
 * replays topics through, so it routes every event as the running service does.
 */
export function eventHandlersOf(
  app: INestApplicationContext,
  classes: readonly Type[],
): Map<string, EventHandlerCall[]> {
  const byType = new Map<string, EventHandlerCall[]>();
  for (const handlerClass of classes) {
    const instance = made(app, handlerClass) as Record<string, (event: unknown) => unknown>;
    for (const key of Object.getOwnPropertyNames(handlerClass.prototype)) {
      const method = (handlerClass.prototype as Record<string, unknown>)[key];
      if (typeof method !== 'function' || key === 'constructor') continue;
      if (Reflect.getMetadata(PATTERN_HANDLER_METADATA, method) !== PatternHandler.EVENT) continue;
      const types = (Reflect.getMetadata(PATTERN_METADATA, method) ?? []) as string[];
      const extras = Reflect.getMetadata(PATTERN_EXTRAS_METADATA, method) as HandlerExtras | undefined;
      for (const type of types) {
        const calls = byType.get(type) ?? [];
        calls.push({ extras, call: async (event) => instance[key]!(event) });
        byType.set(type, calls);
      }
    }
  }
  for (const [type, calls] of byType) byType.set(type, inHandlingOrder(calls));
  return byType;
}
