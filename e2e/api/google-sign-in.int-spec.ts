import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';
import { ApiClient } from './support/client';
import { startStack, type Stack } from './support/stack';

const CLIENT_ID = 'trio-e2e.apps.googleusercontent.com';

/** Google's side, locally: an RS256 key pair whose public half is served as a JWKS, like Google's certs URL. */
async function fakeGoogleKeys(): Promise<{ url: string; privateKey: KeyLike; server: Server }> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'e2e-google-key', alg: 'RS256', use: 'sig' };
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/oauth2/v3/certs`, privateKey, server };
}

describe('Google sign-in through the gateway', () => {
  let stack: Stack;
  let google: Awaited<ReturnType<typeof fakeGoogleKeys>>;

  beforeAll(async () => {
    google = await fakeGoogleKeys();
    stack = await startStack({ users: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.url } });
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    google?.server.close();
  });

  function idToken(
    claims: { aud?: string; exp?: number; email?: string; sub?: string },
    key: KeyLike = google.privateKey,
  ) {
    const email = claims.email ?? `ravi.${Date.now()}@gmail.com`;
    return new SignJWT({
      email,
      email_verified: true,
      given_name: 'Ravi',
      family_name: 'Shankar',
      name: 'Ravi Shankar',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'e2e-google-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(claims.aud ?? CLIENT_ID)
      .setSubject(claims.sub ?? `g-${Date.now()}-${Math.random()}`)
      .setIssuedAt()
      .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(key);
  }

  it('accepts a token for our client id: creates the account, and signs the same person in again', async () => {
    const sub = `g-${Date.now()}`;
    const email = `ravi.${Date.now()}@gmail.com`;
    const browser = new ApiClient(stack.gatewayUrl);
    const first = await browser.call<{ user: Record<string, unknown> }>('POST', '/trio/auth/google', {
      body: { idToken: await idToken({ sub, email }) },
    });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ email, displayName: 'Ravi Shankar', role: 'tenant', isEmailUser: false });
    expect(browser.cookie).toMatch(/^trio_refresh=/);
    expect((await browser.call('GET', '/trio/auth/me')).body).toMatchObject({ email, isEmailUser: false });

    const again = await new ApiClient(stack.gatewayUrl).call<{ user: Record<string, unknown> }>(
      'POST',
      '/trio/auth/google',
      {
        body: { idToken: await idToken({ sub, email }) },
      },
    );
    expect(again.body.user._id).toBe(first.body.user._id);
  });

  it('refuses a token for another audience, an expired token and a bad signature: GOOGLE_TOKEN_INVALID', async () => {
    const { privateKey: strangerKey } = await generateKeyPair('RS256');
    const cases = [
      await idToken({ aud: 'someone-else.apps.googleusercontent.com' }),
      await idToken({ exp: Math.floor(Date.now() / 1000) - 60 }),
      await idToken({}, strangerKey),
      'not-a-jwt',
    ];
    for (const token of cases) {
      const answer = await new ApiClient(stack.gatewayUrl).call('POST', '/trio/auth/google', {
        body: { idToken: token },
      });
      expect(answer).toMatchObject({ status: 401, body: { code: 'GOOGLE_TOKEN_INVALID' } });
    }
  });
});
