import { runInContext } from '../context';
import { createLogCapture } from '../testing/log-capture';
import { resolveCorrelationId } from './http-correlation';
import { createLogger } from './logger';
import { NestPinoLogger } from './nest-logger';

describe('createLogger', () => {
  it('writes JSON with the service on every line and the correlation id inside a work context', async () => {
    const capture = createLogCapture();
    const logger = createLogger({ service: 'payments', destination: capture.destination });

    logger.info('outside');
    await runInContext({ correlationId: 'corr-1', causationId: 'evt-9' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.info({ orderId: 'o1' }, 'inside, after an await');
    });

    expect(capture.lines).toEqual([
      expect.objectContaining({ service: 'payments', level: 'info', msg: 'outside' }),
      expect.objectContaining({
        service: 'payments',
        level: 'info',
        msg: 'inside, after an await',
        orderId: 'o1',
        correlationId: 'corr-1',
        causationId: 'evt-9',
      }),
    ]);
    expect(capture.lines[0]).not.toHaveProperty('correlationId');
    expect(typeof capture.lines[0]?.time).toBe('string');
  });

  it('redacts secrets', () => {
    const capture = createLogCapture();
    const logger = createLogger({ service: 'users', destination: capture.destination });
    logger.info(
      { password: 'hunter2', headers: { authorization: 'Bearer abc', 'x-trio-identity': 'v1.x.y' } },
      'login',
    );
    expect(JSON.stringify(capture.lines[0])).not.toMatch(/hunter2|Bearer abc|v1\.x\.y/);
  });

  it('respects the level', () => {
    const capture = createLogCapture();
    const logger = createLogger({ service: 'users', level: 'warn', destination: capture.destination });
    logger.info('hidden');
    logger.warn('shown');
    expect(capture.lines.map((l) => l.msg)).toEqual(['shown']);
  });
});

describe('NestPinoLogger', () => {
  it("maps Nest's (message, stack, context) calls to pino fields", () => {
    const capture = createLogCapture();
    const nest = new NestPinoLogger(
      createLogger({ service: 'users', level: 'trace', destination: capture.destination }),
    );
    nest.log('Mapped {/x, GET} route', 'RouterExplorer');
    nest.error('boom', 'Error: boom\n    at x (file.ts:1:1)', 'ExceptionsHandler');
    nest.verbose('details');
    expect(capture.lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'Mapped {/x, GET} route', context: 'RouterExplorer' }),
      expect.objectContaining({
        level: 'error',
        msg: 'boom',
        context: 'ExceptionsHandler',
        stack: expect.stringContaining('at x'),
      }),
      expect.objectContaining({ level: 'trace', msg: 'details' }),
    ]);
  });
});

describe('resolveCorrelationId', () => {
  it('accepts a short plain id from the header', () => {
    expect(resolveCorrelationId('req-42_a.b:c')).toBe('req-42_a.b:c');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'two words'],
    ['with a newline (log injection)', 'abc\n{"level":"fatal"}'],
    ['repeated header', ['a', 'b']],
  ])('replaces a %s header with a new uuid', (_case, value) => {
    const id = resolveCorrelationId(value);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
