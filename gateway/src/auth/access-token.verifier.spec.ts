import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { ProblemException } from '@trio/service-kit/http';
import { createTestTokenIssuer, type TestTokenIssuer } from '../../test/support/test-token-issuer';
import { AccessTokenVerifier, bearerToken } from './access-token.verifier';

const ASHA = { userId: '665f1c2b9d3e4a0012345678', uid: 'uid-asha', email: 'asha@example.in' };

async function problemOf(work: Promise<unknown>): Promise<{ code: string; status: number } | 'accepted'> {
  try {
    await work;
    return 'accepted';
  } catch (err) {
    if (err instanceof ProblemException) return { code: err.code, status: err.getStatus() };
    throw err;
  }
}

describe('AccessTokenVerifier (keys from a local JWKS server)', () => {
  let issuer: TestTokenIssuer;
  let server: Server;
  let jwksUrl: URL;
  let jwksFetches = 0;
  let jwksStatus = 200;

  beforeAll(async () => {
    issuer = await createTestTokenIssuer();
    server = createServer((req, res) => {
      jwksFetches += 1;
      res.writeHead(jwksStatus, { 'content-type': 'application/json' });
      res.end(JSON.stringify(issuer.jwks));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    jwksUrl = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`);
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('accepts a token of the users service and returns its user, fetching the key set once', async () => {
    const verifier = new AccessTokenVerifier(jwksUrl);
    const before = jwksFetches;
    await expect(verifier.verify(await issuer.sign(ASHA))).resolves.toEqual(ASHA);
    await expect(verifier.verify(await issuer.sign(ASHA))).resolves.toEqual(ASHA);
    expect(jwksFetches - before).toBe(1);
  });

  it('answers TOKEN_EXPIRED (401) to an expired token', async () => {
    const verifier = new AccessTokenVerifier(jwksUrl);
    expect(await problemOf(verifier.verify(await issuer.sign(ASHA, { expiresInSeconds: -1 })))).toEqual({
      code: 'TOKEN_EXPIRED',
      status: 401,
    });
  });

  it.each([
    ['signed with another key', { foreignKey: true }],
    ['from another issuer', { issuer: 'trio-elsewhere' }],
    ['for another audience', { audience: 'not-trio' }],
  ])('answers UNAUTHENTICATED (401) to a token %s', async (_case, options) => {
    const verifier = new AccessTokenVerifier(jwksUrl);
    expect(await problemOf(verifier.verify(await issuer.sign(ASHA, options)))).toEqual({
      code: 'UNAUTHENTICATED',
      status: 401,
    });
  });

  it('answers UNAUTHENTICATED to garbage and to a subject that is not a user id', async () => {
    const verifier = new AccessTokenVerifier(jwksUrl);
    expect(await problemOf(verifier.verify('a.b.c'))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await problemOf(verifier.verify(await issuer.sign({ ...ASHA, userId: 'admin' })))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('answers SERVICE_UNAVAILABLE (503) when the key set cannot be fetched', async () => {
    jwksStatus = 500;
    try {
      const broken = new AccessTokenVerifier(jwksUrl);
      expect(await problemOf(broken.verify(await issuer.sign(ASHA)))).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        status: 503,
      });
    } finally {
      jwksStatus = 200;
    }
    const unreachable = new AccessTokenVerifier(new URL('http://127.0.0.1:1/.well-known/jwks.json'));
    expect(await problemOf(unreachable.verify(await issuer.sign(ASHA)))).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('bearerToken', () => {
  it('takes the token of a Bearer authorization header', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
  });

  it.each([undefined, '', 'Bearer', 'Basic abc', 'abc', ['Bearer a', 'Bearer b']])(
    'answers UNAUTHENTICATED to %p',
    (header) => {
      expect(() => bearerToken(header)).toThrow(ProblemException);
    },
  );
});
