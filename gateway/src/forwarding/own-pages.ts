import { type IncomingHttpHeaders } from 'node:http';
import { notFromOwnPages } from './forwarding.exception';

/**
 * Whether a request that its cookie alone authenticates (refresh, logout) was sent by our own pages. Browsers say
 * where a request comes from: `Origin` on a POST, and `Sec-Fetch-Site`. A page of another origin — another site, or
 * another port of this host (`same-site`) — is refused with 403 FORBIDDEN, unless its origin is one the gateway
 * lets in with credentials (CORS_ORIGINS: the SPA's dev server). A request with neither header is not a page's, so
 * it carries no cookie a page could have lent it.
 */
export function assertSentByOwnPages(headers: IncomingHttpHeaders, trustedOrigins: readonly string[]): void {
  const origin = typeof headers.origin === 'string' ? headers.origin : undefined;
  const site = headers['sec-fetch-site'];
  const fromOwnPages = origin
    ? trustedOrigins.includes(origin) || hostOf(origin) === headers.host
    : site === undefined || site === 'same-origin' || site === 'none';
  if (!fromOwnPages) {
    throw notFromOwnPages();
  }
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
