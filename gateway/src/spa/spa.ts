import { stat } from 'node:fs/promises';
import { join, normalize, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { DOCS_PATH } from '../docs/api-docs';

/** Paths that belong to the API: an unknown one is a problem+json 404, never the SPA's page. */
export const API_PREFIXES = ['/trio', '/api', '/health', DOCS_PATH] as const;

/** Vite's content-hashed output: a file there never changes, so browsers may keep it for a year. */
const HASHED_ASSETS_PREFIX = '/assets/';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files next to it (favicon): revalidated on every use (they carry an ETag). */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** Google Identity Services: its script, its button's styles and iframes, its token endpoint. */
const GOOGLE_IDENTITY_ORIGIN = 'https://accounts.google.com';

export interface SpaOptions {
  /** The built SPA (Vite's `dist`); nothing is served when it has no index.html. */
  dir: string;
  /** The map tiles' URL template (`https://{s}.tile.example.org/{z}/{x}/{y}.png`), when the SPA shows a base map. */
  mapTileUrl?: string;
  /** Set when the SPA offers "Sign in with Google". */
  googleClientId?: string;
  /**
   * The Razorpay checkout script the SPA loads (the same URL it was built with, VITE_RAZORPAY_CHECKOUT_URL): the
   * stand-in's `http://127.0.0.1:7070/v1/checkout.js` locally, `https://checkout.razorpay.com/v1/checkout.js` with
   * real Razorpay.
   */
  razorpayCheckoutUrl?: string;
}

/** Real Razorpay's checkout: the script's host, and the API host its iframe and calls use. */
const RAZORPAY_CHECKOUT_ORIGIN = 'https://checkout.razorpay.com';
const RAZORPAY_API_ORIGIN = 'https://api.razorpay.com';

/**
 * What the page needs for the checkout script at `checkoutUrl`: its origin in script-src and connect-src (the
 * stand-in's modal calls home), and for real Razorpay also its API host in connect-src and frame-src (the payment
 * iframe).
 */
export function razorpaySources(checkoutUrl: string | undefined): {
  script: string[];
  connect: string[];
  frame: string[];
} {
  if (!checkoutUrl) return { script: [], connect: [], frame: [] };
  const origin = new URL(checkoutUrl).origin;
  const real = origin === RAZORPAY_CHECKOUT_ORIGIN;
  return {
    script: [origin],
    connect: real ? [origin, RAZORPAY_API_ORIGIN] : [origin],
    frame: real ? [RAZORPAY_API_ORIGIN] : [],
  };
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export const isApiPath = (path: string) => API_PREFIXES.some((prefix) => isUnder(path, prefix));

/**
 * The origin a tile URL template loads from, as a CSP source: `https://{s}.tile.osm.org/{z}/{x}/{y}.png` →
 * `https://*.tile.osm.org`.
 */
export function tileSource(template: string): string {
  const url = new URL(template.replace(/\{s\}/g, 'subdomain-placeholder').replace(/\{[a-z]+\}/gi, '0'));
  return `${url.protocol}//${url.host.replace('subdomain-placeholder', '*')}`;
}

/**
 * The page's Content-Security-Policy: its own scripts and styles only (no inline script), images from itself and
 * data:/blob: URLs (previews of files being uploaded) and the tile server, API calls to itself; Google's sign-in
 * script, styles, frames and endpoints only when a Google client id is configured; the Razorpay checkout script's
 * origin (and real Razorpay's API host) when one is configured.
 */
export function spaContentSecurityPolicy(options: Omit<SpaOptions, 'dir'>): string {
  const google = options.googleClientId ? [GOOGLE_IDENTITY_ORIGIN] : [];
  const googleStyles = options.googleClientId ? [`${GOOGLE_IDENTITY_ORIGIN}/gsi/style`] : [];
  const tiles = options.mapTileUrl ? [tileSource(options.mapTileUrl)] : [];
  const razorpay = razorpaySources(options.razorpayCheckoutUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...google.map((origin) => `${origin}/gsi/client`), ...razorpay.script],
    'style-src': ["'self'", ...googleStyles],
    'img-src': ["'self'", 'data:', 'blob:', ...tiles],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...google.map((origin) => `${origin}/gsi/`), ...razorpay.connect],
    'frame-src': [...google.map((origin) => `${origin}/gsi/`), ...razorpay.frame],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length > 0 ? `${name} ${sources.join(' ')}` : `${name} 'none'`))
    .join('; ');
}

/** The file a URL path names inside `root`, or undefined when it names none (or tries to leave `root`). */
async function fileFor(root: string, urlPath: string): Promise<string | undefined> {
  const relative = normalize(urlPath).replace(/^[/\\]+/, '');
  if (relative === '' || relative.split(/[/\\]/).some((segment) => segment.startsWith('.'))) return undefined;
  const absolute = resolve(root, relative);
  if (!absolute.startsWith(root + sep)) return undefined;
  const info = await stat(absolute).catch(() => undefined);
  return info?.isFile() ? relative : undefined;
}

/**
 * Serves the built SPA from the gateway, when there is one: its files (hashed /assets/* cached for a year, the rest
 * revalidated), brotli/gzip copies when the build made them, and index.html for every other GET/HEAD outside the
 * API (deep links such as /properties/abc), so the client-side router takes over. Unknown API paths and missing
 * assets keep the problem+json 404.
 *
 * It is one plain Fastify route (GET /* and its HEAD), not a Nest controller: it is neither part of the API's
 * OpenAPI document nor of the route-access audit, and it sees only requests no API route matched.
 */
export async function installSpa(app: NestFastifyApplication, options: SpaOptions): Promise<boolean> {
  const root = resolve(options.dir);
  const indexFile = await stat(join(root, 'index.html')).catch(() => undefined);
  if (!indexFile?.isFile()) return false;

  const csp = spaContentSecurityPolicy(options);
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false });

  const sendIndex = (reply: FastifyReply) => {
    void reply.header('content-security-policy', csp);
    // Google's sign-in popup reports back to this window.
    if (options.googleClientId) void reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    return reply.header('cache-control', REVALIDATE_CACHE_CONTROL).sendFile('index.html');
  };

  fastify.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = `/${(request.params as { '*'?: string })['*'] ?? ''}`;
    if (isApiPath(path)) return reply.callNotFound();
    const file = await fileFor(root, path);
    if (file === 'index.html') return sendIndex(reply);
    if (file) {
      const hashed = isUnder(path, HASHED_ASSETS_PREFIX.slice(0, -1));
      return reply.header('cache-control', hashed ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL).sendFile(file);
    }
    // A chunk of an older build is gone: a 404, not the page (which the browser would try to run as a script).
    if (isUnder(path, HASHED_ASSETS_PREFIX.slice(0, -1))) return reply.callNotFound();
    return sendIndex(reply);
  });
  return true;
}
