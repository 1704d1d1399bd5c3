import { clientLogLine, scrubClientData } from './client-log-line';

describe('a browser log entry as the gateway logs it', () => {
  it('replaces secrets by key and identity numbers and tokens by shape, at any depth it keeps', () => {
    expect(
      scrubClientData({
        password: 'hunter2',
        nested: { Authorization: 'Bearer x', aadhaarNumber: '234567890123', ok: 'PAN ABCDE1234F, 2345-6789-0123' },
        list: ['eyJhbGciOi.eyJzdWIi.c2ln', 42, null, true],
      }),
    ).toEqual({
      password: '[redacted]',
      nested: { Authorization: '[redacted]', aadhaarNumber: '[redacted]', ok: 'PAN [pan], [number]' },
      list: ['[token]', 42, null, true],
    });
  });

  it('bounds depth, width and text length', () => {
    const deep = { a: { b: { c: { d: { e: { f: 'too far' } } } } } };
    expect(scrubClientData(deep)).toEqual({ a: { b: { c: { d: { e: '[too deep]' } } } } });
    const wide = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, i]));
    const kept = scrubClientData(wide) as Record<string, unknown>;
    expect(Object.keys(kept)).toHaveLength(51);
    expect(kept['…']).toBe('10 more keys');
    expect(scrubClientData(Array.from({ length: 55 }, () => 1))).toHaveLength(51);
    expect((scrubClientData('x'.repeat(1_500)) as string).length).toBe(1_001);
  });

  it('puts the entry under `client`, the message as the line’s message', () => {
    expect(
      clientLogLine({
        level: 'info',
        message: 'opened 2345 6789 0123',
        timestamp: '2026-11-25T06:00:00Z',
        url: 'https://trio.rentals/x',
        userAgent: 'UA',
      }),
    ).toEqual({
      fields: {
        source: 'browser',
        client: { level: 'info', timestamp: '2026-11-25T06:00:00Z', url: 'https://trio.rentals/x', userAgent: 'UA' },
      },
      message: 'opened [number]',
    });
  });
});
