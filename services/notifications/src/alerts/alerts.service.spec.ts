import { randomUUID } from 'node:crypto';
import type { SavedSearchMatched } from '@trio/contracts/events/properties';
import { fixtureFor } from '@trio/contracts/fixtures';
import { ManualClock } from '@trio/service-kit/clock';
import type { PersonCopy } from '../copies/person.copy';
import type { PropertyCopy } from '../copies/property.copy';
import type { EmailJob } from '../mail/mail.queue';
import { RecipientUnknownError } from '../messages/messages.service';
import { AlertsService } from './alerts.service';
import type { DigestLine } from './digest-line.schema';

/** An instant written in India time. */
const ist = (local: string) => new Date(`${local}+05:30`);

/** The digest lines' collection, as much of it as the service uses: `$setOnInsert` upserts, the sweep's query. */
class FakeLines {
  readonly docs = new Map<string, DigestLine>();

  updateOne(filter: { _id: string }, update: { $setOnInsert: Omit<DigestLine, '_id'> }) {
    if (!this.docs.has(filter._id)) this.docs.set(filter._id, { _id: filter._id, ...update.$setOnInsert });
    return Promise.resolve();
  }

  find(query: { status: string; digestAt: { $lte: Date } }) {
    const found = [...this.docs.values()]
      .filter((line) => line.status === query.status && line.digestAt.getTime() <= query.digestAt.$lte.getTime())
      .sort((a, b) => a.digestAt.getTime() - b.digestAt.getTime() || a.matchedAt.getTime() - b.matchedAt.getTime())
      .map((line) => ({ ...line }));
    return { sort: () => ({ lean: () => Promise.resolve(found) }) };
  }

  updateMany(filter: { _id: { $in: string[] }; status: string }, update: { $set: Partial<DigestLine> }) {
    for (const id of filter._id.$in) {
      const line = this.docs.get(id);
      if (line?.status === filter.status) this.docs.set(id, { ...line, ...update.$set });
    }
    return Promise.resolve();
  }
}

const ownerId = '65a1f0c2e4b0a1b2c3d4e5a9';
const rohan: PersonCopy = {
  _id: ownerId,
  version: 1,
  email: 'rohan@example.in',
  emailLower: 'rohan@example.in',
  firstName: 'Rohan',
  displayName: 'Rohan K',
};

function setUp(people: PersonCopy[] = [rohan]) {
  const lines = new FakeLines();
  const sent: EmailJob[] = [];
  const statuses = new Map<string, PropertyCopy['status']>();
  const clock = new ManualClock(ist('2026-03-10T06:30:00'));
  const warn = jest.fn();
  const service = new AlertsService(
    lines as never,
    {
      send: (emails: readonly EmailJob[]) => {
        sent.push(...emails);
        return Promise.resolve(emails.map(() => 'id'));
      },
    } as never,
    {
      person: (id: string) => Promise.resolve(people.find((person) => person._id === id) ?? null),
      propertiesByIds: (ids: readonly string[]) =>
        Promise.resolve(ids.filter((id) => statuses.has(id)).map((id) => ({ _id: id, status: statuses.get(id) }))),
    } as never,
    clock,
    { APP_URL: 'http://trio.test/' } as never,
    { child: () => ({ warn }) } as never,
  );
  return { service, lines, sent, statuses, clock, warn };
}

function matched(
  changes: Partial<SavedSearchMatched['data']> & { propertyId?: string; imageId?: string | null },
): SavedSearchMatched {
  const fixture = fixtureFor('properties.saved-search.matched.v1') as SavedSearchMatched;
  const { propertyId, imageId, ...data } = changes;
  return {
    ...fixture,
    id: randomUUID(),
    data: {
      ...fixture.data,
      ownerId,
      unsubscribeToken: 'v1.ab+c/d=',
      ...data,
      property: {
        ...fixture.data.property,
        ...(propertyId ? { propertyId, name: `Home ${propertyId.slice(-2)}` } : {}),
        ...(imageId !== undefined ? { imageId } : {}),
      },
    },
  };
}

const searchA = '65a1f0c2e4b0a1b2c3d4ff0a';
const searchB = '65a1f0c2e4b0a1b2c3d4ff0b';
const home = (n: number) => `65a1f0c2e4b0a1b2c3d4f0${String(n).padStart(2, '0')}`;

describe('AlertsService, instant', () => {
  it('mails the owner the home, keyed by the event, with the page to unsubscribe and the one-click route', async () => {
    const { service, sent, lines } = setUp();
    const event = matched({ frequency: 'instant', savedSearchId: searchA, imageId: '65a1f0c2e4b0a1b2c3d4e601' });
    await service.savedSearchMatched(event);
    expect(lines.docs.size).toBe(0);
    expect(sent).toEqual([
      expect.objectContaining({
        template: 'saved-search-alert',
        to: 'rohan@example.in',
        cause: event.id,
        causeType: 'properties.saved-search.matched.v1',
        unsubscribeUrl: `http://trio.test/trio/saved-searches/${searchA}/unsubscribe?token=v1.ab%2Bc%2Fd%3D`,
        props: {
          firstName: 'Rohan',
          searchName: event.data.name,
          home: {
            name: event.data.property.name,
            rentLabel: '₹35,000',
            address: `${event.data.property.address.line1}, ${event.data.property.address.locality}, ${event.data.property.address.city}`,
            imageUrl: 'http://trio.test/trio/properties/propertyImages/65a1f0c2e4b0a1b2c3d4e601?variant=medium',
            propertyUrl: `http://trio.test/properties/${event.data.property.propertyId}`,
          },
          manageUrl: 'http://trio.test/profile',
          unsubscribeUrl: `http://trio.test/saved-searches/${searchA}/unsubscribe?token=v1.ab%2Bc%2Fd%3D`,
        },
      }),
    ]);
  });

  it('shows no image for a home without a photo', async () => {
    const { service, sent } = setUp();
    await service.savedSearchMatched(matched({ frequency: 'instant', imageId: null }));
    expect(sent[0]?.props).toHaveProperty('home');
    expect((sent[0]?.props as { home: object }).home).not.toHaveProperty('imageUrl');
  });

  it('fails while the owner is unknown, so the consumer retries (then dead-letters)', async () => {
    const { service, sent } = setUp([]);
    await expect(service.savedSearchMatched(matched({ frequency: 'instant' }))).rejects.toBeInstanceOf(
      RecipientUnknownError,
    );
    expect(sent).toEqual([]);
  });
});

describe('AlertsService, daily digests', () => {
  it('keeps each (saved search, home) once, for the next 08:00 IST, and mails nothing at once', async () => {
    const { service, lines, sent } = setUp();
    const event = matched({
      frequency: 'daily',
      savedSearchId: searchA,
      propertyId: home(1),
      matchedAt: ist('2026-03-10T06:20:00').toISOString(),
    });
    await service.savedSearchMatched(event);
    await service.savedSearchMatched({ ...event, id: randomUUID() });
    expect(sent).toEqual([]);
    expect([...lines.docs.values()]).toEqual([
      expect.objectContaining({
        _id: `${searchA}:${home(1)}`,
        status: 'pending',
        digestAt: ist('2026-03-10T08:00:00'),
        digestDay: '2026-03-10',
      }),
    ]);
  });

  it('puts a match handled after its digest went into the next one, not into one already sent', async () => {
    const { service, lines, clock } = setUp();
    clock.set(ist('2026-03-10T08:10:00'));
    await service.savedSearchMatched(
      matched({ frequency: 'daily', propertyId: home(2), matchedAt: ist('2026-03-10T07:58:00').toISOString() }),
    );
    expect([...lines.docs.values()][0]?.digestAt).toEqual(ist('2026-03-11T08:00:00'));
  });

  it('mails one digest per saved search and day at 08:00 IST, without the homes let, and never twice', async () => {
    const { service, lines, sent, statuses, clock } = setUp();
    const daily = (savedSearchId: string, n: number, at: string, name = 'Daily') =>
      service.savedSearchMatched(
        matched({ frequency: 'daily', savedSearchId, name, propertyId: home(n), matchedAt: ist(at).toISOString() }),
      );
    await daily(searchA, 1, '2026-03-10T06:00:00', 'Old name');
    await daily(searchA, 2, '2026-03-10T06:10:00');
    await daily(searchA, 3, '2026-03-10T06:20:00');
    await daily(searchB, 4, '2026-03-10T06:25:00');
    statuses.set(home(1), 'available');
    statuses.set(home(2), 'occupied');
    statuses.set(home(4), 'occupied');
    // home(3) has no copy yet: the match says it was just listed.

    clock.set(ist('2026-03-10T07:59:59'));
    expect(await service.sendDueDigests()).toBe(0);
    expect(sent).toEqual([]);

    clock.set(ist('2026-03-10T08:00:00'));
    expect(await service.sendDueDigests()).toBe(1);
    expect(sent).toEqual([
      expect.objectContaining({
        template: 'saved-search-digest',
        to: 'rohan@example.in',
        cause: `saved-search-digest-${searchA}-2026-03-10`,
        unsubscribeUrl: `http://trio.test/trio/saved-searches/${searchA}/unsubscribe?token=v1.ab%2Bc%2Fd%3D`,
        props: expect.objectContaining({
          searchName: 'Daily',
          homeCount: 2,
          homes: [expect.objectContaining({ name: 'Home 01' }), expect.objectContaining({ name: 'Home 03' })],
        }) as unknown,
      }),
    ]);
    expect(Object.fromEntries([...lines.docs.values()].map((line) => [line._id.slice(-2), line.status]))).toEqual({
      '01': 'sent',
      '02': 'dropped',
      '03': 'sent',
      '04': 'dropped',
    });

    expect(await service.sendDueDigests()).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('leaves a digest whose owner is unknown pending for the next sweep', async () => {
    const { service, lines, sent, clock, warn } = setUp([]);
    await service.savedSearchMatched(
      matched({ frequency: 'daily', propertyId: home(5), matchedAt: ist('2026-03-10T06:00:00').toISOString() }),
    );
    clock.set(ist('2026-03-10T08:05:00'));
    expect(await service.sendDueDigests()).toBe(0);
    expect(sent).toEqual([]);
    expect([...lines.docs.values()][0]?.status).toBe('pending');
    expect(warn).toHaveBeenCalled();
  });
});

describe('AlertsService, area interest', () => {
  it('mails the person once per event, with the home and the search of the area as they typed it', async () => {
    const { service, sent } = setUp();
    const event = fixtureFor('properties.area-interest.served.v1');
    await service.areaInterestServed({ ...event, data: { ...event.data, area: 'HSR Layout' } } as never);
    expect(sent).toEqual([
      expect.objectContaining({
        template: 'area-interest-served',
        to: event.data.email,
        cause: event.id,
        props: expect.objectContaining({
          area: 'HSR Layout',
          searchUrl: 'http://trio.test/search?q=HSR%20Layout',
        }) as unknown,
      }),
    ]);
    expect(sent[0]).not.toHaveProperty('unsubscribeUrl');
  });
});
