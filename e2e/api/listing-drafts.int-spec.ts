import sharp from 'sharp';
import { eventually } from './support/client';
import { makeManager, signUp, type SignedIn } from './support/people';
import { startStack, type Stack } from './support/stack';

interface RequestView {
  _id: string;
  status: string;
  statusLabel: string;
  images: string[];
  assignedPropertyManager: { _id: string } | null;
  history: { action: string }[];
  code?: string;
}

const REQUIRED = ['Living room', 'Kitchen', 'Bed Room', 'Bathroom', 'Front Door'];

const listing = (street: string) => ({
  address: { street, city: 'Pune', state: 'Maharashtra', zipCode: '411038', locality: 'Kothrud' },
  description: 'Bright 2 BHK near the park',
  type: 'apartment',
  rentAmount: 28_000,
  bedrooms: 2,
  bathrooms: 2,
  nearbyLandmarks: ['Kothrud Depot'],
  leaseType: 'monthly',
  status: 'pending',
  images: [],
  draft: true,
});

/**
 * Issue 25, item 14: a listing request sent as a draft (the Add New Property flow, its photos still to come) reaches
 * nobody but its landlord until its photos are complete: no manager, no e-mail, not in the manager's list. Attaching
 * a photo of each required room submits it (assigned, the manager e-mailed once); the landlord may delete a draft,
 * nobody else may.
 */
describe('draft listing requests through the gateway', () => {
  let stack: Stack;
  let landlord: SignedIn;
  let otherLandlord: SignedIn;
  let manager: SignedIn & { managerId: string };

  const managerList = async () =>
    (
      await manager.client.call<RequestView[]>(
        'GET',
        `/trio/propertyListingRequest/property-manager/${manager.managerId}`,
      )
    ).body.map((r) => r._id);

  const assignedMails = () =>
    stack.services.notifications.db
      .collection('mail_log')
      .countDocuments({ to: manager.user.email, template: 'listing-assigned' });

  async function upload(requestId: string, category: string): Promise<string> {
    const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8fbc8f' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('propertyId', requestId);
    form.append('imageType', category);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${category}.jpg`);
    const res = await fetch(`${stack.gatewayUrl}/trio/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${landlord.client.accessToken}` },
      body: form,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  const attach = (requestId: string, images: string[]) =>
    landlord.client.call<RequestView>('PUT', `/trio/propertyListingRequest/${requestId}/images`, {
      body: { images },
    });

  beforeAll(async () => {
    stack = await startStack();
    landlord = await signUp(stack, { firstName: 'Meera', lastName: 'Kulkarni' });
    otherLandlord = await signUp(stack);
    const m = await signUp(stack);
    manager = { ...m, managerId: await makeManager(stack, m, 'Sanjay Patil') };
  }, 180_000);
  afterAll(() => stack?.close());

  it('a draft reaches no manager; its photos complete it: assigned and e-mailed once', async () => {
    const created = await landlord.client.call<RequestView>('POST', '/trio/propertyListingRequest', {
      body: listing('14, Lane 7, Kothrud'),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', statusLabel: 'Draft: add photos' });
    expect(created.body.assignedPropertyManager).toBeNull();
    const id = created.body._id;

    const images: string[] = [];
    for (const category of REQUIRED.slice(0, 4)) images.push(await upload(id, category));
    const partly = await attach(id, images);
    expect(partly.status).toBe(200);
    expect(partly.body.status).toBe('draft');
    await stack.settled();
    expect(await managerList()).not.toContain(id);
    expect(await assignedMails()).toBe(0);

    images.push(await upload(id, 'Front Door'));
    const complete = await attach(id, images);
    expect(complete.status).toBe(200);
    expect(complete.body.status).toBe('assigned');
    expect(complete.body.assignedPropertyManager?._id).toBe(manager.managerId);
    // Attaching again (a retry, a reordering) submits nothing twice.
    expect((await attach(id, [...images].reverse())).body.status).toBe('assigned');
    await eventually(async () => ((await assignedMails()) === 1 ? true : undefined), 30_000);
    await stack.settled();
    expect(await assignedMails()).toBe(1);
    expect(await managerList()).toContain(id);
    const mine = await landlord.client.call<RequestView[]>(
      'GET',
      `/trio/propertyListingRequest/landlord/${landlord.user._id}`,
    );
    const history = mine.body.find((r) => r._id === id)!.history.map((h) => h.action);
    expect(history).toEqual(['drafted', 'submitted', 'assigned']);
  });

  it('only its landlord deletes a draft (with its photos); a submitted request is not deleted', async () => {
    const created = await landlord.client.call<RequestView>('POST', '/trio/propertyListingRequest', {
      body: listing('3, Lane 2, Kothrud'),
    });
    const id = created.body._id;
    await upload(id, 'Kitchen');

    for (const stranger of [otherLandlord, manager]) {
      const refused = await stranger.client.call<RequestView>('DELETE', `/trio/propertyListingRequest/${id}`);
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('NOT_FOUND');
    }
    const deleted = await landlord.client.call('DELETE', `/trio/propertyListingRequest/${id}`);
    expect(deleted.status).toBe(204);
    expect(await stack.propertiesDb.collection('listing_requests').countDocuments({ _id: id as never })).toBe(0);
    expect(await stack.propertiesDb.collection('media').countDocuments({ ownerId: id })).toBe(0);
    expect((await landlord.client.call('DELETE', `/trio/propertyListingRequest/${id}`)).status).toBe(404);

    const submitted = await landlord.client.call<RequestView>('POST', '/trio/propertyListingRequest', {
      body: { ...listing('8, Lane 4, Kothrud'), draft: undefined },
    });
    expect(submitted.body.status).toBe('assigned');
    const notDraft = await landlord.client.call<RequestView>(
      'DELETE',
      `/trio/propertyListingRequest/${submitted.body._id}`,
    );
    expect(notDraft.status).toBe(409);
    expect(notDraft.body.code).toBe('INVALID_STATE_TRANSITION');
  });
});
