import { type z } from 'zod';
import { eventTypePattern, parseEventType } from './envelope';
import { allFixtures, fixtureFor, fixtureUuid } from './fixtures';
import { propertyListed } from './events/properties';
import { userRegistered } from './events/users';
import {
  createEventParser,
  eventRegistry,
  formatEventIssues,
  isKnownEventType,
  parseEvent,
  registeredEventTypes,
  type ParseEventResult,
  type RegisteredEventType,
} from './registry';
import { allTopics, isServiceName, topicOwner } from './topics';

/** The data field that holds each aggregate's id; the envelope's aggregateId (the Kafka key) must equal it. */
const aggregateIdField: Record<string, string> = {
  'users.user': 'userId',
  'users.property-manager': 'managerId',
  'properties.listing-request': 'listingRequestId',
  'properties.property': 'propertyId',
  // The topic's one event is about one match of a saved search with a home: its aggregate is the match.
  'properties.saved-search': 'matchId',
  'properties.area-interest': 'interestId',
  'applications.application': 'applicationId',
  'applications.lease': 'leaseId',
  'applications.message': 'messageId',
  // A member's notice of unread messages: recorded per member, published under the conversation it is about.
  'applications.conversation': 'conversationId',
  'payments.payment': 'paymentId',
  'payments.rent': 'leaseId',
  // A lease's security deposit: one per lease, keyed by the lease.
  'payments.deposit': 'leaseId',
  'maintenance.request': 'requestId',
  'notifications.reminder': 'leaseId',
};

/** Field names that must never travel in an event. */
const forbiddenField = /password|hash|secret|token|otp|dateOfBirth|panAdhaar|aadhaar/i;

/**
 * The one declared exception: the password-reset link's token must reach the mailer, and an event is the only way
 * (why that is acceptable is said where the event is declared, packages/contracts/src/events/users.ts). Any other
 * secret in an event still fails.
 */
const declaredSecretFields: Readonly<Record<string, readonly string[]>> = {
  'users.user.password-reset-requested.v1': ['token'],
  // Pauses one saved search, nothing more (the alert's unsubscribe link).
  'properties.saved-search.matched.v1': ['unsubscribeToken'],
};

/** Every key path an object schema declares (through optional, nullable and arrays). */
function schemaPaths(schema: z.ZodType, prefix = ''): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) => {
        const path = prefix ? `${prefix}.${key}` : key;
        return [path, ...schemaPaths(child, path)];
      });
    case 'optional':
    case 'nullable':
      return schemaPaths(def.innerType as z.ZodType, prefix);
    case 'array':
      return schemaPaths(def.element as z.ZodType, `${prefix}[]`);
    default:
      return [];
  }
}

/** Every key path present in a value (array elements share one path). */
function valuePaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuePaths(item, `${prefix}[]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...valuePaths(child, path)];
  });
}

function expectInvalid(result: ParseEventResult, path: string): void {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.reason).toBe('invalid');
  expect(result.issues.map((issue) => issue.path)).toContain(path);
}

describe('eventRegistry', () => {
  it('registers the events of issues 4, 5, 12, 13, 14, 15, 28 and 30', () => {
    expect([...registeredEventTypes].sort()).toEqual([
      'applications.application.closed.v1',
      'applications.application.expired.v1',
      'applications.application.reviewed.v1',
      'applications.application.submitted.v1',
      'applications.application.withdrawn.v1',
      'applications.conversation.unread.v1',
      'applications.lease.created.v1',
      'applications.lease.ended.v1',
      'applications.lease.ending-soon.v1',
      'applications.lease.notice-given.v1',
      'applications.lease.renewal-declined.v1',
      'applications.lease.renewal-offered.v1',
      'applications.lease.renewed.v1',
      'applications.message.posted.v1',
      'maintenance.request.created.v1',
      'maintenance.request.note-added.v1',
      'maintenance.request.status-changed.v1',
      'notifications.reminder.sent.v1',
      'payments.deposit.deduction-answered.v1',
      'payments.deposit.inspected.v1',
      'payments.deposit.refunded.v1',
      'payments.deposit.settled.v1',
      'payments.payment.captured.v1',
      'payments.payment.failed.v1',
      'payments.payment.refunded.v1',
      'payments.rent.due.v1',
      'payments.rent.late-fee-waived.v1',
      'payments.rent.overdue.v1',
      'payments.rent.paid.v1',
      'properties.area-interest.served.v1',
      'properties.listing-request.approved.v1',
      'properties.listing-request.assigned.v1',
      'properties.listing-request.resubmitted.v1',
      'properties.listing-request.reviewed.v1',
      'properties.listing-request.submitted.v1',
      'properties.property.listed.v1',
      'properties.property.status-changed.v1',
      'properties.property.updated.v1',
      'properties.saved-search.matched.v1',
      'users.property-manager.registered.v1',
      'users.property-manager.updated.v1',
      'users.user.password-reset-requested.v1',
      'users.user.registered.v1',
      'users.user.updated.v1',
    ]);
  });

  describe.each([...registeredEventTypes])('%s', (type) => {
    const definition = eventRegistry[type];

    it('is keyed by its own type, which follows the naming pattern', () => {
      expect(definition.type).toBe(type);
      expect(type).toMatch(eventTypePattern);
      expect(isKnownEventType(type)).toBe(true);
    });

    it('is published on a listed topic owned by the service its type names', () => {
      const { service } = parseEventType(type);
      expect(allTopics).toContain(definition.topic);
      expect(isServiceName(service)).toBe(true);
      expect(topicOwner(definition.topic)).toBe(service);
    });

    it('has a fixture that parses with its own schema and with parseEvent', () => {
      const fixture = fixtureFor(type);
      expect(definition.envelope.parse(fixture)).toEqual(fixture);
      const result = parseEvent(fixture);
      expect(result).toEqual({ ok: true, event: fixture });
    });

    it('has a coherent fixture: source is the owner, aggregateId is the data id', () => {
      const fixture = fixtureFor(type);
      expect(fixture.source).toBe(topicOwner(definition.topic));
      const idField = aggregateIdField[definition.topic];
      expect(idField).toBeDefined();
      expect(fixture.aggregateId).toBe((fixture.data as Record<string, unknown>)[idField as string]);
    });

    it('has a fixture that fills every field the schema declares, optional ones included', () => {
      const declared = schemaPaths(definition.data).sort();
      const present = [...new Set(valuePaths(fixtureFor(type).data))].sort();
      expect(present).toEqual(declared);
    });

    it('carries no secrets or private personal data', () => {
      const offending = schemaPaths(definition.data).filter((path) => forbiddenField.test(path));
      expect(offending).toEqual(declaredSecretFields[type] ?? []);
    });

    it('refuses its fixture without data', () => {
      const { data: _data, ...withoutData } = fixtureFor(type);
      expectInvalid(parseEvent(withoutData), 'data');
    });
  });

  it('has no fixture for an unregistered type, and one fixture per registered type', () => {
    expect(
      allFixtures()
        .map((fixture) => fixture.type)
        .sort(),
    ).toEqual([...registeredEventTypes].sort());
    expect(() => fixtureFor('users.user.deleted.v1' as RegisteredEventType)).toThrow(/No fixture/);
  });

  it('hands out copies of fixtures', () => {
    const first = fixtureFor('properties.property.listed.v1');
    first.data.rentPaise = 1;
    first.data.imageIds.pop();
    const second = fixtureFor('properties.property.listed.v1');
    expect(second.data.rentPaise).toBe(3_450_000);
    expect(second.data.imageIds).toHaveLength(3);
  });
});

describe('parseEvent', () => {
  it('narrows the data by type', () => {
    const result = parseEvent(fixtureFor('properties.listing-request.reviewed.v1'));
    if (!result.ok) throw new Error(formatEventIssues(result.issues));
    const { event } = result;
    if (event.type !== 'properties.listing-request.reviewed.v1') throw new Error(`unexpected ${event.type}`);
    // Compiles only because the union is discriminated on `type`.
    expect(event.data.decision).toBe('needs_more_info');
  });

  it('says unknown-type for a well-formed envelope of an unregistered type', () => {
    const raw = { ...fixtureFor('users.user.registered.v1'), type: 'users.user.deleted.v1' };
    const result = parseEvent(raw);
    expect(result).toEqual({
      ok: false,
      reason: 'unknown-type',
      issues: [expect.objectContaining({ path: 'type', code: 'unknown_event_type' })],
    });
  });

  it('says unknown-type for a registered fact at a version nobody defined', () => {
    const raw = { ...fixtureFor('users.user.registered.v1'), type: 'users.user.registered.v2' };
    expect(parseEvent(raw)).toMatchObject({ ok: false, reason: 'unknown-type' });
  });

  it('checks the envelope before the type', () => {
    const raw = { ...fixtureFor('users.user.registered.v1'), type: 'Users.User.Registered', id: 'x' };
    const result = parseEvent(raw);
    expectInvalid(result, 'type');
    expectInvalid(result, 'id');
  });

  it.each([null, undefined, 'users.user.registered.v1', 42, []])('refuses %p as invalid', (raw) => {
    expect(parseEvent(raw)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses a missing data field, naming it', () => {
    const event = fixtureFor('users.user.registered.v1');
    const { email: _email, ...data } = event.data;
    expectInvalid(parseEvent({ ...event, data }), 'data.email');
  });

  it('refuses a field of the wrong type, naming it', () => {
    const event = fixtureFor('properties.property.listed.v1');
    expectInvalid(parseEvent({ ...event, data: { ...event.data, bedrooms: '2' } }), 'data.bedrooms');
    expectInvalid(parseEvent({ ...event, data: { ...event.data, featured: 'yes' } }), 'data.featured');
  });

  it('refuses a bad uuid in the envelope and a bad id in the data', () => {
    const event = fixtureFor('properties.listing-request.assigned.v1');
    expectInvalid(parseEvent({ ...event, id: '00000000-0000-0000-0000-00000000001' }), 'id');
    expectInvalid(parseEvent({ ...event, data: { ...event.data, managerId: 'manager-1' } }), 'data.managerId');
  });

  it('refuses negative and fractional paise', () => {
    const event = fixtureFor('properties.listing-request.submitted.v1');
    expectInvalid(parseEvent({ ...event, data: { ...event.data, rentPaise: -100 } }), 'data.rentPaise');
    expectInvalid(parseEvent({ ...event, data: { ...event.data, rentPaise: 34_500.5 } }), 'data.rentPaise');
  });

  it('refuses nested mistakes with their full path', () => {
    const event = fixtureFor('properties.property.listed.v1');
    const broken = {
      ...event,
      data: {
        ...event.data,
        address: { ...event.data.address, pinCode: '56003' },
        imageIds: [event.data.imageIds[0], 'not-an-id'],
        location: { lat: 120, lon: 77.6 },
      },
    };
    const result = parseEvent(broken);
    expectInvalid(result, 'data.address.pinCode');
    expectInvalid(result, 'data.imageIds.1');
    expectInvalid(result, 'data.location.lat');
    if (!result.ok) {
      expect(formatEventIssues(result.issues)).toContain('data.address.pinCode: Expected a six-digit PIN code');
    }
  });

  it('refuses a value outside an enum', () => {
    const event = fixtureFor('properties.listing-request.reviewed.v1');
    expectInvalid(parseEvent({ ...event, data: { ...event.data, decision: 'maybe' } }), 'data.decision');
  });

  it('refuses the type of another event with this data', () => {
    const event = fixtureFor('properties.listing-request.assigned.v1');
    const result = parseEvent({ ...event, type: 'properties.listing-request.reviewed.v1' });
    expectInvalid(result, 'data.decision');
  });

  it('refuses a status change to the same status', () => {
    const event = fixtureFor('properties.property.status-changed.v1');
    expectInvalid(parseEvent({ ...event, data: { ...event.data, status: 'available' } }), 'data.status');
  });

  it('refuses an empty changedFields list and unknown field names in it', () => {
    const event = fixtureFor('users.user.updated.v1');
    expectInvalid(parseEvent({ ...event, data: { ...event.data, changedFields: [] } }), 'data.changedFields');
    expectInvalid(
      parseEvent({ ...event, data: { ...event.data, changedFields: ['passwordHash'] } }),
      'data.changedFields.0',
    );
  });

  it('drops unknown keys instead of refusing them (additive changes within a version)', () => {
    const event = fixtureFor('users.user.registered.v1');
    const result = parseEvent({ ...event, extra: 1, data: { ...event.data, passwordHash: '$argon2id$…' } });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.event).toEqual(event);
      expect(JSON.stringify(result.event)).not.toContain('argon2');
    }
  });

  it('accepts an event without the optional causationId', () => {
    const { causationId: _causationId, ...event } = fixtureFor('properties.listing-request.assigned.v1');
    expect(parseEvent(event).ok).toBe(true);
  });

  it('uses valid, deterministic uuids for fixtures', () => {
    expect(fixtureUuid(1)).toBe('00000000-0000-4000-8000-000000000001');
    expect(fixtureUuid(255)).toBe('00000000-0000-4000-8000-0000000000ff');
    const ids = allFixtures().map((fixture) => fixture.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('createEventParser', () => {
  const parseUsersOnly = createEventParser([userRegistered]);

  it('accepts the events it was built with and calls every other type unknown', () => {
    const registered = fixtureFor(userRegistered.type);
    expect(parseUsersOnly(registered)).toEqual({ ok: true, event: registered });
    const listed = fixtureFor(propertyListed.type);
    expect(parseUsersOnly(listed)).toMatchObject({ ok: false, reason: 'unknown-type', issues: [{ path: 'type' }] });
    expect(parseEvent(listed)).toMatchObject({ ok: true });
  });

  it('names the bad field of an invalid event', () => {
    const broken = {
      ...fixtureFor(userRegistered.type),
      data: { ...fixtureFor(userRegistered.type).data, email: 'nope' },
    };
    const result = parseUsersOnly(broken);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : formatEventIssues(result.issues)).toMatch(/^data\.email: /);
  });
});
