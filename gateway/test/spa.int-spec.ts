import { rmSync } from 'node:fs';
import { bootGateway, type BootedGateway, send } from './support/gateway-harness';
import { FIXTURE_SCRIPT, FIXTURE_SCRIPT_SOURCE, writeSpaFixture } from './support/spa-fixture';

const GOOGLE_CLIENT_ID = '1234-spa-test.apps.googleusercontent.com';

describe('the built SPA, served by the gateway', () => {
  let gateway: BootedGateway;
  let dir: string;

  beforeAll(async () => {
    dir = writeSpaFixture();
    gateway = await bootGateway({
      SPA_DIR: dir,
      MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      GOOGLE_CLIENT_ID,
      RAZORPAY_CHECKOUT_URL: 'https://checkout.razorpay.com/v1/checkout.js',
    });
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${gateway.url}${path}`, { headers });

  it.each(['/', '/properties/abc', '/search?q=Pune', '/landlord-hub', '/index.html'])(
    'answers %s with index.html, revalidated on every use',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain(`src="${FIXTURE_SCRIPT}"`);
    },
  );

  it('answers HEAD of a deep link like GET, without a body', async () => {
    const res = await fetch(`${gateway.url}/favorites`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toBe('');
  });

  it("gives the page a CSP for its own scripts and styles, images, the tiles, Google's sign-in and Razorpay's checkout, no inline script", async () => {
    const res = await get('/properties/abc');
    const csp = Object.fromEntries(
      (res.headers.get('content-security-policy') ?? '').split(/;\s*/).map((d) => {
        const [name = '', ...sources] = d.split(' ');
        return [name, sources];
      }),
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/client',
      'https://checkout.razorpay.com',
    ]);
    expect(csp['style-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/style']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.org']);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/',
      'https://checkout.razorpay.com',
      'https://api.razorpay.com',
    ]);
    expect(csp['frame-src']).toEqual(['https://accounts.google.com/gsi/', 'https://api.razorpay.com']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(JSON.stringify(csp)).not.toContain('unsafe');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves hashed assets for a year, immutable, gzipped when the build made a gzip copy', async () => {
    const plain = await get(FIXTURE_SCRIPT, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('etag')).toBeTruthy();
    expect(await plain.text()).toBe(FIXTURE_SCRIPT_SOURCE);

    const gzipped = await get(FIXTURE_SCRIPT, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await gzipped.text()).toBe(FIXTURE_SCRIPT_SOURCE); // fetch decodes it
  });

  it('serves the unhashed files next to index.html, revalidated', async () => {
    const res = await get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    '/trio/nope',
    '/trio/users/x/nope',
    '/api/nope',
    '/health/nope',
    '/trio/docs/nope.js',
    '/assets/gone-123.js',
  ])('keeps the problem+json 404 for %s (API paths and missing assets are never the page)', async (path) => {
    const res = await send<{ status: number; code: string }>(`${gateway.url}${path}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('does not hand out dotfiles or anything outside the build', async () => {
    for (const path of ['/.vite/manifest.json', '/%2e%2e/%2e%2e/package.json', '/..%2fpackage.json']) {
      const res = await get(path);
      expect([path, res.headers.get('content-type')]).toEqual([path, expect.stringMatching(/^text\/html/)]);
    }
  });

  it('compresses API answers for clients that accept it', async () => {
    const res = await get('/trio/docs.json', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(((await res.json()) as { openapi?: string }).openapi).toMatch(/^3\./);
    expect(
      (await get('/trio/docs.json', { 'accept-encoding': 'identity' })).headers.get('content-encoding'),
    ).toBeNull();
  });

  it('still answers the API and its docs', async () => {
    expect((await send(`${gateway.url}/health`)).status).toBe(200);
    expect((await get('/trio/docs')).headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await send(`${gateway.url}/trio/auth/me`)).status).toBe(401);
  });
});

describe('without a built SPA', () => {
  it('serves the API alone: unknown paths are problem+json 404s', async () => {
    const gateway = await bootGateway({ SPA_DIR: '/nonexistent/frontend/dist' });
    try {
      const res = await send<{ code: string }>(`${gateway.url}/properties/abc`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    } finally {
      await gateway.close();
    }
  });
});
