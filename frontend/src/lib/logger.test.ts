import { createLogger, logUncaughtErrors, type LoggerConfig, type LoggerDeps } from './logger';
import { ApiError } from './problem';

function setup(overrides: Partial<LoggerConfig> = {}) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));
  const consoleMock = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
  let now = new Date('2026-11-25T06:00:00.000Z');
  const deps: LoggerDeps = {
    fetch: fetchMock as unknown as typeof fetch,
    console: consoleMock,
    now: () => now,
    location: () => 'https://trio.rentals/properties/p-1',
    userAgent: () => 'Mozilla/5.0 test',
    apiBase: '',
  };
  const config: LoggerConfig = {
    consoleLevel: 'warn',
    serverLogging: true,
    production: true,
    serverLevel: 'debug',
    serverPerMinute: 30,
    ...overrides,
  };
  const sent = () =>
    fetchMock.mock.calls.map(([url, init]) => ({
      url,
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    }));
  return {
    logger: createLogger(config, deps),
    fetchMock,
    consoleMock,
    sent,
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
  };
}

describe('the app’s logger (spec 000 §7, §9)', () => {
  it('shows warn and error on the console by default, not info or debug', () => {
    const { logger, consoleMock } = setup({ production: false });
    logger.error('e');
    logger.warn('w', { id: 1 });
    logger.info('i');
    logger.debug('d');
    expect(consoleMock.error).toHaveBeenCalledWith('e');
    expect(consoleMock.warn).toHaveBeenCalledWith('w', { id: 1 });
    expect(consoleMock.info).not.toHaveBeenCalled();
    expect(consoleMock.debug).not.toHaveBeenCalled();
  });

  it('in production with server logging on, posts every entry to /trio/logs with the spec’s fields', () => {
    const { logger, sent } = setup();
    logger.debug('opened the gallery', { photo: 3 });
    logger.error('payment failed', new Error('card declined'));
    expect(sent()).toEqual([
      {
        url: '/trio/logs',
        headers: expect.objectContaining({
          'content-type': 'application/json',
          'x-correlation-id': expect.any(String),
        }),
        body: {
          level: 'debug',
          message: 'opened the gallery',
          data: { photo: 3 },
          timestamp: '2026-11-25T06:00:00.000Z',
          url: 'https://trio.rentals/properties/p-1',
          userAgent: 'Mozilla/5.0 test',
        },
      },
      expect.objectContaining({
        body: expect.objectContaining({ level: 'error', data: { name: 'Error', message: 'card declined' } }),
      }),
    ]);
  });

  it('sends nothing outside production, or with server logging off, or below the server level', () => {
    for (const config of [{ production: false }, { serverLogging: false }, { serverLevel: 'warn' as const }]) {
      const { logger, fetchMock } = setup(config);
      logger.info('not sent');
      expect([config, fetchMock.mock.calls.length]).toEqual([config, 0]);
    }
  });

  it('sends an entry about a failed API call under that call’s correlation id', () => {
    const { logger, sent } = setup();
    const failure = new ApiError(503, 'SERVICE_UNAVAILABLE', 'The users service is not answering');
    failure.correlationId = 'call-42';
    logger.warn('Could not add p-1 to favourites', failure);
    expect(sent()[0]?.headers['x-correlation-id']).toBe('call-42');
    expect(sent()[0]?.body.data).toEqual({
      name: 'ApiError',
      message: 'The users service is not answering',
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      correlationId: 'call-42',
    });
  });

  it('is silent when the post fails, and sends at most serverPerMinute entries a minute', async () => {
    const { logger, fetchMock, advance } = setup({ serverPerMinute: 2 });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    logger.error('one');
    logger.error('two');
    logger.error('three: dropped');
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    advance(61_000);
    logger.error('four');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps the entry within the route’s bounds', () => {
    const { logger, sent } = setup();
    logger.error('x'.repeat(5_000), { dump: 'y'.repeat(20_000) });
    expect((sent()[0]?.body.message as string).length).toBe(2_000);
    expect(sent()[0]?.body.data).toBe('[data too large to send]');
  });

  it('logs errors nothing caught: thrown errors and unhandled rejections', () => {
    const { logger, sent } = setup();
    const target = new EventTarget();
    const stop = logUncaughtErrors(target as unknown as Window, logger);
    target.dispatchEvent(
      Object.assign(new Event('error'), { message: 'x is undefined', error: new TypeError('x is undefined') }),
    );
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('lost promise') }));
    stop();
    target.dispatchEvent(Object.assign(new Event('error'), { message: 'after stop' }));
    expect(sent().map((s) => s.body.message)).toEqual([
      'Uncaught error: x is undefined',
      'Unhandled rejection: lost promise',
    ]);
    expect(sent()[0]?.body.data).toMatchObject({ error: { name: 'TypeError', message: 'x is undefined' } });
  });

  it('keeps cyclic or very deep data from breaking the post', () => {
    const { logger, sent } = setup();
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    logger.warn('cyclic', cyclic);
    expect(sent()).toHaveLength(1);
  });
});
