import { request as httpRequest } from 'node:http';
import { Body, Controller, Get, Inject, Post } from '@nestjs/common';
import { objectIdSchema } from '@trio/contracts/common';
import { PROBLEM_CONTENT_TYPE, problemSchema } from '@trio/contracts/problem';
import { uniqueName } from '@trio/service-kit/testing/unique';
import mongoose, { type Connection, type Model, Schema } from 'mongoose';
import { z } from 'zod';
import { resolveAddresses } from '../../../infra/local/addresses';
import {
  CurrentIdentity,
  type GatewayIdentity,
  IdentityModule,
  ProblemException,
  PublicInternal,
  signIdentity,
  ZodBody,
  ZodParam,
} from '../src/http';
import { bootApp, type BootedApp, createLogCapture } from '../src/testing';
import { identityHeader, type JsonResponse, send, TEST_IDENTITY_SECRET } from './http-support';

interface Person {
  email: string;
}
const PEOPLE = Symbol('people');

const listingSchema = z.object({
  title: z.string().min(3),
  rent: z.object({ amountPaise: z.int().positive() }),
  tags: z.array(z.string()).max(3).default([]),
});

class ListingException extends ProblemException {}

@Controller()
class ProbeController {
  constructor(@Inject(PEOPLE) private readonly people: Model<Person>) {}

  @Post('listings')
  create(@ZodBody(listingSchema) body: z.infer<typeof listingSchema>) {
    return { created: body };
  }

  @Get('listings/:id')
  get(@ZodParam('id', objectIdSchema) id: string) {
    throw new ListingException('NOT_FOUND', `Listing ${id} does not exist.`);
  }

  @Get('boom')
  boom() {
    throw new Error('internal detail: mongodb://admin:hunter2@10.0.0.5/users');
  }

  @Post('people')
  async addPerson(@Body() body: { email: string }) {
    const person = await this.people.create({ email: body.email });
    return { id: String(person._id) };
  }

  /** A body claiming to be someone else is ignored: identity comes from the signed header only. */
  @Post('me')
  me(@CurrentIdentity() me: GatewayIdentity, @Body() _body: unknown) {
    return { userId: me.userId, role: me.role };
  }

  @Get('public')
  @PublicInternal()
  open() {
    return { open: true };
  }
}

/** The same token with its claims re-encoded to raise the role, keeping the original signature. */
function tamper(token: string): string {
  const [version, body, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
  const raised = Buffer.from(JSON.stringify({ ...claims, role: 'property_manager' })).toString('base64url');
  return `${version}.${raised}.${signature}`;
}

function expectProblem(response: JsonResponse, status: number, code: string): void {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
  expect(problemSchema.safeParse(response.body).success).toBe(true);
  expect(response.body).toMatchObject({ status, code });
  expect(response.body.correlationId).toBe(response.headers.get('x-correlation-id'));
}

describe('problem+json for every error (real app on Fastify, real MongoDB)', () => {
  const addresses = resolveAddresses();
  const logs = createLogCapture();
  const caller = identityHeader({ userId: 'asha' });
  let connection: Connection;
  let booted: BootedApp;

  beforeAll(async () => {
    connection = await mongoose
      .createConnection(addresses.mongoUrl, {
        dbName: uniqueName('it_problems').replace(/-/g, '_'),
        serverSelectionTimeoutMS: 5_000,
      })
      .asPromise();
    const people = connection.model<Person>(
      'Person',
      new Schema<Person>({ email: { type: String, required: true, unique: true } }),
    );
    await people.init();
    booted = await bootApp({
      imports: [IdentityModule.forRoot({ secret: TEST_IDENTITY_SECRET })],
      controllers: [ProbeController],
      providers: [{ provide: PEOPLE, useValue: people }],
      logDestination: logs.destination,
      bodyLimit: 2_048,
    });
  });

  afterAll(async () => {
    await booted?.close();
    await connection?.dropDatabase();
    await connection?.close();
  });

  it('accepts a valid body and hands the handler the parsed value', async () => {
    const ok = await send(`${booted.url}/listings`, {
      json: { title: 'Sunny 2BHK', rent: { amountPaise: 2_500_000 }, extra: 'dropped' },
      headers: caller,
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ created: { title: 'Sunny 2BHK', rent: { amountPaise: 2_500_000 }, tags: [] } });
  });

  it('names every invalid field of a body', async () => {
    const bad = await send(`${booted.url}/listings`, {
      json: { title: 'ab', rent: {}, tags: ['a', 'b', 'c', 'd'] },
      headers: caller,
    });
    expectProblem(bad, 400, 'VALIDATION_FAILED');
    const errors = bad.body.errors as { field: string; message: string }[];
    expect(errors.map((e) => e.field).sort()).toEqual(['rent.amountPaise', 'tags', 'title']);
    expect(errors.find((e) => e.field === 'rent.amountPaise')?.message).toBe('is required');
    expect(bad.body.instance).toBe('/listings');
  });

  it('names an invalid path parameter', async () => {
    const bad = await send(`${booted.url}/listings/not-an-id`, { headers: caller });
    expectProblem(bad, 400, 'VALIDATION_FAILED');
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'id' })]);
  });

  it('answers a per-module exception with its code and detail', async () => {
    const missing = await send(`${booted.url}/listings/${'a'.repeat(24)}`, { headers: caller });
    expectProblem(missing, 404, 'NOT_FOUND');
    expect(missing.body.detail).toBe(`Listing ${'a'.repeat(24)} does not exist.`);
  });

  it('answers an unknown route with 404 NOT_FOUND, carrying the correlation id the client sent', async () => {
    const unknown = await send(`${booted.url}/no/such/route?x=1`, { headers: { 'x-correlation-id': 'trace-404' } });
    expectProblem(unknown, 404, 'NOT_FOUND');
    expect(unknown.body).toMatchObject({ instance: '/no/such/route', correlationId: 'trace-404' });
    const post = await send(`${booted.url}/nothing-here`, { json: { a: 1 } });
    expectProblem(post, 404, 'NOT_FOUND');
  });

  it('answers a method an existing address does not take with 405 METHOD_NOT_ALLOWED and Allow', async () => {
    const deleted = await send(`${booted.url}/listings/${'a'.repeat(24)}`, { method: 'DELETE', headers: caller });
    expectProblem(deleted, 405, 'METHOD_NOT_ALLOWED');
    expect(deleted.headers.get('allow')).toBe('GET, HEAD');
    const put = await send(`${booted.url}/listings`, { method: 'PUT', json: {}, headers: caller });
    expectProblem(put, 405, 'METHOD_NOT_ALLOWED');
    expect(put.headers.get('allow')).toBe('POST');
    // TRACE, which fetch will not send.
    const traced = await new Promise<{ status: number; allow: string | undefined; type: string | undefined }>(
      (resolve, reject) => {
        const request = httpRequest(`${booted.url}/public`, { method: 'TRACE' }, (response) => {
          response.resume();
          resolve({
            status: response.statusCode ?? 0,
            allow: response.headers.allow,
            type: response.headers['content-type'],
          });
        });
        request.on('error', reject);
        request.end();
      },
    );
    expect(traced).toEqual({
      status: 405,
      allow: 'GET, HEAD',
      type: expect.stringMatching(/^application\/problem\+json/),
    });
    // An address that does not exist is still 404 whatever the method.
    expectProblem(await send(`${booted.url}/no/such/route`, { method: 'DELETE' }), 404, 'NOT_FOUND');
  });

  it('answers malformed JSON with 400 VALIDATION_FAILED', async () => {
    const res = await send(`${booted.url}/listings`, {
      raw: '{"title": "Sunny",',
      headers: { ...caller, 'content-type': 'application/json' },
    });
    expectProblem(res, 400, 'VALIDATION_FAILED');
  });

  it('answers an unsupported content type with 415 and a too large body with 413', async () => {
    const text = await send(`${booted.url}/listings`, {
      raw: 'title=Sunny',
      headers: { ...caller, 'content-type': 'text/csv' },
    });
    expectProblem(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const big = await send(`${booted.url}/listings`, {
      json: { title: 'x'.repeat(5_000), rent: { amountPaise: 1 } },
      headers: caller,
    });
    expectProblem(big, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses a body nested deeper than 64 levels with 400 VALIDATION_FAILED, before the handler', async () => {
    const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    const deepest = await send(`${booted.url}/me`, {
      raw: nested(64),
      headers: { ...caller, 'content-type': 'application/json' },
    });
    expect(deepest.status).toBe(201);
    for (const levels of [65, 1_000]) {
      const tooDeep = await send(`${booted.url}/me`, {
        raw: nested(levels),
        headers: { ...caller, 'content-type': 'application/json' },
      });
      expectProblem(tooDeep, 400, 'VALIDATION_FAILED');
      expect(tooDeep.body.detail).toBe('The JSON body nests objects and arrays more than 64 levels deep.');
    }
  });

  it("answers a URL or headers over the HTTP parser's limit with 431 HEADERS_TOO_LARGE as problem+json", async () => {
    const requests: Array<{ path: string; headers: Record<string, string> }> = [
      { path: `/public?q=${'a'.repeat(100_000)}`, headers: {} },
      { path: '/public', headers: { 'x-filler': 'b'.repeat(60_000) } },
    ];
    for (const request of requests) {
      const res = await fetch(`${booted.url}${request.path}`, { headers: request.headers });
      expect(res.status).toBe(431);
      expect(res.headers.get('content-type')).toBe(PROBLEM_CONTENT_TYPE);
      const body: unknown = await res.json();
      expect(problemSchema.safeParse(body).success).toBe(true);
      expect(body).toMatchObject({ status: 431, code: 'HEADERS_TOO_LARGE' });
    }
  });

  it('answers a MongoDB duplicate key with 409 DUPLICATE', async () => {
    const first = await send(`${booted.url}/people`, { json: { email: 'ravi@example.in' }, headers: caller });
    expect(first.status).toBe(201);
    const again = await send(`${booted.url}/people`, { json: { email: 'ravi@example.in' }, headers: caller });
    expectProblem(again, 409, 'DUPLICATE');
    expect(JSON.stringify(again.body)).not.toMatch(/E11000|email_1|ravi@/);
  });

  it('answers an unknown error with a generic 500 and logs its stack under the correlation id', async () => {
    const res = await send(`${booted.url}/boom`, { headers: { ...caller, 'x-correlation-id': 'trace-500' } });
    expectProblem(res, 500, 'INTERNAL');
    expect(JSON.stringify(res.body)).not.toMatch(/hunter2|10\.0\.0\.5|internal detail|ProbeController/);
    const line = await logs.waitFor((l) => l.correlationId === 'trace-500' && l.level === 'error');
    expect(line).toMatchObject({ msg: 'request failed', service: 'test-app', code: 'INTERNAL', path: '/boom' });
    expect((line.err as { stack: string }).stack).toContain('ProbeController.boom');
  });

  describe('gateway identity', () => {
    it('lets a signed identity in and takes the identity from the header, not the body', async () => {
      const res = await send(`${booted.url}/me`, {
        json: { userId: 'someone-else', role: 'property_manager' },
        headers: identityHeader({ userId: 'asha', role: 'landlord' }),
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ userId: 'asha', role: 'landlord' });
    });

    it.each<[string, Record<string, string>]>([
      ['missing', {}],
      ['tampered', { 'x-trio-identity': tamper(caller['x-trio-identity']!) }],
      [
        'expired',
        {
          'x-trio-identity': signIdentity(
            { userId: 'asha', email: 'a@example.in', role: 'tenant' },
            TEST_IDENTITY_SECRET,
            60,
            Date.now() - 120_000,
          ),
        },
      ],
      [
        'signed with another secret',
        {
          'x-trio-identity': signIdentity(
            { userId: 'asha', email: 'a@example.in', role: 'tenant' },
            'not-the-gateway-secret-0123456789abcdef',
          ),
        },
      ],
    ])('refuses a %s identity with 401 UNAUTHENTICATED', async (_case, headers) => {
      const res = await send(`${booted.url}/me`, { json: { userId: 'asha' }, headers });
      expectProblem(res, 401, 'UNAUTHENTICATED');
    });

    it('leaves @PublicInternal() routes open', async () => {
      const res = await send(`${booted.url}/public`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ open: true });
    });
  });
});
