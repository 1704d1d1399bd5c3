import { Client as MinioClient } from 'minio';
import sharp from 'sharp';
import { ApiClient, eventually } from './support/client';
import { startStack, type Stack } from './support/stack';
import { signUp, type SignedIn } from './support/people';

const listing = {
  propertyAddress: { street: '7, 80 Feet Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038' },
  description: 'Quiet 2 BHK near the metro',
  rentAmount: 38_000,
  bedrooms: 2,
  bathrooms: 2,
  leaseType: 'Year-long',
};

async function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
}

/** One multipart upload through the gateway, the way the SPA sends it: fields first, then the file. */
async function upload(
  stack: Stack,
  who: ApiClient,
  fields: { propertyId: string; imageType: string },
  file: { bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  form.append('propertyId', fields.propertyId);
  form.append('imageType', fields.imageType);
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const res = await fetch(`${stack.gatewayUrl}/trio/file/upload`, {
    method: 'POST',
    headers: who.accessToken ? { authorization: `Bearer ${who.accessToken}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('image uploads and search through the gateway', () => {
  let stack: Stack;
  let landlord: SignedIn;
  let manager: SignedIn & { managerId: string };
  let minio: MinioClient;

  async function stored(): Promise<{ documents: number; objects: number }> {
    const documents = await stack.propertiesDb.collection('media').countDocuments();
    let objects = 0;
    for await (const _ of minio.listObjectsV2(stack.propertiesEnv.MEDIA_BUCKET!, '', true)) objects += 1;
    return { documents, objects };
  }

  beforeAll(async () => {
    stack = await startStack();
    const endpoint = new URL(stack.propertiesEnv.S3_ENDPOINT!);
    minio = new MinioClient({
      endPoint: endpoint.hostname,
      port: Number(endpoint.port),
      useSSL: false,
      accessKey: stack.propertiesEnv.S3_ACCESS_KEY!,
      secretKey: stack.propertiesEnv.S3_SECRET_KEY!,
    });
    landlord = await signUp(stack);
    const m = await signUp(stack);
    expect(
      stack.usersOps(['add-manager', '--email', m.user.email, '--name', 'Kavya Iyer', '--company', 'HomeSlate']).status,
    ).toBe(0);
    const managerId = await eventually(async () => {
      const doc = await stack.propertiesDb.collection('managers').findOne({ emailLower: m.user.email.toLowerCase() });
      return doc ? String(doc._id) : undefined;
    });
    manager = { ...m, managerId };
  }, 90_000);
  afterAll(async () => {
    if (minio && stack) {
      const bucket = stack.propertiesEnv.MEDIA_BUCKET!;
      const names: string[] = [];
      for await (const item of minio.listObjectsV2(bucket, '', true)) names.push((item as { name: string }).name);
      if (names.length > 0) await minio.removeObjects(bucket, names);
      await minio.removeBucket(bucket).catch(() => undefined);
    }
    await stack?.close();
  });

  it('uploads by content, refuses the rest with their codes and stores nothing for them; approval lists and indexes the property', async () => {
    const submitted = await landlord.client.call<{ _id: string }>('POST', '/trio/propertyListingRequest', {
      body: listing,
    });
    expect(submitted.status).toBe(201);
    const id = submitted.body._id;

    // A PNG named .jpg and declared as JPEG is taken for what its bytes are.
    const accepted = await upload(
      stack,
      landlord.client,
      { propertyId: id, imageType: 'Living room' },
      {
        bytes: await png(),
        name: 'photo.jpg',
        type: 'image/jpeg',
      },
    );
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ category: 'Living room' });
    const imageId = String(accepted.body.id);
    expect(await stack.propertiesDb.collection('media').findOne({ _id: imageId as never })).toMatchObject({
      originalType: 'png',
      ownerKind: 'listing-request',
      ownerId: id,
    });

    // The image of a request that is not approved is the landlord's and the manager's: by its id alone it is
    // not there; on the signed address the upload answered (and their views carry) it is, kept privately.
    const byId = await fetch(`${stack.gatewayUrl}/trio/properties/propertyImages/${imageId}`);
    expect([byId.status, ((await byId.json()) as { code: string }).code]).toEqual([404, 'NOT_FOUND']);
    const signedUrl = String(accepted.body.url);
    expect(signedUrl).toMatch(new RegExp(`^/trio/properties/propertyImages/${imageId}\\?exp=\\d+&sig=[\\w-]+$`));
    const forged = signedUrl.replace(/sig=[\w-]+/, `sig=${'A'.repeat(43)}`);
    expect((await fetch(`${stack.gatewayUrl}${forged}`)).status).toBe(404);
    const thumbnailWithWebSignature = signedUrl.replace('?', '?variant=thumbnail&');
    expect((await fetch(`${stack.gatewayUrl}${thumbnailWithWebSignature}`)).status).toBe(404);
    expect((await fetch(`${stack.gatewayUrl}${String(accepted.body.thumbnailUrl)}`)).status).toBe(200);
    const image = await fetch(`${stack.gatewayUrl}${signedUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/(jpeg|webp|png)$/);
    expect(image.headers.get('x-image-type')).toBe('Living room');
    expect(image.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const etag = image.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const bytes = Buffer.from(await image.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(64);
    const again = await fetch(`${stack.gatewayUrl}${signedUrl}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    // The manager's view of the request carries the same kind of addresses.
    const managerView = await manager.client.call<{ _id: string; imageLinks: { id: string; url: string }[] }[]>(
      'GET',
      `/trio/propertyListingRequest/property-manager/${manager.managerId}`,
    );
    const link = managerView.body.find((r) => r._id === id)?.imageLinks[0];
    expect(link?.id).toBe(imageId);
    expect((await fetch(`${stack.gatewayUrl}${link!.url}`)).status).toBe(200);

    const before = await stored();
    const refusals = [
      [
        { bytes: Buffer.from('not an image at all'), name: 'photo.jpg', type: 'image/jpeg' },
        415,
        'UNSUPPORTED_IMAGE_TYPE',
      ],
      [
        {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>'),
          name: 'plan.svg',
          type: 'image/svg+xml',
        },
        415,
        'UNSUPPORTED_IMAGE_TYPE',
      ],
      [
        {
          bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11 * 1024 * 1024, 7)]),
          name: 'big.jpg',
          type: 'image/jpeg',
        },
        413,
        'IMAGE_TOO_LARGE',
      ],
    ] as const;
    for (const [file, status, code] of refusals) {
      const answer = await upload(
        stack,
        landlord.client,
        { propertyId: id, imageType: 'Kitchen' },
        { ...file, bytes: Buffer.from(file.bytes) },
      );
      expect({ name: file.name, status: answer.status, code: answer.body.code }).toEqual({
        name: file.name,
        status,
        code,
      });
    }
    // Not a form: a multipart content type without its boundary, and JSON. Refused with 415, never a 500.
    for (const contentType of ['multipart/form-data', 'application/json']) {
      const answer = await fetch(`${stack.gatewayUrl}/trio/file/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${landlord.client.accessToken}`, 'content-type': contentType },
        body: contentType === 'application/json' ? JSON.stringify({ propertyId: id }) : 'no boundary here',
      });
      expect({ contentType, status: answer.status, code: ((await answer.json()) as { code?: string }).code }).toEqual({
        contentType,
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
    // A form with more fields than the upload takes: refused with 413 saying so, not "body too large".
    const crowded = new FormData();
    for (let n = 0; n < 8; n += 1) crowded.append(`extra${n}`, 'x');
    crowded.append('file', new Blob([await png()], { type: 'image/png' }), 'a.png');
    const tooManyParts = await fetch(`${stack.gatewayUrl}/trio/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${landlord.client.accessToken}` },
      body: crowded,
    });
    const crowdedProblem = (await tooManyParts.json()) as { code?: string; detail?: string };
    expect({ status: tooManyParts.status, code: crowdedProblem.code }).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(crowdedProblem.detail).toMatch(/more parts than this upload takes: send one image/);
    expect(await stored()).toEqual(before);

    // Someone else's request: refused.
    const stranger = await signUp(stack);
    const foreign = await upload(
      stack,
      stranger.client,
      { propertyId: id, imageType: 'Kitchen' },
      { bytes: await png(), name: 'a.png', type: 'image/png' },
    );
    expect(foreign.status).toBe(403);
    // Visitors: 401.
    expect(
      (
        await upload(
          stack,
          new ApiClient(stack.gatewayUrl),
          { propertyId: id, imageType: 'Kitchen' },
          { bytes: await png(), name: 'a.png', type: 'image/png' },
        )
      ).status,
    ).toBe(401);

    // Up to 30 per property; the 31st is refused and leaves nothing behind.
    const small = await png(16, 16);
    const ids = [imageId];
    for (let i = 1; i < 30; i += 5) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(5, 30 - i) }, (_, k) =>
          upload(
            stack,
            landlord.client,
            { propertyId: id, imageType: `Extra ${i + k}` },
            { bytes: small, name: 'x.png', type: 'image/png' },
          ),
        ),
      );
      expect(batch.map((b) => b.status)).toEqual(batch.map(() => 201));
      ids.push(...batch.map((b) => String(b.body.id)));
    }
    // Ids tell nothing of each other: ObjectIds made by one process share bytes 5-9 and count up in 10-12.
    expect(new Set(ids.map((one) => one.slice(8, 18))).size).toBe(30);
    const full = await stored();
    const thirtyFirst = await upload(
      stack,
      landlord.client,
      { propertyId: id, imageType: 'Bathroom' },
      { bytes: small, name: 'x.png', type: 'image/png' },
    );
    expect(thirtyFirst).toMatchObject({ status: 409, body: { code: 'TOO_MANY_IMAGES' } });
    expect(await stored()).toEqual(full);

    // The landlord orders the request's images; an id not uploaded for it is refused.
    const setImages = await landlord.client.call<{ images: string[] }>(
      'PUT',
      `/trio/propertyListingRequest/${id}/images`,
      {
        body: { images: [imageId] },
      },
    );
    expect(setImages.body.images).toEqual([imageId]);
    const foreignImage = await landlord.client.call('PUT', `/trio/propertyListingRequest/${id}/images`, {
      body: { images: ['6a0000000000000000000009'] },
    });
    expect(foreignImage).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });

    // Approval: the property has the images and becomes searchable ("Bangalor" finds it).
    const assignedTo = (await stack.propertiesDb.collection('listing_requests').findOne({ _id: id as never }))
      ?.managerId;
    expect(assignedTo).toBe(manager.managerId);
    const approved = await manager.client.call('PUT', `/trio/propertyListingRequest/${id}/review`, {
      body: { action: 'approve' },
    });
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved' } });
    // The property follows from the approval's event, moments later.
    const property = await eventually(async () => {
      const answer = await new ApiClient(stack.gatewayUrl).call<{ images: string[]; locality: string }[]>(
        'GET',
        `/trio/properties/${id}`,
      );
      return answer.status === 200 ? answer.body[0] : undefined;
    });
    expect(property).toMatchObject({ images: [imageId], locality: 'Indiranagar' });
    // A listed home's images are public, cached for a year.
    const listed = await fetch(`${stack.gatewayUrl}/trio/properties/propertyImages/${imageId}`);
    expect([listed.status, listed.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    const found = await eventually(async () => {
      const answer = await new ApiClient(stack.gatewayUrl).call<{
        properties: { _id: string }[];
        totalFound: number;
        message: string;
      }>('GET', '/trio/properties/search?query=Bangalor');
      return answer.body.totalFound > 0 ? answer.body : undefined;
    });
    expect(found.properties.map((p) => p._id)).toEqual([id]);
    expect(found.message).toMatch(/1 property found/);
  });

  it('answers search, featured, similar and nearby for visitors, with clear errors', async () => {
    const visitor = new ApiClient(stack.gatewayUrl);
    expect(await visitor.call('GET', '/trio/properties/search?query=%20%20')).toMatchObject({
      status: 400,
      body: { code: 'SEARCH_QUERY_REQUIRED' },
    });
    const nothing = await visitor.call<{ properties: unknown[]; totalFound: number; message: string }>(
      'GET',
      '/trio/properties/search?query=Shillong',
    );
    expect(nothing.body).toMatchObject({ properties: [], totalFound: 0 });
    expect(nothing.body.message).toMatch(/expanding to your area/);
    expect((await visitor.call('GET', '/trio/properties/featured/featuredlistings')).body).toEqual({
      featuredListings: [],
    });
    const nearby = await visitor.call<Record<string, unknown>>(
      'GET',
      `/trio/properties/nearbyPlaces/getLandmarks?address=${encodeURIComponent('7, 80 Feet Road, Indiranagar, Bengaluru 560038')}`,
    );
    expect(nearby.status).toBe(200);
    expect(nearby.body).toMatchObject({
      locality: 'Indiranagar',
      schools: [],
      hospitals: [],
      shopping: [],
      transportation: [],
      others: [],
    });
    expect((await visitor.call('GET', '/trio/properties/nearbyPlaces/getLandmarks?address=zzzz%20qqqq')).status).toBe(
      404,
    );
  });

  it('records interest in an area once per e-mail and kind', async () => {
    const visitor = new ApiClient(stack.gatewayUrl);
    for (let i = 0; i < 2; i++) {
      const answer = await visitor.call('POST', '/trio/areas/interest', {
        body: { area: ' Shillong ', email: 'Meera@Example.in', kind: 'notify' },
      });
      expect(answer.status).toBe(202);
    }
    await visitor.call('POST', '/trio/areas/interest', { body: { area: 'shillong', kind: 'suggest' } });
    const counts = await stack.propertiesDb
      .collection('area_interest')
      .aggregate([{ $match: { areaKey: 'shillong' } }, { $group: { _id: '$kind', n: { $sum: 1 } } }])
      .toArray();
    expect(Object.fromEntries(counts.map((c) => [c._id, c.n]))).toEqual({ notify: 1, suggest: 1 });
    expect(await visitor.call('POST', '/trio/areas/interest', { body: { area: '', kind: 'maybe' } })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
  });
});
