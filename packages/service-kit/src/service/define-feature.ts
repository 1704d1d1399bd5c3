import type { DynamicModule, Provider, Type } from '@nestjs/common';

/** A module a service imports: a class or a configured (dynamic) module. */
export type ServiceImport = Type | DynamicModule;

const FEATURE = Symbol('trio.feature');

/**
 * One feature of a service, declared next to its Nest module: the module (its models and services), and what only
 * the running service has of it: its HTTP controllers, its event handlers and its job handlers. `C` is the service's
 * parsed configuration, for a module built from it.
 */
export interface FeatureDeclaration<C = unknown> {
  /** Its Nest module: imported by the service's core, so the ops commands and seeds have it too. */
  module?: ServiceImport;
  /** Its Nest module when it is built from the configuration (`SearchModule.forRoot({ node: … })`). */
  moduleFrom?: (config: C) => ServiceImport;
  /** Its HTTP controllers. */
  controllers?: Type[];
  /**
   * Its event handlers (`@EventPattern` classes), in the order they run among the service's handlers of one event:
   * after the copies' (`defineCopy`) and after those of the features listed before it in `defineService`.
   */
  handlers?: Type[];
  /** Its job handlers (`@JobHandler` providers), on queues the service lists in `defineService`'s `queues`. */
  jobs?: Type[];
  /** What only its controllers, handlers and jobs use (the running service has it, the ops commands do not). */
  app?: { imports?: ServiceImport[]; providers?: Provider[] };
}

/** A feature made by {@link defineFeature}; a service lists its features in `defineService({ features })`. */
export type Feature<C = unknown> = Readonly<FeatureDeclaration<C>> & { readonly [FEATURE]: true };

/**
 * Declares a feature of a service, exported from its module's file:
 *
 *   export const ledgerFeature = defineFeature({ module: LedgerModule, handlers: [OnLeaseCreatedHandler], jobs: [RentNoticesJob] });
 */
export function defineFeature<C = unknown>(declaration: FeatureDeclaration<C>): Feature<C> {
  return { ...declaration, [FEATURE]: true };
}

/** Whether an entry of `defineService`'s features is a feature (the others are plain modules, e.g. the clock). */
export function isFeature<C>(entry: Feature<C> | ServiceImport): entry is Feature<C> {
  return FEATURE in entry;
}
