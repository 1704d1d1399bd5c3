import { randomUUID } from 'node:crypto';
import { messagePosted } from '@trio/contracts/events/applications';
import { addMonthsToDate, todayInIndia, type RentalApplication } from '@trio/contracts/http/applications';
import type {
  Conversation,
  ConversationImage,
  ConversationMessage,
  ConversationMessages,
  Inbox,
} from '@trio/contracts/http/conversations';
import { PROBLEM_CONTENT_TYPE } from '@trio/contracts/problem';
import { createKafka } from '@trio/service-kit/events';
import { collectMessages } from '@trio/service-kit/testing';
import { uniqueAadhaar } from '@trio/service-kit/testing/unique';
import sharp from 'sharp';
import { listingBody } from './support/authorisation-world';
import { ApiClient, eventually } from './support/client';
import { makeManager, signUp, type SignedIn } from './support/people';
import { startStack, type Stack } from './support/stack';

/*
 * Issue 28, item 1, images in messages through the gateway: a member uploads photos to a conversation, one at a time,
 * and sends them in a message (up to 5, text optional); the other members see them and fetch both sizes; an unsent
 * photo is its uploader's alone. Nobody else uploads or fetches, and a refusal tells nothing. A sixth photo, another
 * conversation's or another member's photo, a photo sent already, a file that is no image and a closed conversation
 * are refused with their problem codes.
 */
describe('images in conversation messages through the gateway', () => {
  let stack: Stack;
  let landlord: SignedIn;
  let manager: SignedIn & { managerId: string };
  let renter: SignedIn;
  let stranger: SignedIn;
  const today = todayInIndia(new Date());

  let listed = 0;
  async function listProperty(owner: SignedIn): Promise<string> {
    listed += 1;
    const submitted = await owner.client.call<{ _id: string }>('POST', '/trio/propertyListingRequest', {
      body: listingBody(`${listed}, Photo Lane ${listed}, Baner`),
    });
    expect(submitted.status).toBe(201);
    const id = submitted.body._id;
    const approved = await manager.client.call('PUT', `/trio/propertyListingRequest/${id}/review`, {
      body: { action: 'approve' },
    });
    expect(approved.status).toBe(200);
    await eventually(async () =>
      (await stack.services.applications.db.collection('properties').countDocuments({ _id: id as never })) === 1
        ? true
        : undefined,
    );
    return id;
  }

  const openAbout = async (who: SignedIn, kind: string, id: string) => {
    const answer = await who.client.call<Conversation>('POST', '/trio/conversations', {
      body: { about: { kind, id } },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  const photo = (background: string, width = 900, height = 600) =>
    sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toBuffer();

  /** Multipart through the gateway, as the SPA sends it (field `image`). */
  async function upload(
    who: SignedIn | undefined,
    conversationId: string,
    bytes: Buffer,
    type = 'image/jpeg',
  ): Promise<{ status: number; contentType: string; body: ConversationImage & { code?: string } }> {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type }), 'photo.jpg');
    const res = await fetch(`${stack.gatewayUrl}/trio/conversations/${conversationId}/images`, {
      method: 'POST',
      headers: who?.client.accessToken ? { authorization: `Bearer ${who.client.accessToken}` } : {},
      body: form,
    });
    const text = await res.text();
    return {
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      body: (text ? JSON.parse(text) : undefined) as ConversationImage & { code?: string },
    };
  }

  async function uploaded(who: SignedIn, conversationId: string, background: string): Promise<string> {
    const answer = await upload(who, conversationId, await photo(background));
    expect(answer.status).toBe(201);
    return answer.body.imageId;
  }

  const fetchImage = (who: SignedIn | undefined, conversationId: string, imageId: string, variant?: string) =>
    fetch(
      `${stack.gatewayUrl}/trio/conversations/${conversationId}/images/${imageId}${variant ? `?variant=${variant}` : ''}`,
      { headers: who?.client.accessToken ? { authorization: `Bearer ${who.client.accessToken}` } : {} },
    );

  const post = (who: SignedIn, conversationId: string, body: Record<string, unknown>, key?: string) =>
    who.client.call<ConversationMessage & { code?: string }>('POST', `/trio/conversations/${conversationId}/messages`, {
      body,
      headers: key ? { 'idempotency-key': key } : {},
    });

  const codeOf = (answer: { status: number; body: unknown }) => [
    answer.status,
    (answer.body as { code?: string } | undefined)?.code,
  ];

  beforeAll(async () => {
    stack = await startStack();
    landlord = await signUp(stack, { firstName: 'Asha', lastName: 'Rao' });
    renter = await signUp(stack, { firstName: 'Rohan', lastName: 'Kulkarni' });
    stranger = await signUp(stack);
    const m = await signUp(stack);
    manager = { ...m, managerId: await makeManager(stack, m, 'Priya Nair') };
  }, 120_000);
  afterAll(() => stack?.close());

  it('a member sends two photos; the other member sees them and fetches both sizes; nobody else can', async () => {
    const conversation = await openAbout(renter, 'home', await listProperty(landlord));

    const first = await upload(renter, conversation._id, await photo('#6b8e23', 1200, 900));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      imageId: expect.stringMatching(/^[0-9a-f]{24}$/),
      conversationId: conversation._id,
      width: 1200,
      height: 900,
      thumbnail: { width: expect.any(Number), height: expect.any(Number) },
    });
    const second = await uploaded(renter, conversation._id, '#8b4513');
    const ids = [first.body.imageId, second];

    // Not sent yet: the uploader's alone.
    expect((await fetchImage(renter, conversation._id, ids[0]!, 'thumbnail')).status).toBe(200);
    const early = await fetchImage(manager, conversation._id, ids[0]!);
    expect([early.status, early.headers.get('content-type')]).toEqual([
      404,
      expect.stringContaining(PROBLEM_CONTENT_TYPE),
    ]);

    // Sent with an Idempotency-Key: a retry answers the same message, not "already sent".
    const key = randomUUID();
    const sent = await post(renter, conversation._id, { text: '', imageIds: ids }, key);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      text: '',
      images: [
        { id: ids[0], width: 1200, height: 900 },
        { id: ids[1], width: 900, height: 600 },
      ],
    });
    const again = await post(renter, conversation._id, { text: '', imageIds: ids }, key);
    expect([again.status, again.body._id]).toEqual([201, sent.body._id]);
    // A photo goes out once.
    const twice = await post(renter, conversation._id, { text: 'Again', imageIds: [ids[0]] });
    expect(codeOf(twice)).toEqual([409, 'IMAGE_NOT_AVAILABLE']);

    // The manager sees the message and its photos, and the Inbox says what it is.
    const read = await manager.client.call<ConversationMessages>(
      'GET',
      `/trio/conversations/${conversation._id}/messages`,
    );
    expect(read.body.messages.map((m) => [m.seq, m.text, m.images.map((image) => image.id)])).toEqual([[1, '', ids]]);
    const inbox = await manager.client.call<Inbox>('GET', '/trio/conversations');
    expect(inbox.body.conversations.find((c) => c._id === conversation._id)?.lastMessage).toMatchObject({
      text: '📷 2 photos',
      authorName: 'Rohan Kulkarni',
    });
    for (const imageId of ids) {
      for (const variant of ['web', 'thumbnail'] as const) {
        const res = await fetchImage(manager, conversation._id, imageId, variant);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^image\/(webp|jpeg)$/);
        expect(res.headers.get('cache-control')).toContain('private');
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(bytes.length).toBeGreaterThan(0);
        const metadata = await sharp(bytes).metadata();
        const webWidth = imageId === ids[0] ? 1200 : 900;
        if (variant === 'web') expect(metadata.width).toBe(webWidth);
        else expect(metadata.width).toBeLessThan(webWidth);
        // Metadata stripped: no EXIF in what is served.
        expect(metadata.exif).toBeUndefined();
      }
    }

    // Nobody else: another user, the landlord (not in a stranger's question), a visitor. 404 (401) and nothing of it.
    for (const outsider of [stranger, landlord, undefined]) {
      const status = outsider ? 404 : 401;
      const refusedUpload = await upload(outsider, conversation._id, await photo('#000000'));
      expect([refusedUpload.status, refusedUpload.contentType]).toEqual([
        status,
        expect.stringContaining(PROBLEM_CONTENT_TYPE),
      ]);
      for (const variant of ['web', 'thumbnail']) {
        const res = await fetchImage(outsider, conversation._id, ids[0]!, variant);
        expect([res.status, res.headers.get('content-type')]).toEqual([
          status,
          expect.stringContaining(PROBLEM_CONTENT_TYPE),
        ]);
        // Nothing of it: not its uploader, not its size (the problem's `instance` is the path asked, no more).
        const problem = (await res.json()) as { detail?: string; width?: unknown };
        expect(JSON.stringify({ ...problem, instance: undefined })).not.toMatch(/Kulkarni|1200|webp/);
      }
    }

    // The event says how many photos (the e-mail's "sent 2 photos"); its text is never empty.
    const kafka = createKafka('conversation-images-e2e', stack.usersEnv.KAFKA_BROKERS!.split(','));
    const [event] = await collectMessages(kafka, stack.topicPrefix + messagePosted.topic, {
      filter: (m) => (m.json as { data?: { conversationId?: string } }).data?.conversationId === conversation._id,
      done: (ms) => ms.length >= 1,
      timeoutMs: 30_000,
    });
    expect(messagePosted.envelope.parse(event!.json).data).toMatchObject({ imageCount: 2, text: '📷 2 photos' });
  }, 180_000);

  it('refuses a sixth photo, another conversation’s or member’s photo, a file that is no image, and nothing to send', async () => {
    const conversation = await openAbout(renter, 'home', await listProperty(landlord));
    const other = await openAbout(renter, 'home', await listProperty(landlord));

    const colours = ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666'];
    const six: string[] = [];
    for (const colour of colours) six.push(await uploaded(renter, conversation._id, colour));
    const tooMany = await post(renter, conversation._id, { text: 'All of them', imageIds: six });
    expect(codeOf(tooMany)).toEqual([400, 'VALIDATION_FAILED']);
    const twiceInOne = await post(renter, conversation._id, { imageIds: [six[0], six[0]] });
    expect(codeOf(twiceInOne)).toEqual([400, 'VALIDATION_FAILED']);
    const nothing = await post(renter, conversation._id, { text: '  ', imageIds: [] });
    expect(codeOf(nothing)).toEqual([400, 'VALIDATION_FAILED']);

    // Another conversation's photo, another member's photo, an unknown one: none is sent, all stay as they were.
    const elsewhere = await uploaded(renter, other._id, '#0000ff');
    const managers = await uploaded(manager, conversation._id, '#00ff00');
    for (const imageId of [elsewhere, managers, '65a1f0c2e4b0a1b2c3d4ffff']) {
      const refused = await post(renter, conversation._id, { text: 'Look', imageIds: [six[0], imageId] });
      expect(codeOf(refused)).toEqual([409, 'IMAGE_NOT_AVAILABLE']);
      expect(refused.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    }
    // The refused messages kept none: five of the six go in one message, the sixth in the next.
    const five = await post(renter, conversation._id, { text: 'The flat, room by room.', imageIds: six.slice(0, 5) });
    expect(five.status).toBe(201);
    expect(five.body.images.map((image) => image.id)).toEqual(six.slice(0, 5));
    const last = await post(renter, conversation._id, { imageIds: [six[5]] });
    expect([last.status, last.body.text, last.body.images.length]).toEqual([201, '', 1]);
    // The manager's unsent photo is still theirs to send.
    expect((await post(manager, conversation._id, { imageIds: [managers] })).status).toBe(201);

    // Not an image (by its bytes, whatever its declared type), no file, not a form, a size that does not exist.
    const notImage = await upload(
      renter,
      conversation._id,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
    );
    expect([notImage.status, notImage.body.code, notImage.contentType]).toEqual([
      415,
      'UNSUPPORTED_IMAGE_TYPE',
      expect.stringContaining(PROBLEM_CONTENT_TYPE),
    ]);
    const form = new FormData();
    form.append('note', 'no file');
    const noFile = await fetch(`${stack.gatewayUrl}/trio/conversations/${conversation._id}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${renter.client.accessToken}` },
      body: form,
    });
    expect([noFile.status, ((await noFile.json()) as { code: string }).code]).toEqual([400, 'VALIDATION_FAILED']);
    const json = await renter.client.call('POST', `/trio/conversations/${conversation._id}/images`, {
      body: { image: 'data:image/png;base64,AAAA' },
    });
    expect(codeOf(json)).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const badVariant = await fetchImage(renter, conversation._id, six[0]!, 'original');
    expect(badVariant.status).toBe(400);
    // Another conversation's photo is not found through this one.
    expect((await fetchImage(renter, conversation._id, elsewhere)).status).toBe(404);
  }, 180_000);

  it('a closed conversation takes no more photos; what was sent stays readable', async () => {
    const propertyId = await listProperty(landlord);
    const formData = {
      firstName: 'Rohan',
      lastName: 'Kulkarni',
      phone: '+91 98450 12345',
      address: '12 MG Road, Bengaluru 560001',
      panAdhaar: uniqueAadhaar(),
      moveInDate: addMonthsToDate(today, 1),
      leasePeriod: '11 months',
      numPeople: 2,
    };
    const applied = await renter.client.call<RentalApplication>('POST', '/trio/rental-applications/apply', {
      body: { formData, propertyId },
    });
    expect(applied.status).toBe(200);
    const conversation = await openAbout(renter, 'application', applied.body._id);
    const imageId = await uploaded(renter, conversation._id, '#abcdef');
    const unsent = await uploaded(renter, conversation._id, '#fedcba');
    expect((await post(renter, conversation._id, { text: 'My payslip', imageIds: [imageId] })).status).toBe(201);

    const withdrawn = await renter.client.call('PUT', `/trio/rental-applications/${applied.body._id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    const refused = await upload(renter, conversation._id, await photo('#123456'));
    expect([refused.status, refused.body.code]).toEqual([409, 'CONVERSATION_CLOSED']);
    expect(codeOf(await post(renter, conversation._id, { imageIds: [unsent] }))).toEqual([409, 'CONVERSATION_CLOSED']);
    expect((await fetchImage(manager, conversation._id, imageId, 'thumbnail')).status).toBe(200);
    expect((await new ApiClient(stack.gatewayUrl).call('GET', `/trio/conversations/${conversation._id}`)).status).toBe(
      401,
    );
  }, 180_000);
});
