import { clientResponseHeaders, serviceRequestHeaders } from './forwarded-headers';

describe('serviceRequestHeaders', () => {
  const incoming = {
    ip: '198.51.100.7',
    headers: {
      authorization: 'Bearer secret-token',
      'x-trio-identity': 'v1.forged.signature',
      'content-type': 'application/json; charset=utf-8',
      'idempotency-key': 'key-1',
      cookie: 'trio_refresh=abc',
      'user-agent': 'Mozilla/5.0',
      accept: 'application/json',
      'x-forwarded-for': '10.0.0.1',
      'x-correlation-id': 'from-the-client',
      host: 'localhost:3000',
      'content-length': '42',
      'x-custom': 'anything',
    },
  };

  it('passes the allowed headers, the correlation id and the client address, and nothing else', () => {
    expect(serviceRequestHeaders(incoming, { correlationId: 'corr-1', hasBody: true })).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'idempotency-key': 'key-1',
      cookie: 'trio_refresh=abc',
      'user-agent': 'Mozilla/5.0',
      accept: 'application/json',
      'x-correlation-id': 'corr-1',
      'x-forwarded-for': '198.51.100.7',
    });
  });

  it('leaves out content-type without a body, and defaults it to JSON with one', () => {
    expect(serviceRequestHeaders(incoming, { correlationId: 'c', hasBody: false })).not.toHaveProperty('content-type');
    expect(
      serviceRequestHeaders({ ip: '127.0.0.1', headers: {} }, { correlationId: undefined, hasBody: true }),
    ).toEqual({ 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1' });
  });

  it('never passes the client’s authorization or x-trio-identity', () => {
    const headers = serviceRequestHeaders(incoming, { correlationId: 'c', hasBody: false });
    expect(headers).not.toHaveProperty('authorization');
    expect(headers).not.toHaveProperty('x-trio-identity');
  });
});

describe('clientResponseHeaders', () => {
  it('passes the allowed headers back, set-cookie as a list, and nothing else', () => {
    const headers = new Headers([
      ['content-type', 'application/problem+json'],
      ['cache-control', 'no-store'],
      ['etag', 'W/"1"'],
      ['x-image-type', 'floorplan'],
      ['location', '/trio/users/1'],
      ['idempotent-replayed', 'true'],
      ['set-cookie', 'a=1; HttpOnly'],
      ['set-cookie', 'b=2; Path=/'],
      ['x-correlation-id', 'downstream-id'],
      ['content-length', '10'],
      ['server', 'users'],
    ]);
    expect(Object.fromEntries(clientResponseHeaders(headers))).toEqual({
      'content-type': 'application/problem+json',
      'cache-control': 'no-store',
      etag: 'W/"1"',
      'x-image-type': 'floorplan',
      location: '/trio/users/1',
      'idempotent-replayed': 'true',
      'set-cookie': ['a=1; HttpOnly', 'b=2; Path=/'],
    });
  });

  it('passes nothing when the service sent none of them', () => {
    expect(clientResponseHeaders(new Headers({ server: 'x' }))).toEqual([]);
  });
});
