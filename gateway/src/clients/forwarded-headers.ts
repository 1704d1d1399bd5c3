import { CORRELATION_HEADER } from '@trio/service-kit/context';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@trio/service-kit/http';

/**
 * Which headers cross the gateway, in each direction. Allow-lists: nothing else passes, so a client can never
 * send its own `x-trio-identity` (or `authorization`) to a service, and a service's internal headers never reach
 * the client. The caller's signed identity is added by `ServiceClient.send`.
 */

/** Taken from the client's request as they are. `content-type` only accompanies a forwarded body. */
export const FORWARDED_REQUEST_HEADERS = [
  IDEMPOTENCY_KEY_HEADER,
  'cookie',
  'user-agent',
  'accept',
  'if-none-match',
  // A reconnecting event-stream reader's last event (the service resumes after it).
  'last-event-id',
] as const;

/** Taken as well on routes whose raw body is forwarded (signed webhooks): the provider's signature and event id. */
export const SIGNED_BODY_HEADERS = ['x-razorpay-signature', 'x-razorpay-event-id'] as const;

/** Passed back from the service's answer as they are; `set-cookie` (which may repeat) is handled on its own. */
export const RELAYED_RESPONSE_HEADERS = [
  'content-type',
  'content-disposition',
  'cache-control',
  'etag',
  'x-image-type',
  'location',
  // With a service's 503 OVERLOADED (and any 429 of its own): when to try again.
  'retry-after',
  IDEMPOTENT_REPLAYED_HEADER,
] as const;

export interface IncomingRequestLike {
  headers: Record<string, string | string[] | undefined>;
  /** The client's address (Fastify's `request.ip`). */
  ip: string;
}

export interface ForwardingContext {
  /** The current correlation id, so the service logs under the same id. */
  correlationId: string | undefined;
  /** Whether a body is forwarded (then its `content-type` goes with it). */
  hasBody: boolean;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The headers of the request the gateway makes to a service on behalf of a client. */
export function serviceRequestHeaders(
  incoming: IncomingRequestLike,
  context: ForwardingContext,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = single(incoming.headers[name]);
    if (value !== undefined) headers[name] = value;
  }
  if (context.hasBody) headers['content-type'] = single(incoming.headers['content-type']) ?? 'application/json';
  if (context.correlationId) headers[CORRELATION_HEADER] = context.correlationId;
  // The gateway is the public edge: the client's own x-forwarded-for is not trusted, the socket address is.
  headers['x-forwarded-for'] = incoming.ip;
  return headers;
}

/** The headers of a service's answer that go back to the client: `[name, value]`, `set-cookie` as a list. */
export function clientResponseHeaders(headers: Headers): Array<[string, string | string[]]> {
  const relayed: Array<[string, string | string[]]> = [];
  for (const name of RELAYED_RESPONSE_HEADERS) {
    const value = headers.get(name);
    if (value !== null) relayed.push([name, value]);
  }
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) relayed.push(['set-cookie', cookies]);
  return relayed;
}
