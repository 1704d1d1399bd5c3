import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Body, Controller, Logger as NestLogger, Post } from '@nestjs/common';
import { type Logger } from 'pino';
import { currentCorrelationId } from '../src/context';
import { InjectLogger } from '../src/logging';
import { bootApp, type BootedApp, createLogCapture } from '../src/testing';
import { send } from './http-support';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

@Controller('echo')
class EchoController {
  private readonly nestLogger = new NestLogger('EchoController');
  constructor(@InjectLogger() private readonly logger: Logger) {}

  @Post()
  async echo(@Body() body: { tag: string; delayMs?: number }) {
    await sleep(body.delayMs ?? 5);
    this.logger.info({ tag: body.tag }, 'echo handled');
    this.nestLogger.log(`nest logger for ${body.tag}`);
    return { tag: body.tag, correlationId: currentCorrelationId() ?? null };
  }
}

/** A POST whose body arrives in a later socket read than its headers: Fastify parses it from socket events. */
function postInTwoParts(url: string, correlationId: string, tag: string): Promise<{ header: string; body: string }> {
  const json = JSON.stringify({ tag, padding: 'x'.repeat(20_000) });
  const target = new URL(`${url}/echo`);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(json),
          'x-correlation-id': correlationId,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ header: String(res.headers['x-correlation-id']), body: text }));
      },
    );
    req.on('error', reject);
    req.flushHeaders();
    req.write(json.slice(0, 10));
    setTimeout(() => req.end(json.slice(10)), 50);
  });
}

describe('correlation id over HTTP and in log lines', () => {
  const logs = createLogCapture();
  let booted: BootedApp;

  beforeAll(async () => {
    booted = await bootApp({
      service: 'echo-service',
      controllers: [EchoController],
      logDestination: logs.destination,
    });
  });
  afterAll(() => booted?.close());

  it("keeps the client's id: response header, handler context and the handler's log line", async () => {
    const res = await send(`${booted.url}/echo`, {
      json: { tag: 'kept' },
      headers: { 'x-correlation-id': 'req-7f3a.checkout:1' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-correlation-id')).toBe('req-7f3a.checkout:1');
    expect(res.body).toEqual({ tag: 'kept', correlationId: 'req-7f3a.checkout:1' });

    const handled = await logs.waitFor((l) => l.msg === 'echo handled' && l.tag === 'kept');
    expect(handled).toMatchObject({ service: 'echo-service', level: 'info', correlationId: 'req-7f3a.checkout:1' });
    const nestLine = await logs.waitFor((l) => l.msg === 'nest logger for kept');
    expect(nestLine).toMatchObject({ context: 'EchoController', correlationId: 'req-7f3a.checkout:1' });
    const completed = await logs.waitFor(
      (l) => l.msg === 'request completed' && l.correlationId === 'req-7f3a.checkout:1',
    );
    expect(completed).toMatchObject({ method: 'POST', path: '/echo', statusCode: 201 });
  });

  it('generates an id when the request has none, and uses it everywhere', async () => {
    const res = await send(`${booted.url}/echo`, { json: { tag: 'generated' } });
    const id = res.headers.get('x-correlation-id');
    expect(id).toMatch(UUID);
    expect(res.body.correlationId).toBe(id);
    expect((await logs.waitFor((l) => l.tag === 'generated')).correlationId).toBe(id);
  });

  it.each([
    ['too long', 'a'.repeat(200)],
    ['with spaces', 'two words'],
    ['with a quote', 'abc"def'],
  ])('replaces an unacceptable id (%s)', async (_case, sent) => {
    const res = await send(`${booted.url}/echo`, {
      json: { tag: `bad-${_case}` },
      headers: { 'x-correlation-id': sent },
    });
    const id = res.headers.get('x-correlation-id');
    expect(id).not.toBe(sent);
    expect(id).toMatch(UUID);
    expect(res.body.correlationId).toBe(id);
  });

  it('keeps the context when the body arrives after the headers (parsed from later socket events)', async () => {
    const res = await postInTwoParts(booted.url, 'split-body-1', 'split');
    expect(res.header).toBe('split-body-1');
    expect(JSON.parse(res.body)).toEqual({ tag: 'split', correlationId: 'split-body-1' });
    expect((await logs.waitFor((l) => l.tag === 'split')).correlationId).toBe('split-body-1');
  });

  it('keeps concurrent requests apart', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `concurrent-${i}`);
    const responses = await Promise.all(
      ids.map((id, i) =>
        send(`${booted.url}/echo`, {
          json: { tag: id, delayMs: (i * 7) % 40 },
          headers: { 'x-correlation-id': id },
        }),
      ),
    );
    expect(responses.map((r) => r.body.correlationId)).toEqual(ids);
    for (const id of ids) {
      expect((await logs.waitFor((l) => l.tag === id && l.msg === 'echo handled')).correlationId).toBe(id);
    }
  });

  it('gives a body-parse error the request id (outside the async context)', async () => {
    const res = await send(`${booted.url}/echo`, {
      raw: '{"tag":',
      headers: { 'content-type': 'application/json', 'x-correlation-id': 'bad-json-1' },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-correlation-id')).toBe('bad-json-1');
    expect(res.body.correlationId).toBe('bad-json-1');
  });
});
