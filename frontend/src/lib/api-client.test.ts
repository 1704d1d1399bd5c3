import { defineRoute, PUBLIC } from '@trio/contracts/http/route';
import { z } from 'zod';
import { callRoute } from './api-client';
import { ApiError, MALFORMED_ANSWER } from './problem';

const place = defineRoute({
  method: 'GET',
  path: '/trio/places/:id',
  access: PUBLIC,
  summary: 'A place',
  tags: ['test'],
  params: z.object({ id: z.string() }),
  query: z.object({ near: z.string().optional() }),
  answer: { status: 200, schema: z.object({ name: z.string(), rooms: z.int() }) },
});

const forget = defineRoute({
  method: 'POST',
  path: '/trio/places/forget',
  access: PUBLIC,
  summary: 'Forget places',
  tags: ['test'],
  body: z.object({ ids: z.array(z.string()) }),
  answer: { status: 204 },
});

function answering(body: BodyInit | null, init: ResponseInit = {}) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(work: Promise<unknown>): Promise<ApiError> {
  const failure = await work.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(ApiError);
  return failure as ApiError;
}

describe('callRoute', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('calls the route’s method and path, fills the parameters and the query, and parses the answer', async () => {
    const fetchMock = answering(JSON.stringify({ name: 'Koramangala flat', rooms: 2, extra: 'dropped' }));
    await expect(callRoute(place, { params: { id: 'a b' }, query: { near: 'metro' } })).resolves.toEqual({
      name: 'Koramangala flat',
      rooms: 2,
    });
    expect(fetchMock).toHaveBeenCalledWith('/trio/places/a%20b?near=metro', expect.objectContaining({ method: 'GET' }));
  });

  it('sends the body as JSON and answers undefined for 204', async () => {
    const fetchMock = answering(null, { status: 204 });
    await expect(callRoute(forget, { body: { ids: ['p1'] } })).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"ids":["p1"]}' });
  });

  it('sends a write made twice at once (a double-click) once, with an Idempotency-Key, and answers both', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await Promise.all([callRoute(forget, { body: { ids: ['p2'] } }), callRoute(forget, { body: { ids: ['p2'] } })]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // Sent again right after (a second click that came late): the same key, which the server answers once.
    await callRoute(forget, { body: { ids: ['p2'] } });
    expect((fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>)['idempotency-key']).toBe(
      headers['idempotency-key'],
    );
  });

  it('sends the caller’s own Idempotency-Key as is: the same words meant twice are two writes', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await callRoute(forget, { body: { ids: ['p3'] }, idempotencyKey: 'first-message' });
    await callRoute(forget, { body: { ids: ['p3'] }, idempotencyKey: 'second-message' });
    const keys = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);
    expect(keys).toEqual(['first-message', 'second-message']);
  });

  it('turns an answer that does not fit the contract into a MALFORMED_ANSWER error, never a silent cast', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answering(JSON.stringify({ name: 42 }));
    const failure = await failureOf(callRoute(place, { params: { id: 'p1' } }));
    expect(failure).toMatchObject({ code: MALFORMED_ANSWER, status: 200 });
    expect(failure.message).toBe('The server sent an answer this page cannot read. Please try again later.');
  });

  it('turns a body that is not JSON into a MALFORMED_ANSWER error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answering('<html>proxy error page</html>');
    expect(await failureOf(callRoute(place, { params: { id: 'p1' } }))).toMatchObject({ code: MALFORMED_ANSWER });
  });

  it('keeps the server’s problem for failures', async () => {
    answering(JSON.stringify({ code: 'NOT_FOUND', detail: 'There is no place p1.' }), { status: 404 });
    expect(await failureOf(callRoute(place, { params: { id: 'p1' } }))).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      message: 'There is no place p1.',
    });
  });

  it('sends its own x-correlation-id with every call and keeps it on the error of a failed one', async () => {
    const fetchMock = answering(JSON.stringify({ code: 'NOT_FOUND', detail: 'There is no place p1.' }), {
      status: 404,
    });
    const failure = await failureOf(callRoute(place, { params: { id: 'p1' } }));
    await failureOf(callRoute(place, { params: { id: 'p2' } }));
    const ids = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['x-correlation-id']);
    expect(ids).toEqual([expect.stringMatching(/^[0-9a-f-]{32,36}$/), expect.stringMatching(/^[0-9a-f-]{32,36}$/)]);
    expect(ids[0]).not.toBe(ids[1]);
    expect(failure.correlationId).toBe(ids[0]);
  });
});
