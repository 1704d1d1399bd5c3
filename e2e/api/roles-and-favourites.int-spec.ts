import { randomUUID } from 'node:crypto';
import { propertyListed } from '@trio/contracts/events/properties';
import { createKafka } from '@trio/service-kit/events';
import { Types } from 'mongoose';
import { type ApiClient, eventually } from './support/client';
import { startStack, type Stack } from './support/stack';
import { signUp } from './support/people';

/** A property appears as the properties service announces it: a properties.property.listed.v1 event on Kafka. */
async function publishListed(topicPrefix: string, landlordId: string, overrides: Record<string, unknown> = {}) {
  const propertyId = new Types.ObjectId().toHexString();
  const envelope = propertyListed.envelope.parse({
    id: randomUUID(),
    type: propertyListed.type,
    source: 'properties',
    occurredAt: new Date().toISOString(),
    aggregateId: propertyId,
    aggregateVersion: 1,
    correlationId: randomUUID(),
    data: {
      propertyId,
      landlordId,
      managerId: new Types.ObjectId().toHexString(),
      name: 'Sea-facing 2 BHK in Bandra',
      address: {
        line1: '14 Carter Road',
        locality: 'Bandra West',
        city: 'Mumbai',
        state: 'Maharashtra',
        pinCode: '400050',
      },
      rentPaise: 85_000_00,
      bedrooms: 2,
      bathrooms: 2,
      propertyType: 'apartment',
      status: 'available',
      featured: false,
      imageIds: [new Types.ObjectId().toHexString()],
      listedAt: new Date().toISOString(),
      ...overrides,
    },
  });
  const producer = createKafka('e2e-properties', (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',')).producer();
  await producer.connect();
  await producer.send({
    topic: topicPrefix + propertyListed.topic,
    messages: [{ key: propertyId, value: JSON.stringify(envelope), headers: { 'x-event-type': envelope.type } }],
  });
  await producer.disconnect();
  return envelope.data;
}

describe('roles derived from events, and favourites, through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(() => stack?.close());

  const roleOf = async (client: ApiClient) => (await client.call<{ role: string }>('GET', '/trio/auth/me')).body.role;

  it('a tenant becomes a landlord when a property of theirs is listed, without signing in again', async () => {
    const { client, user } = await signUp(stack);
    expect(await roleOf(client)).toBe('tenant');
    const property = await publishListed(stack.topicPrefix, user._id);
    await eventually(async () => ((await roleOf(client)) === 'landlord' ? true : undefined));
    const record = await client.call<{ properties: string[] }>('GET', `/trio/users/${user._id}`);
    expect(record.body.properties).toEqual([property.propertyId]);
    const event = await stack.usersDb.collection('users').findOne({ _id: user._id as never });
    expect(event?.role).toBe('landlord');
  });

  it('a user becomes a property manager when operations adds a manager record for their e-mail', async () => {
    const { client, user } = await signUp(stack);
    expect(await roleOf(client)).toBe('tenant');
    expect((await client.call('GET', `/trio/users/property-managers/email/${user.email}`)).status).toBe(404);

    const ops = stack.usersOps([
      'add-manager',
      '--email',
      user.email,
      '--name',
      'Meera Kulkarni',
      '--company',
      'Carter Road Homes',
    ]);
    expect(ops).toMatchObject({ status: 0 });
    expect(ops.stdout).toMatch(/^registered: property manager/m);

    await eventually(async () => ((await roleOf(client)) === 'property_manager' ? true : undefined));
    const manager = await client.call('GET', `/trio/users/property-managers/email/${encodeURIComponent(user.email)}`);
    expect(manager).toMatchObject({
      status: 200,
      body: { name: 'Meera Kulkarni', companyName: 'Carter Road Homes', email: user.email },
    });

    // Repeating the command changes nothing; a changed company is an update.
    expect(
      stack.usersOps([
        'add-manager',
        '--email',
        user.email,
        '--name',
        'Meera Kulkarni',
        '--company',
        'Carter Road Homes',
      ]).stdout,
    ).toMatch(/^unchanged:/m);
    expect(
      stack.usersOps(['add-manager', '--email', user.email, '--name', 'Meera Kulkarni', '--company', 'Juhu Homes'])
        .stdout,
    ).toMatch(/^updated:/m);
  });

  it('the ops command refuses bad arguments and names them', () => {
    const ops = stack.usersOps(['add-manager', '--email', 'not-an-email']);
    expect(ops.status).toBe(2);
    expect(ops.stderr).toMatch(/--email/);
    expect(ops.stderr).toMatch(/--name/);
    expect(ops.stderr).toMatch(/--company/);
  });

  it('favourites: add (idempotent), list as property cards, remove', async () => {
    const landlord = await signUp(stack);
    const property = await publishListed(stack.topicPrefix, landlord.user._id, { name: 'Garden flat in Indiranagar' });
    const { client, user } = await signUp(stack);

    const add = () =>
      client.call('POST', '/trio/users/addFavorite', { body: { userId: user.uid, propertyId: property.propertyId } });
    // The card arrives with the event; until then the property is unknown here.
    await eventually(async () => ((await add()).status === 200 ? true : undefined));
    expect((await add()).status).toBe(200);

    const favorites = await client.call<unknown[]>('GET', `/trio/users/${user.uid}/favorites`);
    expect(favorites.body).toEqual([
      {
        _id: property.propertyId,
        name: 'Garden flat in Indiranagar',
        address: { street: '14 Carter Road', city: 'Mumbai', state: 'Maharashtra', zipCode: '400050' },
        locality: 'Bandra West',
        rentPrice: 85_000,
        rentPaise: 85_000_00,
        rentLabel: '₹85,000',
        bedrooms: 2,
        bathrooms: 2,
        status: 'available',
        image: property.imageIds[0],
        images: property.imageIds,
      },
    ]);

    const removed = await client.call('POST', '/trio/users/removeFavorite', {
      body: { userId: user._id, propertyId: property.propertyId },
    });
    expect(removed).toMatchObject({ status: 200, body: { favorite: false, favoritePropertyIds: [] } });
    expect((await client.call('GET', `/trio/users/${user.uid}/favorites`)).body).toEqual([]);
    // Removing again is fine.
    expect(
      (
        await client.call('POST', '/trio/users/removeFavorite', {
          body: { userId: user._id, propertyId: property.propertyId },
        })
      ).status,
    ).toBe(200);
  });

  it("refuses a favourite for someone else's userId and for a malformed property id", async () => {
    const a = await signUp(stack);
    const b = await signUp(stack);
    const forOther = await a.client.call('POST', '/trio/users/addFavorite', {
      body: { userId: b.user.uid, propertyId: new Types.ObjectId().toHexString() },
    });
    expect(forOther).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const malformed = await a.client.call('POST', '/trio/users/addFavorite', {
      body: { userId: a.user.uid, propertyId: 'abc' },
    });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });
});
