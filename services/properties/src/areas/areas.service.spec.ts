import type { EventDraft, OutboxWriter } from '@trio/service-kit/events';
import type { Model } from 'mongoose';
import type { PropertySearchDocument } from '../search/property-search.document';
import type { AreaInterestServedDocument } from './area-interest-served.schema';
import type { AreaInterestDocument } from './area-interest.schema';
import { areaKey, AreasService } from './areas.service';

type Doc = { _id: string } & Record<string, unknown>;
type Filter = Record<string, unknown>;

/** What the service's filters use of MongoDB: equality, `$in` and `$exists`. */
function matches(doc: Doc, filter: Filter): boolean {
  return Object.entries(filter).every(([field, condition]) => {
    const value = doc[field];
    if (condition && typeof condition === 'object' && !(condition instanceof Date)) {
      const { $in, $exists } = condition as { $in?: unknown[]; $exists?: boolean };
      if ($in) return $in.includes(value);
      if ($exists !== undefined) return (value !== undefined) === $exists;
    }
    return value === condition;
  });
}

/** A collection in memory, with the model methods AreasService calls. */
function fakeModel(docs: Doc[] = []) {
  const store = new Map(docs.map((doc) => [doc._id, { ...doc }]));
  const found = (result: unknown) => ({ lean: async () => structuredClone(result) });
  return {
    store,
    find: (filter: Filter) => found([...store.values()].filter((doc) => matches(doc, filter))),
    findById: (id: string) => found(store.get(id) ?? null),
    updateOne: async (
      filter: Filter,
      update: { $set?: Filter; $setOnInsert?: Filter },
      options?: { upsert?: boolean },
    ) => {
      const id = filter._id as string;
      const doc = store.get(id);
      if (doc) Object.assign(doc, update.$set);
      else if (options?.upsert) store.set(id, { _id: id, ...update.$setOnInsert, ...update.$set });
    },
  };
}

/** OutboxWriter.create as the service uses it: the insert refuses an id it holds (duplicate key). */
function fakeOutbox() {
  const published: Array<{ about?: { aggregateId: string; version: number }; drafts: EventDraft[] }> = [];
  return {
    published,
    create: async (
      model: ReturnType<typeof fakeModel>,
      doc: Doc,
      drafts: EventDraft[],
      options: { about?: { aggregateId: string; version: number } } = {},
    ) => {
      if (model.store.has(doc._id)) throw Object.assign(new Error('E11000 duplicate key'), { code: 11000 });
      model.store.set(doc._id, { ...doc, outbox: [], outboxPending: 0, version: drafts.length });
      published.push({ about: options.about, drafts });
      return drafts.length;
    },
  };
}

const interest = (id: string, area: string, fields: Partial<AreaInterestDocument> = {}): Doc => ({
  _id: id,
  area,
  areaKey: areaKey(area),
  kind: 'notify',
  email: `${id}@example.in`,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  ...fields,
});

const puneHome = {
  propertyId: '6d00000000000000000000c1',
  landlordId: '6d00000000000000000000b1',
  name: '2 BHK apartment in Baner',
  address: { line1: '7, Baner Road', locality: 'Baner', city: 'Pune', state: 'Maharashtra', pinCode: '411045' },
  location: { lat: 18.559, lon: 73.7868 },
  rentPaise: 2_800_000,
  status: 'available',
  imageIds: ['6d00000000000000000000e1'],
  cityAliases: ['Pune', 'Poona'],
} as PropertySearchDocument;

function serviceWith(interests: Doc[], served: Doc[] = []) {
  const interestModel = fakeModel(interests);
  const servedModel = fakeModel(served);
  const outbox = fakeOutbox();
  const service = new AreasService(
    interestModel as unknown as Model<AreaInterestDocument>,
    servedModel as unknown as Model<AreaInterestServedDocument>,
    outbox as unknown as OutboxWriter,
  );
  return { service, interests: interestModel.store, served: servedModel.store, outbox };
}

describe('AreasService', () => {
  it('keeps the place an area names, as the search resolves its text', async () => {
    const { service, interests } = serviceWith([]);
    await service.record('पुणे', 'notify', 'Asha@Example.in');
    await service.record(' Navi  Mumbai ', 'suggest');
    await service.record('Atlantis', 'notify', 'asha@example.in');
    await service.record('Ziro', 'notify', 'meera@example.in', 'hi');
    const byArea = new Map([...interests.values()].map((doc) => [doc.area, doc]));
    expect(byArea.get('पुणे')).toMatchObject({ placeId: 'city:pune', email: 'asha@example.in', kind: 'notify' });
    expect(byArea.get('Navi  Mumbai')).toMatchObject({ placeId: 'city:navi-mumbai', areaKey: 'navi mumbai' });
    expect(byArea.get('Atlantis')).toMatchObject({ placeId: null });
    // The language the page was shown in, for the e-mail; the latest ask's.
    expect(byArea.get('Ziro')).toMatchObject({ email: 'meera@example.in', language: 'hi' });
    await service.record('Ziro', 'notify', 'Meera@example.in', 'en');
    expect([...interests.values()].filter((doc) => doc.area === 'Ziro')).toEqual([
      expect.objectContaining({ language: 'en' }),
    ]);
  });

  it('serves each waiting "Get Notified" interest with an e-mail in a place holding the home, once', async () => {
    const { service, interests, outbox } = serviceWith([
      interest('city', 'पुणे', { placeId: 'city:pune', language: 'hi' }),
      interest('region', 'Pune Metropolitan Region', { placeId: 'region:pune-metropolitan-region' }),
      interest('locality', 'Baner', { placeId: 'locality:pune:baner' }),
      interest('elsewhere', 'Koramangala', { placeId: 'locality:bengaluru:koramangala' }),
      interest('suggest', 'Pune', { placeId: 'city:pune', kind: 'suggest' }),
      interest('no-email', 'Pune', { placeId: 'city:pune', email: undefined }),
      interest('served', 'Pune', { placeId: 'city:pune', servedAt: new Date(), servedPropertyId: 'x'.repeat(24) }),
      interest('country', 'India', { placeId: 'country:india' }),
      // Recorded before places were kept: resolved now, as the search reads "Poona" (Pune) and "pune " alike.
      interest('older', 'Poona'),
      interest('older-elsewhere', 'Bombay'),
    ]);

    expect(await service.serveListedHome(puneHome)).toBe(4);
    const served = outbox.published.map((p) => p.about?.aggregateId).sort();
    expect(served).toEqual(['city', 'locality', 'older', 'region']);
    const event = outbox.published.find((p) => p.about?.aggregateId === 'city')!;
    expect(event.about).toEqual({ aggregateId: 'city', version: 1 });
    expect(event.drafts[0]!.definition.type).toBe('properties.area-interest.served.v1');
    expect(event.drafts[0]!.data).toEqual({
      interestId: 'city',
      email: 'city@example.in',
      area: 'पुणे',
      language: 'hi',
      property: {
        propertyId: puneHome.propertyId,
        name: '2 BHK apartment in Baner',
        rentPaise: 2_800_000,
        address: { line1: '7, Baner Road', locality: 'Baner', city: 'Pune' },
        imageId: '6d00000000000000000000e1',
      },
      servedAt: expect.any(String),
    });
    expect(interests.get('city')).toMatchObject({ servedPropertyId: puneHome.propertyId, servedAt: expect.any(Date) });
    expect(interests.get('older')).toMatchObject({ placeId: 'city:pune', servedPropertyId: puneHome.propertyId });
    for (const id of ['elsewhere', 'suggest', 'no-email', 'country', 'older-elsewhere']) {
      expect(interests.get(id)!.servedAt).toBeUndefined();
    }

    // Redelivered, or another home listed there: nothing waits any more.
    expect(await service.serveListedHome(puneHome)).toBe(0);
    expect(await service.serveListedHome({ ...puneHome, propertyId: '6d00000000000000000000c2' })).toBe(0);
    expect(outbox.published).toHaveLength(4);
  });

  it('marks an interest served before a crash as it was served, publishing nothing again', async () => {
    const servedAt = new Date('2026-11-20T10:00:00Z');
    const { service, interests, outbox } = serviceWith(
      [interest('city', 'Pune', { placeId: 'city:pune' })],
      [{ _id: 'city', propertyId: '6d00000000000000000000c0', servedAt }],
    );
    expect(await service.serveListedHome(puneHome)).toBe(0);
    expect(outbox.published).toEqual([]);
    expect(interests.get('city')).toMatchObject({ servedAt, servedPropertyId: '6d00000000000000000000c0' });
  });

  it('serves nobody with a home that is not available', async () => {
    const { service, outbox } = serviceWith([interest('city', 'Pune', { placeId: 'city:pune' })]);
    expect(await service.serveListedHome({ ...puneHome, status: 'occupied' })).toBe(0);
    expect(outbox.published).toEqual([]);
  });
});
