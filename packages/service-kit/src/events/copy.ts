import { Controller, Inject, type INestApplicationContext, type Type } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { getModelToken, type ModelDefinition } from '@nestjs/mongoose';
import type { EventData, EventDefinition, EventEnvelope } from '@trio/contracts/envelope';
import { Schema, type IndexDefinition, type Model, type SchemaDefinition } from 'mongoose';
import type { HandlerExtras } from './handler-order';
import { applyIfNewer, patchIfNewer, type ProjectionOutcome } from './projection';

/** Which record an event is about, and the fields it gives the copy of it. */
export interface CopyChange {
  id: string;
  fields: Record<string, unknown>;
}

/** How events of some types change a copy. */
export interface CopyRule {
  types: readonly string[];
  /** `upsert`: the event carries the whole record; `patch`: some fields, on top of a record the copy holds. */
  mode: 'upsert' | 'patch';
  change: (data: never, event: EventEnvelope) => CopyChange;
}

/** Events that carry the whole record: the copy takes it whether it held the record or not (newest version wins). */
export function upsertFrom<E extends EventDefinition>(
  events: readonly E[],
  change: (data: EventData<E>, event: EventEnvelope) => CopyChange,
): CopyRule {
  return { types: events.map((e) => e.type), mode: 'upsert', change };
}

/**
 * Events that carry some fields only (a status change): applied on top of the record the copy holds, if newer; an
 * event about a record the copy does not hold yet fails, and the consumer retries it until the record has arrived.
 */
export function patchFrom<E extends EventDefinition>(
  events: readonly E[],
  change: (data: EventData<E>, event: EventEnvelope) => CopyChange,
): CopyRule {
  return { types: events.map((e) => e.type), mode: 'patch', change };
}

export interface CopyDeclaration {
  /** The model's name (`LeaseCopy`): inject it with `@InjectModel(leaseCopy.name)`. */
  name: string;
  /** Its collection in the service's own database. */
  collection: string;
  /** The copied fields (a mongoose schema definition without `_id` and `version`, which every copy has). */
  fields: SchemaDefinition;
  /** Compound indexes; a single field's index is declared on the field (`{ type: String, index: true }`). */
  indexes?: IndexDefinition[];
  /** Keep empty objects (mongoose's `minimize: false`): a copy whose map of items starts empty. */
  keepEmptyObjects?: boolean;
  /** The events that change it, from the owner's topic. */
  from: readonly CopyRule[];
}

/** A copy of another service's record, kept from its events: its model and its event handler. */
export interface Copy<T = unknown> {
  name: string;
  schema: Schema<T>;
  /** For `MongooseModule.forFeature` (or a service's `models`). */
  model: ModelDefinition;
  /** The event handler (a controller) keeping the copy: the service's copies feature lists it among its handlers. */
  handler: Type;
  /** The event types it takes. */
  types: string[];
  /** Applies one event to the copy in `model` (what the handler does): newest aggregate version wins. */
  apply(model: Model<T>, event: EventEnvelope): Promise<ProjectionOutcome | 'ignored'>;
  /** Applies one event to the copy an app holds, as its handler does (tests that set a copy up). */
  applyIn(app: Pick<INestApplicationContext, 'get'>, event: EventEnvelope): Promise<ProjectionOutcome | 'ignored'>;
}

/**
 * Declares a copy of another service's record kept from that service's events: one document per record (`_id` the
 * record's id, `version` the aggregate version it was copied at), changed only by a newer event, so redelivered and
 * late events change nothing. The handler it gives is marked as the copy's, and runs before any reaction the service
 * has to the same event (see `inHandlingOrder`).
 *
 *   export const leaseCopy = defineCopy<LeaseCopy>({
 *     name: 'LeaseCopy',
 *     collection: 'leases',
 *     fields: { tenantId: { type: String, index: true }, status: String },
 *     from: [upsertFrom(leaseEvents, (lease) => ({ id: lease.leaseId, fields: { tenantId: …, status: … } }))],
 *   });
 */
export function defineCopy<T>(declaration: CopyDeclaration): Copy<T> {
  const schema = new Schema<T>(
    { _id: { type: String, required: true }, version: { type: Number, required: true }, ...declaration.fields },
    { versionKey: false, collection: declaration.collection, minimize: !declaration.keepEmptyObjects },
  );
  for (const index of declaration.indexes ?? []) schema.index(index);

  const rules = new Map<string, CopyRule>();
  for (const rule of declaration.from) {
    for (const type of rule.types) {
      if (rules.has(type)) throw new Error(`copy ${declaration.name}: ${type} is declared twice`);
      rules.set(type, rule);
    }
  }

  const apply = async (model: Model<T>, event: EventEnvelope) => {
    const rule = rules.get(event.type);
    if (!rule) return 'ignored' as const;
    const { id, fields } = rule.change(event.data as never, event);
    const write = rule.mode === 'upsert' ? applyIfNewer : patchIfNewer;
    return write(model, id, event.aggregateVersion, fields);
  };

  const handlerName = `${declaration.name}Handler`;
  const handler = {
    [handlerName]: class {
      constructor(readonly model: Model<T>) {}
    },
  }[handlerName]!;
  Inject(getModelToken(declaration.name))(handler, undefined, 0);
  Controller()(handler);
  const extras: HandlerExtras = { copy: true };
  for (const type of rules.keys()) {
    const descriptor: PropertyDescriptor = {
      value: async function (this: InstanceType<typeof handler>, event: EventEnvelope) {
        await apply(this.model, event);
      },
      writable: true,
      configurable: true,
    };
    EventPattern(type, extras)(handler.prototype, type, descriptor);
    Object.defineProperty(handler.prototype, type, descriptor);
  }

  return {
    name: declaration.name,
    schema,
    model: { name: declaration.name, schema },
    handler,
    types: [...rules.keys()],
    apply,
    applyIn: (app, event) =>
      apply(app.get<string, Model<T>>(getModelToken(declaration.name), { strict: false }), event),
  };
}
