import { Readable } from 'node:stream';
import type { INestApplicationContext } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import type { EventEnvelope } from '@trio/contracts/envelope';
import { userRegistered, propertyManagerRegistered } from '@trio/contracts/events/users';
import { OutboxRelay } from '@trio/service-kit/events';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import type { Model } from 'mongoose';
import { allCities, localitiesOf } from '../geo/gazetteer';
import {
  LISTING_REQUEST_MODEL,
  LISTING_REQUEST_STATUSES,
  type ListingRequestDocument,
} from '../listing-requests/listing-request.schema';
import { approvalOf, ListingRequestsService } from '../listing-requests/listing-requests.service';
import { managerCopy } from '../copies/manager.copy';
import { MediaService } from '../media/media.service';
import { personCopy } from '../copies/person.copy';
import { PropertiesService, snapshotOf } from '../properties/properties.service';
import { PROPERTY_MODEL, type PropertyDocument } from '../properties/property.schema';
import { PlaceSuggestionsIndex } from '../search/place-suggestions-index';
import { PlacesIndex } from '../search/places-index';
import { PropertiesIndex, type ReindexEntry, type ReindexResult } from '../search/properties-index';
import { MAX_PAGE_SIZE } from '../search/property-queries';
import type { PropertySearchDocument } from '../search/property-search.document';
import { type SearchCriteria, searchParamsOf } from '../search/search-criteria';
import { searchDocumentOf } from '../search/search-document-of';
import { SavedSearchesService } from '../saved-searches/saved-searches.service';
import { demoProperty, demoPropertyId, POOL_CATEGORIES, type ImagePool, type PoolCategory } from './demo-catalogue';
import { renderImage } from './demo-images';
import { demoRequestInput, REQUEST_PLAN, REVIEW_NOTES, type RequestOutcome } from './demo-listing-requests';
import { placesOf } from './demo-places';
import { DEMO_SAVED_SEARCHES } from './demo-saved-searches';
import type { PeopleFile } from './people-file';

export interface SeedOptions {
  /** How many catalogue properties there should be (indices 0…n-1). */
  properties: number;
  people: PeopleFile;
  /** Pool images per category (at most 30: one owner per category). */
  imageVariations?: number;
  /**
   * Properties up to this index are written one by one with their listed event; the rest in bulk, without their
   * events unless `withEvents`.
   */
  eventedLimit?: number;
  /**
   * The bulk part too is written with its properties.property.listed.v1 events (bulk writes with their outbox
   * entries, published by the relay), so every other service learns of every property: the benchmark data sets.
   */
  withEvents?: boolean;
  /** Writes in flight at once on the evented path. */
  concurrency?: number;
  print?: (line: string) => void;
}

export interface SeedSummary {
  properties: { total: number; createdWithEvents: number; createdInBulk: number; existed: number };
  images: { uploaded: number; existed: number };
  places: number;
  listingRequests: Record<string, number>;
  reindex: ReindexResult | null;
  /** The demo renter's saved searches created now, and the catalogue homes recorded now as their past matches. */
  savedSearches: { created: number; pastMatches: number };
  /** Homes found `occupied` with no lease behind them (an older catalogue's) and made available. */
  freedHomes: number;
  timings: Record<string, number>;
}

/** The image pool's owners: one per category (an owner holds at most 30 images). Fixed ids, found again next run. */
export const POOL_OWNER_IDS: Record<PoolCategory, string> = {
  'Living room': '5eed0000000000000000a001',
  Kitchen: '5eed0000000000000000a002',
  'Bed Room': '5eed0000000000000000a003',
  Bathroom: '5eed0000000000000000a004',
  'Front Door': '5eed0000000000000000a005',
  floorplan: '5eed0000000000000000a006',
};

export const SEED_UPLOADER = 'trio-demo-seed';
const DEFAULT_EVENTED_LIMIT = 2000;
const ID_BATCH = 500;
const BULK_BATCH = 1000;

/** Runs `work` over the items with at most `limit` at once. */
async function withConcurrency<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function modelOf<T>(app: INestApplicationContext, name: string): Model<T> {
  return app.get<Model<T>>(getModelToken(name), { strict: false });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The demo catalogue (see README "Demo data"): the users' projections, the image pool, `properties` catalogue
 * properties, listing requests in every status, points of interest, and the search index. Idempotent: whatever
 * exists is left as it is, so a second run adds nothing.
 */
export async function seedCatalogue(app: INestApplicationContext, options: SeedOptions): Promise<SeedSummary> {
  const print = options.print ?? (() => undefined);
  const timings: Record<string, number> = {};
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const began = Date.now();
    const result = await work();
    timings[step] = Date.now() - began;
    return result;
  };

  await timed('projections', () => seedProjections(app, options.people));
  print(
    `projections: ${options.people.managers.length} managers, ${options.people.landlords.length + options.people.renters.length} people (${seconds(timings.projections!)})`,
  );

  const pool = await timed('images', () => seedImagePool(app, options.imageVariations ?? 8));
  print(
    `images: ${pool.uploaded} generated and uploaded, ${pool.existed} already there (${POOL_CATEGORIES.length} categories, ${seconds(timings.images!)})`,
  );

  const propertiesModel = modelOf<PropertyDocument>(app, PROPERTY_MODEL);
  const before = await propertiesModel.countDocuments();
  const properties = await seedProperties(app, options, pool.pool, timings, print);
  // Older catalogues seeded about one home in ten `occupied` with nobody living there: those become available (the
  // demo's occupied homes are the ones its leases hold, issue 25, item 7).
  const freed = await app.get(PropertiesService).freeHomesWithoutLease(new Date());
  if (freed > 0) print(`homes occupied without a lease made available: ${freed}`);

  const listingRequests = await timed('listingRequests', () => seedListingRequests(app, options.people, pool.pool));
  print(
    `listing requests: ${Object.entries(listingRequests)
      .map(([status, n]) => `${status} ${n}`)
      .join(', ')} (${seconds(timings.listingRequests!)})`,
  );

  const places = await timed('places', async () => {
    const all = placesOf(allCities().flatMap((city) => localitiesOf(city)));
    await app.get(PlacesIndex).bulkIndex(all, { refresh: 'wait_for' });
    return all.length;
  });
  print(`places: ${places} points of interest indexed (${seconds(timings.places!)})`);

  const total = await propertiesModel.countDocuments();
  const index = app.get(PropertiesIndex);
  let reindex: ReindexResult | null = null;
  if (total !== before || freed > 0 || (await index.count()) !== total) {
    reindex = await timed('reindex', () => reindexFromDatabase(app));
    print(`search index: ${reindex.indexed} properties indexed into ${reindex.index} (${seconds(timings.reindex!)})`);
  } else {
    print(`search index: already holds all ${total} properties`);
  }

  const savedSearches = await timed('savedSearches', () => seedSavedSearches(app, options.people));
  print(
    `saved searches: ${savedSearches.created} created for the demo renter, ${savedSearches.pastMatches} past matches ` +
      `recorded (${seconds(timings.savedSearches!)})`,
  );
  return {
    properties: { ...properties, total },
    images: pool,
    places,
    listingRequests,
    reindex,
    savedSearches,
    freedHomes: freed,
    timings,
  };
}

/**
 * The managers and people this service learns from users events, written now so the data is whole at once: each as
 * the event that registered it, put through its copy.
 */
async function seedProjections(app: INestApplicationContext, people: PeopleFile): Promise<void> {
  const registered = (type: string, aggregateId: string, version: number, data: unknown) =>
    ({ type, aggregateId, aggregateVersion: version, data }) as EventEnvelope;
  for (const m of people.managers) {
    const record = {
      managerId: m._id,
      email: m.email,
      name: m.name,
      company: m.company,
      ...(m.phone ? { phone: m.phone } : {}),
    };
    await managerCopy.applyIn(app, registered(propertyManagerRegistered.type, m._id, m.version ?? 1, record));
  }
  for (const p of [...people.landlords, ...people.renters]) {
    await personCopy.applyIn(app, registered(userRegistered.type, p._id, p.version ?? 1, p));
  }
}

/** The generated images, `variations` per category, each stored once under its category's pool owner. */
async function seedImagePool(
  app: INestApplicationContext,
  variations: number,
): Promise<{ pool: ImagePool; uploaded: number; existed: number }> {
  const media = app.get(MediaService);
  const pool = {} as Record<PoolCategory, string[]>;
  let uploaded = 0;
  let existed = 0;
  for (const category of POOL_CATEGORIES) {
    const ownerId = POOL_OWNER_IDS[category];
    const ids = (await media.listFor('property', ownerId)).map((m) => m.id);
    existed += Math.min(ids.length, variations);
    for (let variation = ids.length; variation < Math.min(variations, 30); variation++) {
      const view = await media.upload({
        file: Readable.from([await renderImage(category, variation)]),
        declaredType: 'image/jpeg',
        declaredName: `${category}-${variation + 1}.jpg`,
        ownerKind: 'property',
        ownerId,
        category,
        uploadedBy: SEED_UPLOADER,
      });
      ids.push(view.id);
      uploaded++;
    }
    pool[category] = ids.slice(0, variations);
  }
  return { pool, uploaded, existed };
}

async function seedProperties(
  app: INestApplicationContext,
  options: SeedOptions,
  images: ImagePool,
  timings: Record<string, number>,
  print: (line: string) => void,
): Promise<{ createdWithEvents: number; createdInBulk: number; existed: number }> {
  const model = modelOf<PropertyDocument>(app, PROPERTY_MODEL);
  const service = app.get(PropertiesService);
  const parties = {
    landlordIds: options.people.landlords.map((l) => l._id),
    managerIds: options.people.managers.map((m) => m._id),
    images,
  };
  const evented = Math.min(options.properties, options.eventedLimit ?? DEFAULT_EVENTED_LIMIT);
  let createdWithEvents = 0;
  let createdInBulk = 0;
  let existed = 0;

  const missingIn = async (from: number, to: number): Promise<number[]> => {
    const indices = Array.from({ length: to - from }, (_, i) => from + i);
    const found = await model.find({ _id: { $in: indices.map(demoPropertyId) } }, { _id: 1 }).lean();
    const present = new Set(found.map((doc) => doc._id));
    existed += present.size;
    return indices.filter((i) => !present.has(demoPropertyId(i)));
  };

  let began = Date.now();
  for (let from = 0; from < evented; from += ID_BATCH) {
    const missing = await missingIn(from, Math.min(evented, from + ID_BATCH));
    await withConcurrency(missing, options.concurrency ?? 16, async (i) => {
      if (await service.createListed(demoProperty(i, parties))) createdWithEvents++;
      else existed++;
    });
  }
  timings.propertiesWithEvents = Date.now() - began;
  const rate = (n: number, ms: number) => (n > 0 && ms > 0 ? `, ${Math.round((n * 1000) / ms)}/s` : '');
  print(
    `properties 0–${evented - 1}: ${createdWithEvents} created with properties.property.listed.v1 events, ` +
      `${existed} existed (${seconds(timings.propertiesWithEvents)}${rate(createdWithEvents, timings.propertiesWithEvents)})`,
  );

  if (options.properties > evented) {
    began = Date.now();
    const existedBefore = existed;
    // No existence check first (FerretDB answers a large `$in` by scanning): insert unordered and count the
    // duplicates the unique _id refuses as properties that existed.
    for (let from = evented; from < options.properties; from += BULK_BATCH) {
      const to = Math.min(options.properties, from + BULK_BATCH);
      if (options.withEvents) {
        const written = await service.createManyListed(
          Array.from({ length: to - from }, (_, i) => demoProperty(from + i, parties)),
        );
        createdInBulk += written.created;
        existed += written.existed;
        await outboxBelow(model, BULK_BATCH * 5);
      } else {
        const docs = Array.from({ length: to - from }, (_, i) => ({ ...demoProperty(from + i, parties), version: 1 }));
        const inserted = await insertNew(model, docs);
        createdInBulk += inserted;
        existed += docs.length - inserted;
      }
      if ((to - evented) % 10_000 === 0) print(`  … ${to} properties (${seconds(Date.now() - began)})`);
    }
    timings.propertiesInBulk = Date.now() - began;
    const how = options.withEvents
      ? 'created in bulk with their properties.property.listed.v1 events'
      : 'created in bulk WITHOUT events (no properties.property.listed.v1: other services do not learn of them; ' +
        'the search index is loaded directly)';
    print(
      `properties ${evented}–${options.properties - 1}: ${createdInBulk} ${how}, ` +
        `${existed - existedBefore} existed (${seconds(timings.propertiesInBulk)}${rate(createdInBulk, timings.propertiesInBulk)})`,
    );
  }
  return { createdWithEvents, createdInBulk, existed };
}

/**
 * Waits while more than `limit` documents have events the relay has not published yet: the bulk writes with events
 * go no faster than their events reach Kafka (memory stays bounded, and the relay's writes get their turn).
 */
async function outboxBelow(model: Model<PropertyDocument>, limit: number): Promise<void> {
  while ((await model.countDocuments({ outboxPending: { $gt: 0 } }, { limit: limit + 1 })) > limit) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Inserts the documents, leaving any whose id exists; returns how many were inserted. */
async function insertNew(model: Model<PropertyDocument>, docs: PropertyDocument[]): Promise<number> {
  try {
    const result = await model.collection.insertMany(docs as never[], { ordered: false });
    return result.insertedCount;
  } catch (err) {
    const bulk = err as { code?: number; writeErrors?: { code: number }[] | { code: number }; insertedCount?: number };
    const writeErrors = Array.isArray(bulk.writeErrors) ? bulk.writeErrors : bulk.writeErrors ? [bulk.writeErrors] : [];
    const duplicatesOnly =
      (writeErrors.length > 0 && writeErrors.every(isDuplicateKeyError)) ||
      (writeErrors.length === 0 && isDuplicateKeyError(bulk));
    if (!duplicatesOnly) throw err;
    return bulk.insertedCount ?? docs.length - writeErrors.length;
  }
}

/**
 * Listing requests of the first three landlords in every status the workflow reaches (REQUEST_PLAN), made through
 * ListingRequestsService as a landlord and a manager would. A landlord who has requests already is skipped.
 * Returns how many requests the database holds per status.
 */
async function seedListingRequests(
  app: INestApplicationContext,
  people: PeopleFile,
  images: ImagePool,
): Promise<Record<string, number>> {
  const requests = app.get(ListingRequestsService);
  const properties = app.get(PropertiesService);
  const model = modelOf<ListingRequestDocument>(app, LISTING_REQUEST_MODEL);
  const reviewerOf = (managerId: string) => people.managers.find((m) => m._id === managerId)?.userId ?? managerId;
  let n = 0;
  for (const [l, plan] of REQUEST_PLAN.entries()) {
    const landlord = people.landlords[l];
    if (!landlord) break;
    if ((await requests.listForLandlord(landlord._id)).length > 0) {
      n += plan.length;
      continue;
    }
    for (const outcome of plan) {
      const input = demoRequestInput(n++, images);
      if (outcome === 'pending') {
        // The workflow assigns every request while a manager exists; the seed's one pending request is not assigned.
        await requests.submit(landlord._id, input, { assign: false });
        continue;
      }
      const submitted = await requests.submit(landlord._id, input);
      await driveTo({ requests, properties }, submitted, outcome, landlord._id, input, reviewerOf);
    }
  }
  // One count per status: FerretDB 1.24 crashed on a bare `$group` over this collection.
  const counts: Record<string, number> = {};
  for (const status of LISTING_REQUEST_STATUSES) {
    const count = await model.countDocuments({ status });
    if (count > 0) counts[status] = count;
  }
  return counts;
}

async function driveTo(
  { requests, properties }: { requests: ListingRequestsService; properties: PropertiesService },
  request: ListingRequestDocument,
  outcome: Exclude<RequestOutcome, 'pending'>,
  landlordId: string,
  input: ReturnType<typeof demoRequestInput>,
  reviewerOf: (managerId: string) => string,
): Promise<void> {
  if (outcome === 'assigned') return;
  const managerId = request.managerId;
  if (request.status !== 'assigned' || !managerId) {
    throw new Error(`listing request ${request._id} was not assigned (no property managers known?)`);
  }
  const reviewer = reviewerOf(managerId);
  if (outcome === 'listed') {
    const approved = await requests.review(request._id, managerId, reviewer, {
      action: 'approve',
      reviewNotes: REVIEW_NOTES.approve,
    });
    // The running service takes the next steps from the approval's events; the seed has no consumer, so it takes
    // them itself, through the same idempotent methods the handlers call (when both run, nothing happens twice).
    const property = await properties.createFromApproval(approvalOf(approved, managerId, approved.reviewDate!));
    await requests.markListed(request._id, property._id);
  } else if (outcome === 'rejected') {
    await requests.review(request._id, managerId, reviewer, { action: 'reject', reviewNotes: REVIEW_NOTES.reject });
  } else {
    await requests.review(request._id, managerId, reviewer, {
      action: 'needs_more_info',
      reviewNotes: REVIEW_NOTES.needs_more_info,
    });
    if (outcome === 'resubmitted') {
      await requests.resubmit(request._id, landlordId, {
        ...input,
        description: `${input.description} Pets are welcome; kitchen photo updated.`,
      });
    }
  }
}

/**
 * The demo renter's saved searches (DEMO_SAVED_SEARCHES), made through SavedSearchesService as the renter would (so
 * their queries are in the percolator), and the catalogue homes each one's search finds recorded as its matches.
 * Those matches are history and publish nothing: the catalogue's listed events reach the running service after the
 * seed, and an alert for each of those homes would flood the renter's inbox on the first `npm start`; recorded here,
 * their listing finds the match and stays quiet, while a home listed later alerts as it should. Run after the search
 * index holds the catalogue. A saved search the renter has (by name) is not made again; its matches are recorded
 * once (their id is the pair).
 */
async function seedSavedSearches(
  app: INestApplicationContext,
  people: PeopleFile,
): Promise<{ created: number; pastMatches: number }> {
  const renter = people.renters[0];
  if (!renter) return { created: 0, pastMatches: 0 };
  const savedSearches = app.get(SavedSearchesService);
  const existing = await savedSearches.listForOwner(renter._id);
  const seededAt = new Date();
  let created = 0;
  let pastMatches = 0;
  for (const demo of DEMO_SAVED_SEARCHES) {
    let search = existing.find((saved) => saved.name === demo.name);
    if (!search) {
      search = await savedSearches.create(renter._id, demo);
      created++;
    }
    const homes = await homesFound(app.get(PropertiesIndex), search.criteria);
    pastMatches += await savedSearches.recordPastMatches(search, homes, seededAt);
  }
  return { created, pastMatches };
}

/** Every home the search by these criteria finds (the percolator's query is the same), page by page. */
async function homesFound(index: PropertiesIndex, criteria: SearchCriteria): Promise<PropertySearchDocument[]> {
  const params = searchParamsOf(criteria);
  if (!params) return [];
  const homes: PropertySearchDocument[] = [];
  for (let page = 1; ; page++) {
    const found = await index.search({ ...params, page, pageSize: MAX_PAGE_SIZE });
    homes.push(...found.items);
    if (found.items.length < MAX_PAGE_SIZE || homes.length >= found.total) return homes;
  }
}

/**
 * Waits until the outbox relay has published every pending event of the seeded properties and listing requests
 * (sweeping for any whose first publish failed, e.g. while a new topic's leader was being elected), at most
 * `timeoutMs`. Returns how many documents still have pending events (0 normally; the service's relay publishes
 * the rest when it runs).
 */
export async function publishPending(app: INestApplicationContext, timeoutMs = 60_000): Promise<number> {
  const relay = app.get(OutboxRelay);
  const models = [
    modelOf<PropertyDocument>(app, PROPERTY_MODEL),
    modelOf<ListingRequestDocument>(app, LISTING_REQUEST_MODEL),
  ];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let pending = 0;
    for (const model of models) pending += await model.countDocuments({ outboxPending: { $gt: 0 } });
    if (pending === 0 || Date.now() > deadline) {
      await relay.stop();
      return pending;
    }
    await relay.sweep();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Rebuilds the `properties` index from every property in the database (a new index, then an atomic alias swap),
 * then recounts the place suggestions' homes.
 */
export async function reindexFromDatabase(app: INestApplicationContext): Promise<ReindexResult> {
  const model = modelOf<PropertyDocument>(app, PROPERTY_MODEL);
  async function* entries(): AsyncGenerator<ReindexEntry> {
    for await (const property of model.find({}).lean<PropertyDocument>().cursor({ batchSize: 1000 })) {
      yield {
        doc: searchDocumentOf(snapshotOf(property), {
          listedAt: new Date(property.listedAt).toISOString(),
          description: property.description,
        }),
        version: Math.max(1, property.version),
      };
    }
  }
  const result = await app.get(PropertiesIndex).reindex(entries());
  // The suggestions' home counts, from the rebuilt index.
  await app.get(PlaceSuggestionsIndex).refreshHomes({ refresh: 'wait_for' });
  return result;
}
