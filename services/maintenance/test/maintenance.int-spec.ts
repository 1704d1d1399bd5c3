import { Readable } from 'node:stream';
import { Test, type TestingModule } from '@nestjs/testing';
import { maintenanceRequestCreated } from '@trio/contracts/events/maintenance';
import { fixtureFor, fixtureIds } from '@trio/contracts/fixtures';
import { createKafka } from '@trio/service-kit/events';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { ImageStorage } from '@trio/service-kit/images';
import { collectMessages, serviceTestEnv } from '@trio/service-kit/testing';
import { Client as MinioClient } from 'minio';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';
import { maintenance } from '../src/app.module';
import { CLOCK, ManualClock } from '@trio/service-kit/clock';
import { leaseCopy } from '../src/copies/lease.copy';
import { managerCopy } from '../src/copies/manager.copy';
import { personCopy } from '../src/copies/person.copy';
import { propertyCopy } from '../src/copies/property.copy';
import { MaintenanceRequestsService } from '../src/requests/maintenance-requests.service';
import { RequestPhotosService } from '../src/requests/request-photos.service';

jest.setTimeout(120_000);

/*
 * The maintenance service's core against the real MongoDB-wire server, Kafka and MinIO, with a clock the test sets:
 * only an active lease lets a tenant ask, response targets and the overdue flag, who may change what, the note's
 * author, the tenant's cancel, photos (content checks, at most 5) and the events each step publishes.
 */

const env = serviceTestEnv('maintenance-int', addressesToEnv(resolveAddresses()));
const topicPrefix = env.EVENTS_TOPIC_PREFIX!;

const clock = new ManualClock(new Date('2026-03-02T04:30:00.000Z'));
const tenant: GatewayIdentity = {
  userId: fixtureIds.tenantUserId,
  email: 'rohan.kulkarni@example.in',
  role: 'tenant',
  uid: 'rohan-uid',
};
const landlord: GatewayIdentity = { userId: fixtureIds.landlordUserId, email: 'asha.rao@example.in', role: 'landlord' };
const manager: GatewayIdentity = {
  userId: fixtureIds.managerUserId,
  email: 'vikram.desai@example.in',
  role: 'property_manager',
};
const stranger: GatewayIdentity = { userId: fixtureIds.otherTenantUserId, email: 'someone@example.in', role: 'tenant' };

let moduleRef: TestingModule;
let requests: MaintenanceRequestsService;
let photos: RequestPhotosService;
const kafka = createKafka('maintenance-int-test', env.KAFKA_BROKERS!.split(','));
const ask = (over: Partial<Parameters<MaintenanceRequestsService['create']>[1]> = {}) => ({
  title: 'Kitchen tap leaking',
  description: 'It drips all night.',
  priority: 'high' as const,
  category: 'plumbing' as const,
  propertyId: fixtureIds.propertyId,
  ...over,
});

beforeAll(async () => {
  moduleRef = await Test.createTestingModule({ imports: [maintenance.coreModule(env)] })
    .overrideProvider(CLOCK)
    .useValue(clock)
    .compile();
  await moduleRef.init();
  requests = moduleRef.get(MaintenanceRequestsService);
  photos = moduleRef.get(RequestPhotosService);
  // The copies as their handlers fill them from their events.
  await leaseCopy.applyIn(moduleRef, fixtureFor('applications.lease.created.v1'));
  await propertyCopy.applyIn(moduleRef, fixtureFor('properties.property.listed.v1'));
  const registered = fixtureFor('users.property-manager.registered.v1');
  await managerCopy.applyIn(moduleRef, { ...registered, data: { ...registered.data, email: manager.email } });
  const user = fixtureFor('users.user.registered.v1');
  await personCopy.applyIn(moduleRef, {
    ...user,
    aggregateVersion: 1,
    data: { ...user.data, userId: landlord.userId, uid: 'asha', email: landlord.email },
  });
});

afterAll(async () => {
  await moduleRef?.close();
  const db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
  await db.dropDatabase();
  await db.close();
  const admin = kafka.admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(topicPrefix));
  if (topics.length > 0) await admin.deleteTopics({ topics });
  await admin.disconnect();
  const url = new URL(env.S3_ENDPOINT!);
  const minio = new MinioClient({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: false,
    accessKey: env.S3_ACCESS_KEY!,
    secretKey: env.S3_SECRET_KEY!,
  });
  const names: string[] = [];
  for await (const item of minio.listObjectsV2(env.MEDIA_BUCKET!, '', true) as AsyncIterable<{ name?: string }>) {
    if (item.name) names.push(item.name);
  }
  if (names.length > 0) await minio.removeObjects(env.MEDIA_BUCKET!, names);
  await minio.removeBucket(env.MEDIA_BUCKET!);
});

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: { code?: string }) => e.code,
  );

it('lets only a tenant with an active lease on that home ask; the answer is "No active rental found"', async () => {
  await expect(requests.create(stranger, ask())).rejects.toMatchObject({
    code: 'NO_ACTIVE_RENTAL',
    detail: 'No active rental found',
  });
  expect(await codeOf(requests.create(tenant, ask({ propertyId: fixtureIds.listingRequestId })))).toBe(
    'NO_ACTIVE_RENTAL',
  );
  expect(await codeOf(requests.create(tenant, ask({ userId: stranger.userId })))).toBe('FORBIDDEN');
  expect(await codeOf(requests.create(tenant, ask({ rentalApplicationId: fixtureIds.otherApplicationId })))).toBe(
    'NO_ACTIVE_RENTAL',
  );
});

it('sets the due time by priority and flags a request past it as overdue (clock moved, no sleep)', async () => {
  clock.set(new Date('2026-03-02T04:30:00.000Z'));
  const doc = await requests.create(tenant, ask({ priority: 'urgent', rentalApplicationId: fixtureIds.applicationId }));
  const fresh = requests.view(doc);
  expect(fresh).toMatchObject({
    status: 'pending',
    statusLabel: 'Submitted',
    dueAt: '2026-03-02T08:30:00.000Z',
    responseTargetHours: 4,
    overdue: false,
    propertyId: { _id: fixtureIds.propertyId, address: { city: 'Bengaluru', zipCode: '560038' } },
    rentalApplicationId: { _id: fixtureIds.applicationId, firstName: 'Rohan', lastName: 'Kulkarni' },
    history: [{ from: null, to: 'pending', by: tenant.email, role: 'tenant' }],
  });
  clock.set(new Date('2026-03-02T08:30:00.001Z'));
  expect(requests.view((await requests.findById(doc._id))!).overdue).toBe(true);
  // Resolved is never overdue.
  const { actor } = await requests.forActor(doc._id, landlord);
  expect(requests.view(await requests.changeStatus(doc._id, actor, 'completed')).overdue).toBe(false);
});

it('lets the landlord and manager set any status, the tenant only cancel while pending; notes are the caller’s', async () => {
  clock.set(new Date('2026-03-03T04:30:00.000Z'));
  const doc = await requests.create(tenant, ask());
  await expect(requests.forActor(doc._id, stranger)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  const asManager = (await requests.forActor(doc._id, manager)).actor;
  const asTenant = (await requests.forActor(doc._id, tenant)).actor;
  expect(asManager.role).toBe('property_manager');
  expect(asTenant.role).toBe('tenant');

  expect(await codeOf(requests.changeStatus(doc._id, asTenant, 'in_progress'))).toBe('FORBIDDEN');
  await requests.changeStatus(doc._id, asManager, 'in_progress');
  expect(await codeOf(requests.changeStatus(doc._id, asTenant, 'cancelled'))).toBe('NOT_CANCELLABLE');
  await requests.changeStatus(doc._id, asManager, 'pending');
  const noted = await requests.addNote(doc._id, asManager, 'Plumber booked for tomorrow.');
  const cancelled = requests.view(await requests.changeStatus(doc._id, asTenant, 'cancelled'));
  expect(cancelled.status).toBe('cancelled');
  expect(cancelled.notes).toEqual([
    { content: 'Plumber booked for tomorrow.', author: manager.email, timestamp: noted.updatedAt.toISOString() },
  ]);
  expect(cancelled.history.map((h) => [h.from, h.to, h.by])).toEqual([
    [null, 'pending', tenant.email],
    ['pending', 'in_progress', manager.email],
    ['in_progress', 'pending', manager.email],
    ['pending', 'cancelled', tenant.email],
  ]);

  const events = await collectMessages(kafka, topicPrefix + maintenanceRequestCreated.topic, {
    filter: (m) => m.key === doc._id,
    done: (ms) => ms.length >= 5,
  });
  expect(events.map((m) => (m.json as { type: string }).type)).toEqual([
    'maintenance.request.created.v1',
    'maintenance.request.status-changed.v1',
    'maintenance.request.status-changed.v1',
    'maintenance.request.note-added.v1',
    'maintenance.request.status-changed.v1',
  ]);
  expect(events[0]!.json).toMatchObject({
    data: {
      title: 'Kitchen tap leaking',
      description: 'It drips all night.',
      tenant: { userId: tenant.userId, email: tenant.email },
      landlordEmail: landlord.email,
      managerEmail: manager.email,
      dueAt: '2026-03-04T04:30:00.000Z',
    },
  });
  expect(events[3]!.json).toMatchObject({
    data: { note: { author: manager.email }, addedBy: { role: 'property_manager' } },
  });
  expect(events[4]!.json).toMatchObject({
    data: { previousStatus: 'pending', status: 'cancelled', changedBy: { role: 'tenant' } },
  });
});

it('stores up to 5 photos checked by content, stripped and resized, and refuses a sixth and a non-image', async () => {
  const doc = await requests.create(tenant, ask({ title: 'Crack in the wall', category: 'structural' }));
  const jpeg = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#a0522d' } })
    .jpeg()
    .toBuffer();
  await expect(photos.add(doc, tenant.userId, Readable.from(Buffer.from('<svg/>')))).rejects.toMatchObject({
    code: 'UNSUPPORTED_IMAGE_TYPE',
  });
  await expect(photos.add(doc, landlord.userId, Readable.from(jpeg))).rejects.toMatchObject({ code: 'FORBIDDEN' });
  let latest = doc;
  for (let i = 0; i < 5; i += 1) latest = await photos.add(latest, tenant.userId, Readable.from(jpeg));
  const view = requests.view(latest);
  expect(view.photos).toHaveLength(5);
  expect(view.photos[0]).toMatchObject({ width: 1600, height: 1200, contentType: 'image/webp' });
  await expect(photos.add(latest, tenant.userId, Readable.from(jpeg))).rejects.toMatchObject({
    code: 'TOO_MANY_PHOTOS',
  });

  const opened = await photos.open(latest, view.photos[0]!.id, 'thumbnail');
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  expect((await sharp(Buffer.concat(chunks)).metadata()).width).toBeLessThanOrEqual(400);
  expect(moduleRef.get(ImageStorage).bucket).toBe(env.MEDIA_BUCKET);
});

it('lets exactly 5 of 7 concurrent photo uploads in (one conditional write each), storing nothing for the others', async () => {
  const doc = await requests.create(tenant, ask({ title: 'Damp patch on the ceiling', category: 'structural' }));
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#777777' } })
    .jpeg()
    .toBuffer();
  const results = await Promise.allSettled(
    Array.from({ length: 7 }, () => photos.add(doc, tenant.userId, Readable.from(jpeg))),
  );
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  expect(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code?: string }).code] : []))).toEqual([
    'TOO_MANY_PHOTOS',
    'TOO_MANY_PHOTOS',
  ]);
  const stored = (await requests.findById(doc._id))!;
  expect(stored.photos).toHaveLength(5);
  const storage = moduleRef.get(ImageStorage);
  const kept = new Set(stored.photos.flatMap((p) => [p.web.objectKey, p.thumbnail.objectKey]));
  const url = new URL(env.S3_ENDPOINT!);
  const minio = new MinioClient({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: false,
    accessKey: env.S3_ACCESS_KEY!,
    secretKey: env.S3_SECRET_KEY!,
  });
  const objects: string[] = [];
  for await (const item of minio.listObjectsV2(storage.bucket, `requests/${doc._id}/`, true) as AsyncIterable<{
    name?: string;
  }>) {
    if (item.name) objects.push(item.name);
  }
  expect(new Set(objects)).toEqual(kept);
});

it('starts as its main starts it and is ready once MongoDB, Kafka, Redis and its photo bucket answer', async () => {
  const running = await maintenance.start({ env: { ...env, PORT: '0' }, shutdownHooks: false });
  try {
    const ready = await fetch(`${running.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(JSON.stringify(await ready.json())).toContain('s3');
  } finally {
    await running.close();
  }
});

it("lists the manager's and the landlord's requests by who the home's copy names, and follows the home to a new manager", async () => {
  const registered = fixtureFor('users.property-manager.registered.v1');
  const successor: GatewayIdentity = {
    userId: '65a1f0c2e4b0a1b2c3d4ec03',
    email: 'neha.iyer@example.in',
    role: 'property_manager',
  };
  const successorId = '65a1f0c2e4b0a1b2c3d4ec0f';
  await managerCopy.applyIn(moduleRef, {
    ...registered,
    aggregateVersion: 1,
    data: { ...registered.data, managerId: successorId, email: successor.email },
  });
  const ids = (docs: { _id: unknown }[]) => docs.map((doc) => String(doc._id)).sort();

  const managed = ids(await requests.ofManager(fixtureIds.managerId, manager));
  expect(managed.length).toBeGreaterThan(0);
  expect(ids(await requests.ofLandlord(landlord))).toEqual(managed);
  expect(await requests.ofManager(successorId, successor)).toEqual([]);

  // The home changes hands: its copy first (the handler's order), then its requests.
  const listed = fixtureFor('properties.property.listed.v1');
  await propertyCopy.applyIn(moduleRef, {
    ...listed,
    aggregateVersion: listed.aggregateVersion + 5,
    data: { ...listed.data, managerId: successorId },
  });
  await requests.propertyChanged(fixtureIds.propertyId);
  expect(await requests.ofManager(fixtureIds.managerId, manager)).toEqual([]);
  expect(ids(await requests.ofManager(successorId, successor))).toEqual(managed);
  expect(ids(await requests.ofLandlord(landlord))).toEqual(managed);
});
