import type { ConversationMessage } from '@trio/contracts/http/conversations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productText } from '../../i18n/catalogues';
import { conversationAnswer, conversationMessageAnswer } from '../../test/api-answers';
import { problemAnswer, stubRoutes, type StubRequest, type StubRoutes } from '../../test/fetch-stub';
import { stubXhr } from '../../test/fake-xhr';
import { pngFile, textCalledImage } from '../../test/image-files';
import { renderRoute, tenant, testSession } from '../../test/render';
import { InboxPage } from './InboxPage';

const ID = 'c0000000000000000000000a';
const manager = { id: 'pm-1', name: 'Priya Sharma', role: 'manager' as const };

/** A live stream the test writes events into. */
function liveStream() {
  const encoder = new TextEncoder();
  let push: (text: string) => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(encoder.encode(text));
    },
  });
  return {
    response: () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (message: ConversationMessage) =>
      push(`event: message\nid: ${message.seq}\ndata: ${JSON.stringify(message)}\n\n`),
  };
}

function renderInbox(at: string, routes: StubRoutes) {
  const requests = stubRoutes({
    'GET /trio/conversations': {
      conversations: [
        conversationAnswer({
          unreadCount: 2,
          lastMessage: {
            seq: 2,
            text: 'Yes, it is free from Monday.',
            authorName: 'Priya Sharma',
            createdAt: '2026-11-27T10:02:00.000Z',
          },
        }),
        conversationAnswer({
          _id: 'c0000000000000000000000b',
          title: 'Repair: leaking tap',
          open: false,
          closedReason: 'The repair is done.',
        }),
      ],
      unreadTotal: 2,
    },
    [`POST /trio/conversations/${ID}/read`]: ({ body }: StubRequest) => ({
      readUpTo: (body as { seq: number }).seq,
      unreadCount: 0,
    }),
    ...routes,
  });
  const view = renderRoute(<InboxPage />, {
    path: '/inbox/:id?',
    at,
    session: testSession({ ...tenant, uid: 'u-renter' }),
  });
  return { ...view, requests };
}

afterEach(() => vi.unstubAllGlobals());

describe('InboxPage', () => {
  it('lists the conversations with the others’ names, the last message, and the unread count', async () => {
    renderInbox('/inbox', {});
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const first = await within(list).findByRole('link', { name: /Question about 2 BHK Apartment in Indiranagar/ });
    expect(first).toHaveAttribute('href', `/inbox/${ID}`);
    expect(first).toHaveTextContent('Priya Sharma');
    expect(first).toHaveTextContent('Priya Sharma: Yes, it is free from Monday.');
    expect(first).toHaveTextContent('2 unread');
    const closed = within(list).getByRole('link', { name: /Repair: leaking tap/ });
    expect(closed).toHaveTextContent('No messages yet');
    expect(closed).toHaveTextContent('Closed');
    expect(screen.getByText('Choose a conversation to read it.')).toBeInTheDocument();
  });

  it('shows the thread oldest first, adds live messages once each, marks them read and says "Seen"', async () => {
    const stream = liveStream();
    const fetched = [
      conversationMessageAnswer(1, 'Is the flat still free?', { readBy: ['u-renter', 'pm-1'] }),
      conversationMessageAnswer(2, 'Yes, it is free from Monday.', { author: manager }),
    ];
    const { requests } = renderInbox(`/inbox/${ID}`, {
      [`GET /trio/conversations/${ID}`]: conversationAnswer(),
      [`GET /trio/conversations/${ID}/messages`]: { messages: fetched, nextAfter: 2, hasMore: false },
      [`GET /trio/conversations/${ID}/stream`]: () => stream.response(),
    });
    const thread = await screen.findByRole('list', { name: 'Messages' });
    await within(thread).findByText('Yes, it is free from Monday.');
    const items = () => within(thread).getAllByRole('listitem');
    expect(items().map((item) => item.querySelector('.thread__text')?.textContent)).toEqual([
      'Is the flat still free?',
      'Yes, it is free from Monday.',
    ]);
    expect(items()[0]).toHaveTextContent('You');
    expect(items()[0]).toHaveTextContent('Seen');
    expect(items()[1]).toHaveTextContent('Priya Sharma');
    expect(await screen.findByText('Live')).toBeInTheDocument();

    // The stream repeats seq 2 (it raced the first page) and brings seq 3.
    stream.send(fetched[1]!);
    stream.send(conversationMessageAnswer(3, 'Can I visit on Saturday?', { author: manager }));
    await within(thread).findByText('Can I visit on Saturday?');
    expect(items()).toHaveLength(3);
    await waitFor(() =>
      expect(requests.filter((request) => request.path.endsWith('/read')).map((request) => request.body)).toEqual([
        { seq: 2 },
        { seq: 3 },
      ]),
    );
    expect(document.title).toBe('Question about 2 BHK Apartment in Indiranagar · Trio Rentals');
  });

  it('sends with Enter (Shift+Enter is a new line), shows the message, and clears the box', async () => {
    let posted: unknown;
    const { requests } = renderInbox(`/inbox/${ID}`, {
      [`GET /trio/conversations/${ID}`]: conversationAnswer(),
      [`GET /trio/conversations/${ID}/messages`]: { messages: [], nextAfter: 0, hasMore: false },
      [`GET /trio/conversations/${ID}/stream`]: () => liveStream().response(),
      [`POST /trio/conversations/${ID}/messages`]: ({ body }: StubRequest) => {
        posted = body;
        return new Response(JSON.stringify(conversationMessageAnswer(1, (body as { text: string }).text)), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    expect(box).toHaveAccessibleDescription(/0 \/ 4,000 characters/);
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}Is parking included?');
    expect(box).toHaveAccessibleDescription(/26 \/ 4,000 characters/);
    await user.keyboard('{Enter}');
    const thread = screen.getByRole('list', { name: 'Messages' });
    expect(await within(thread).findByText(/Is parking included\?/)).toBeInTheDocument();
    expect(posted).toEqual({ text: 'Hello\nIs parking included?' });
    expect(box).toHaveValue('');
    expect(requests.filter((request) => request.method === 'POST' && request.path.endsWith('/messages'))).toHaveLength(
      1,
    );
    const init = vi
      .mocked(fetch)
      .mock.calls.find(([, options]) => options?.method === 'POST' && String(options.body).includes('parking'))?.[1];
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the problem when sending fails and keeps the draft', async () => {
    renderInbox(`/inbox/${ID}`, {
      [`GET /trio/conversations/${ID}`]: conversationAnswer(),
      [`GET /trio/conversations/${ID}/messages`]: { messages: [], nextAfter: 0, hasMore: false },
      [`GET /trio/conversations/${ID}/stream`]: () => liveStream().response(),
      [`POST /trio/conversations/${ID}/messages`]: problemAnswer(409, 'CONVERSATION_CLOSED', 'The lease has ended.'),
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Hello?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The lease has ended.');
    expect(box).toHaveValue('Hello?');
  });

  it('adds photos (each uploaded with its progress, a refused file named), removes one, and sends the rest', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }),
    );
    let uploads = 0;
    const xhr = stubXhr(() => {
      uploads += 1;
      return {
        status: 201,
        body: {
          imageId: `6650a1b2c3d4e5f60123ab0${uploads}`,
          conversationId: ID,
          width: 1200,
          height: 900,
          thumbnail: { width: 400, height: 300 },
          createdAt: '2026-11-27T10:05:00.000Z',
        },
      };
    });
    let posted: unknown;
    renderInbox(`/inbox/${ID}`, {
      [`GET /trio/conversations/${ID}`]: conversationAnswer(),
      [`GET /trio/conversations/${ID}/messages`]: { messages: [], nextAfter: 0, hasMore: false },
      [`GET /trio/conversations/${ID}/stream`]: () => liveStream().response(),
      [`POST /trio/conversations/${ID}/messages`]: ({ body }: StubRequest) => {
        posted = body;
        const { text, imageIds } = body as { text: string; imageIds: string[] };
        const images = imageIds.map((id) => ({ id, width: 1200, height: 900 }));
        return new Response(JSON.stringify(conversationMessageAnswer(1, text, { images })), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const user = userEvent.setup({ applyAccept: false });
    const picker = await screen.findByLabelText('Add photos (up to 5)');
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(picker, [pngFile('kitchen.png'), textCalledImage('notes.jpg'), pngFile('bathroom.png')]);
    expect(await screen.findByText('notes.jpg is not a JPEG, PNG or WebP image.')).toBeInTheDocument();
    const toSend = screen.getByRole('list', { name: 'Photos to send' });
    await waitFor(() => expect(within(toSend).getAllByText('Ready to send')).toHaveLength(2));
    expect(xhr.map((request) => [request.path, (request.form.get('image') as File).name])).toEqual([
      [`/trio/conversations/${ID}/images`, 'kitchen.png'],
      [`/trio/conversations/${ID}/images`, 'bathroom.png'],
    ]);
    await user.click(within(toSend).getByRole('button', { name: 'Remove Photo 1 (kitchen.png)' }));
    expect(within(toSend).getAllByRole('listitem')).toHaveLength(1);

    // Photos alone may be sent: the text box may stay empty.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posted).toEqual({ text: '', imageIds: ['6650a1b2c3d4e5f60123ab02'] }));
    expect(screen.queryByRole('list', { name: 'Photos to send' })).not.toBeInTheDocument();
  });

  it('says which photo could not be uploaded and why, and sends nothing until it is removed', async () => {
    stubXhr(() => ({
      status: 415,
      body: { type: 'about:blank', title: 'x', status: 415, code: 'UNSUPPORTED_IMAGE_TYPE', detail: 'no' },
    }));
    const { requests } = renderInbox(`/inbox/${ID}`, {
      [`GET /trio/conversations/${ID}`]: conversationAnswer(),
      [`GET /trio/conversations/${ID}/messages`]: { messages: [], nextAfter: 0, hasMore: false },
      [`GET /trio/conversations/${ID}/stream`]: () => liveStream().response(),
    });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Add photos (up to 5)'), pngFile('broken.png'));
    expect(await screen.findByText('broken.png is not a JPEG, PNG or WebP image the server could read.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'See the photo');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Photo 1 (broken.png)' }));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(requests.filter((request) => request.method === 'POST' && request.path.endsWith('/messages'))).toEqual([]);
  });

  it('shows a message’s photos as thumbnails named by place and author; one opens its full size in a new tab', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const images = [
      { id: '6650a1b2c3d4e5f60123ab01', width: 1200, height: 900 },
      { id: '6650a1b2c3d4e5f60123ab02', width: 900, height: 1200 },
    ];
    const { requests } = renderInbox(`/inbox/${ID}`, {
      [`GET /trio/conversations/${ID}`]: conversationAnswer(),
      [`GET /trio/conversations/${ID}/messages`]: {
        messages: [conversationMessageAnswer(1, '', { author: manager, images })],
        nextAfter: 1,
        hasMore: false,
      },
      [`GET /trio/conversations/${ID}/stream`]: () => liveStream().response(),
      [`GET /trio/conversations/${ID}/images/${images[0]!.id}`]: () =>
        new Response(new Blob([new Uint8Array([1, 2, 3])]), { headers: { 'content-type': 'image/webp' } }),
      [`GET /trio/conversations/${ID}/images/${images[1]!.id}`]: () =>
        new Response(new Blob([new Uint8Array([1, 2, 3])]), { headers: { 'content-type': 'image/webp' } }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('img', { name: 'Photo 1 from Priya Sharma' })).toHaveAttribute('src', 'blob:photo');
    expect(await screen.findByRole('img', { name: 'Photo 2 from Priya Sharma' })).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Photo 2 from Priya Sharma, open the full size in a new tab' }),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:photo'));
    const imageCalls = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname.includes('/images/'));
    expect(imageCalls.map((url) => `${url.pathname.split('/').at(-1)}?${url.searchParams.get('variant')}`)).toEqual(
      expect.arrayContaining([`${images[0]!.id}?thumbnail`, `${images[1]!.id}?thumbnail`, `${images[1]!.id}?web`]),
    );
    expect(requests.length).toBeGreaterThan(0);
  });

  it('keeps a closed conversation readable with the box disabled and the reason shown', async () => {
    renderInbox(`/inbox/${ID}`, {
      [`GET /trio/conversations/${ID}`]: conversationAnswer({ open: false, closedReason: 'The repair is done.' }),
      [`GET /trio/conversations/${ID}/messages`]: {
        messages: [conversationMessageAnswer(1, 'The tap is fixed.', { author: manager })],
        nextAfter: 1,
        hasMore: false,
      },
      [`GET /trio/conversations/${ID}/stream`]: () => liveStream().response(),
    });
    expect(await screen.findByText('The tap is fixed.')).toBeInTheDocument();
    expect(screen.getByText('The repair is done.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('polls for new messages when the live stream is unavailable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let newer = false;
    const { requests } = renderInbox(`/inbox/${ID}`, {
      [`GET /trio/conversations/${ID}`]: conversationAnswer(),
      [`GET /trio/conversations/${ID}/messages`]: () =>
        newer
          ? {
              messages: [conversationMessageAnswer(2, 'Polled answer', { author: manager })],
              nextAfter: 2,
              hasMore: false,
            }
          : { messages: [conversationMessageAnswer(1, 'First')], nextAfter: 1, hasMore: false },
      [`GET /trio/conversations/${ID}/stream`]: problemAnswer(404, 'NOT_FOUND', 'No route'),
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(await screen.findByText('Checking for new messages every few seconds')).toBeInTheDocument();
    newer = true;
    expect(await screen.findByText('Polled answer', {}, { timeout: 6_000 })).toBeInTheDocument();
    expect(screen.getAllByText('First')).toHaveLength(1);
    const url = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => String(input))
      .filter((u) => u.includes('/messages?after='));
    expect(url.at(-1)).toContain('after=1');
    expect(requests.some((request) => request.path.endsWith('/stream'))).toBe(true);
  }, 10_000);
});

describe('InboxPage in Hindi', () => {
  it('shows the list with a date in Hindi, and a thread with its photos, read mark and text box', async () => {
    await productText.show('hi');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
    const images = [
      { id: '6650a1b2c3d4e5f60123ab01', width: 1200, height: 900 },
      { id: '6650a1b2c3d4e5f60123ab02', width: 900, height: 1200 },
    ];
    const photo = () =>
      new Response(new Blob([new Uint8Array([1, 2, 3])]), { headers: { 'content-type': 'image/webp' } });
    renderInbox(`/inbox/${ID}`, {
      [`GET /trio/conversations/${ID}`]: conversationAnswer(),
      [`GET /trio/conversations/${ID}/messages`]: {
        messages: [
          conversationMessageAnswer(1, 'Is the flat still free?', { readBy: ['u-renter', 'pm-1'] }),
          conversationMessageAnswer(2, 'Here are the photos.', { author: manager, images }),
        ],
        nextAfter: 2,
        hasMore: false,
      },
      [`GET /trio/conversations/${ID}/stream`]: () => liveStream().response(),
      [`GET /trio/conversations/${ID}/images/${images[0]!.id}`]: photo,
      [`GET /trio/conversations/${ID}/images/${images[1]!.id}`]: photo,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'इनबॉक्स' })).toBeInTheDocument();
    const list = await screen.findByRole('navigation', { name: 'बातचीत' });
    const first = await within(list).findByRole('link', { name: /Question about 2 BHK Apartment in Indiranagar/ });
    expect(first).toHaveTextContent('2 अपठित');
    expect(first).toHaveTextContent(/27 नवंबर 2026/);
    const closed = within(list).getByRole('link', { name: /Repair: leaking tap/ });
    expect(closed).toHaveTextContent('अभी कोई संदेश नहीं');
    expect(closed).toHaveTextContent('बंद');

    const thread = await screen.findByRole('list', { name: 'संदेश' });
    await within(thread).findByText('Here are the photos.');
    expect(thread).toHaveTextContent('आप');
    expect(thread).toHaveTextContent('देखा गया');
    expect(within(thread).getByRole('list', { name: '2 फ़ोटो' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Priya Sharma की फ़ोटो 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Priya Sharma की फ़ोटो 2, पूरे साइज़ में नए टैब में खोलें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /सारी बातचीत/ })).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'आपका संदेश' });
    expect(box).toHaveAccessibleDescription(/0 \/ 4,000 अक्षर।/);
    expect(screen.getByLabelText('फ़ोटो जोड़ें (ज़्यादा से ज़्यादा 5)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'भेजें' })).toBeDisabled();
  });
});
