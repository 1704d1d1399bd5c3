import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { toProblemResponse } from '@trio/service-kit/http';
import Fastify, { type FastifyInstance } from 'fastify';
import { FORM_CONTENT_TYPE, installUnreadFormBodies, UNREAD_FORM_LIMIT_BYTES } from './unread-form-bodies';

const ONE_CLICK = '/trio/saved-searches/:id/unsubscribe';

/** A bare Fastify app (in memory, `inject`) answering errors as the kit does, each route echoing what it was given. */
async function appWith(paths: string[]): Promise<FastifyInstance> {
  const fastify = Fastify();
  fastify.setErrorHandler((error, _request, reply) => {
    const { status, problem } = toProblemResponse(error);
    return reply.status(status).send(problem);
  });
  installUnreadFormBodies(
    {
      getHttpAdapter: () => ({ getInstance: () => fastify, registerParserMiddleware: () => undefined }),
    } as unknown as NestFastifyApplication,
    paths,
  );
  const echo = (request: { body: unknown }) => ({ body: request.body ?? null });
  fastify.post(ONE_CLICK, echo);
  fastify.post('/trio/saved-searches', echo);
  await fastify.ready();
  return fastify;
}

const form = (url: string, payload: string) =>
  ({ method: 'POST', url, payload, headers: { 'content-type': FORM_CONTENT_TYPE } }) as const;

describe('unread form bodies (the one-click unsubscribe)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith([ONE_CLICK]);
  });
  afterAll(() => app.close());

  it("takes a mail client's one-click form on its route, and passes no body on", async () => {
    const answer = await app.inject(form('/trio/saved-searches/abc/unsubscribe?token=t', 'List-Unsubscribe=One-Click'));
    expect([answer.statusCode, answer.json()]).toEqual([200, { body: null }]);
  });

  it('takes an empty form and JSON there as before', async () => {
    expect((await app.inject(form('/trio/saved-searches/abc/unsubscribe', ''))).statusCode).toBe(200);
    const json = await app.inject({ method: 'POST', url: '/trio/saved-searches/abc/unsubscribe', payload: {} });
    expect([json.statusCode, json.json()]).toEqual([200, { body: {} }]);
  });

  it('refuses a form on any other route with 415, and one too long to be a one-click form with 413', async () => {
    const elsewhere = await app.inject(form('/trio/saved-searches', 'name=x'));
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const long = await app.inject(
      form('/trio/saved-searches/abc/unsubscribe', 'x'.repeat(UNREAD_FORM_LIMIT_BYTES + 1)),
    );
    expect([long.statusCode, long.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('leaves Fastify refusing forms everywhere when no route takes them', async () => {
    const bare = await appWith([]);
    try {
      expect(
        (await bare.inject(form('/trio/saved-searches/abc/unsubscribe', 'List-Unsubscribe=One-Click'))).statusCode,
      ).toBe(415);
    } finally {
      await bare.close();
    }
  });
});
