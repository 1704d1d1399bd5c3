import { Readable } from 'node:stream';
import { PROBLEM_CONTENT_TYPE } from '@trio/contracts/problem';
import { currentCorrelationId } from '@trio/service-kit/context';
import { type HealthIndicator, HealthCheckError } from '@trio/service-kit/health';
import {
  clientGoneSignal,
  EVENT_STREAM_MEDIA_TYPE,
  type EventStream,
  type GatewayIdentity,
  IDENTITY_HEADER,
  openEventStream,
  rawBodyOf,
  signIdentity,
} from '@trio/service-kit/http';
import { type Logger } from '@trio/service-kit/logging';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { callerOf, toGatewayIdentity } from '../http/caller';
import { type GatewayConfig } from '../config';
import { clientResponseHeaders, serviceRequestHeaders, SIGNED_BODY_HEADERS } from './forwarded-headers';
import {
  cancelledByClient,
  notMultipart,
  serviceNotAnswering,
  type ServiceClientException,
} from './service-client.exception';

/** How long the signed identity on one forwarded request is valid. */
const IDENTITY_TTL_SECONDS = 60;
const PROBE_TIMEOUT_MS = 1_000;

export interface ServiceClientOptions {
  /** The service's name, in errors and health reports: `users`. */
  service: string;
  /** Its replicas' base URLs (`http://127.0.0.1:3101`), taken in turn; request paths are appended unchanged. */
  baseUrls: readonly string[];
  /** INTERNAL_IDENTITY_SECRET, to sign `x-trio-identity`. */
  identitySecret: string;
  /** A call that has not answered by then is aborted and fails with 503 SERVICE_UNAVAILABLE. */
  timeoutMs: number;
  /** Calls that get no answer are logged here (warn). */
  logger: Logger;
}

/** The options of a client: its name and base URL, and what all clients share from the gateway's config. */
export function serviceClientOptions(
  service: string,
  baseUrls: readonly string[],
  config: GatewayConfig,
  logger: Logger,
): ServiceClientOptions {
  return {
    service,
    baseUrls,
    identitySecret: config.INTERNAL_IDENTITY_SECRET,
    timeoutMs: config.DOWNSTREAM_TIMEOUT_MS,
    logger,
  };
}

export interface ServiceRequest {
  method: string;
  /** Path and query string, starting with `/`. */
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON when defined. */
  body?: unknown;
  /** Sent as it is, streamed (a multipart upload), with its own content type; instead of `body`. */
  stream?: { body: Readable; contentType: string };
  /** Sent byte for byte with its content type (a signed webhook); instead of `body`. */
  raw?: { body: Buffer; contentType: string };
  /** Signed into `x-trio-identity` when given. */
  identity?: GatewayIdentity;
  /** Aborts the call (the client the gateway calls for went away: `clientGoneSignal` of its request). */
  signal?: AbortSignal;
}

/** A service's answer, read in full (JSON, problem+json, or binary such as images). */
export interface ServiceResponse {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** A service's answer whose body is still coming (`ServiceClient.open`). */
export interface OpenServiceResponse {
  status: number;
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
  /** The reader is done with the body: the call no longer follows the client's signal. */
  done(): void;
  /** Ends the call now (closes its connection). */
  abort(): void;
}

/**
 * The HTTP client of one downstream service, made from its entry in `downstream-services.ts`; a service the gateway
 * itself calls besides forwarding has a subclass with those calls (like `UsersClient.identityOf`).
 *
 * Calls take the service's replicas in turn (round robin). A replica that refuses the connection has received
 * nothing, so the call goes to the next one (a streamed upload, which cannot be sent twice, excepted). A service
 * none of whose replicas answers (refused, reset, no answer within the timeout) → 503 SERVICE_UNAVAILABLE; any
 * answer a replica gives, errors included (a 503 OVERLOADED with its `retry-after`), is the service's to give and is
 * relayed.
 *
 * A call the gateway gives up on is aborted, not left running: at its timeout, or when the client the gateway calls
 * for goes away (`ServiceRequest.signal`; `forward` and the proxies pass the client's), the fetch is aborted, which closes
 * its connection, so the service drops the request if it still waits for its turn (and does not start its handler).
 */
export class ServiceClient {
  private turn = 0;

  constructor(private readonly options: ServiceClientOptions) {
    if (options.baseUrls.length === 0) throw new Error(`${options.service}: no base URL`);
  }

  get service(): string {
    return this.options.service;
  }

  /** How many replicas the service has. */
  get replicas(): number {
    return this.options.baseUrls.length;
  }

  /** An absolute URL of this service, on the replica whose turn it is. */
  url(path: string): URL {
    const baseUrl = this.options.baseUrls[this.turn++ % this.options.baseUrls.length]!;
    return new URL(baseUrl.replace(/\/+$/, '') + path);
  }

  async send(request: ServiceRequest): Promise<ServiceResponse> {
    return this.call(request, async (response, release) => {
      try {
        return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
      } finally {
        release();
      }
    });
  }

  /**
   * Sends the request and resolves with the answer as soon as its headers arrive, its body unread: the timeout
   * covers waiting for the headers only (a stream may stay open for hours). The caller reads the body, and calls
   * `done()` when it stops reading; `abort()` ends the call (the service sees its client go).
   */
  open(request: ServiceRequest): Promise<OpenServiceResponse> {
    return this.call(request, async (response, release, abort, answered) => {
      // The headers came: no timeout from here on (it would cut a stream open longer than DOWNSTREAM_TIMEOUT_MS).
      answered();
      return {
        status: response.status,
        headers: response.headers,
        body: response.body,
        done: release,
        abort: () => {
          abort();
          release();
        },
      };
    });
  }

  /**
   * Calls the service: each replica at most once (the next one only when this one refused the connection, so
   * nothing was sent); no answer → 503 SERVICE_UNAVAILABLE, the client gone → cancelled. `receive` gets each answer
   * with `release` (stops the timer and the link to the caller's signal), `abort` (ends the call) and `answered`
   * (stops the timer alone: the caller's going away still ends the call).
   */
  private async call<T>(
    request: ServiceRequest,
    receive: (response: Response, release: () => void, abort: () => void, answered: () => void) => Promise<T>,
  ): Promise<T> {
    if (request.signal?.aborted) throw this.callerGone(request);
    const headers = { ...request.headers };
    if (request.identity) {
      headers[IDENTITY_HEADER] = signIdentity(request.identity, this.options.identitySecret, IDENTITY_TTL_SECONDS);
    }
    const hasBody = request.body !== undefined;
    if (hasBody) headers['content-type'] ??= 'application/json';
    // Made before the call, outside its error handling: a body that cannot be serialised is our failure (500), never
    // the service's unavailability.
    const json = hasBody ? JSON.stringify(request.body) : undefined;
    if (request.stream) headers['content-type'] = request.stream.contentType;
    if (request.raw) headers['content-type'] = request.raw.contentType;
    const attempts = request.stream ? 1 : this.options.baseUrls.length;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.sendOnce(this.url(request.path), request, headers, json, receive);
      } catch (err) {
        if (request.signal?.aborted) throw this.callerGone(request);
        if (attempt < attempts && connectionRefused(err)) continue;
        this.options.logger.warn(
          { err, service: this.service, method: request.method, path: request.path.split('?')[0] },
          'downstream service did not answer',
        );
        throw serviceNotAnswering(this.service, err);
      }
    }
  }

  /** The client went away: the call was not made, or was aborted. Nobody reads the answer; logged at debug. */
  private callerGone(request: ServiceRequest): ServiceClientException {
    this.options.logger.debug(
      { service: this.service, method: request.method, path: request.path.split('?')[0] },
      'downstream call aborted: the client went away',
    );
    return cancelledByClient();
  }

  /**
   * One call to one replica, aborted at the timeout or when the caller's signal aborts (the connection is closed, so
   * the service sees its client go) until `receive` releases it.
   */
  private async sendOnce<T>(
    url: URL,
    request: ServiceRequest,
    headers: Record<string, string>,
    json: string | undefined,
    receive: (response: Response, release: () => void, abort: () => void, answered: () => void) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`no answer within ${this.options.timeoutMs} ms`)),
      this.options.timeoutMs,
    );
    const callerGone = () => controller.abort(new Error('the client went away'));
    request.signal?.addEventListener('abort', callerGone, { once: true });
    const release = () => {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', callerGone);
    };
    const abort = () => controller.abort(new Error('the gateway stopped reading'));
    let response: Response;
    try {
      response = await this.fetchOnce(url, request, headers, json, controller.signal);
    } catch (err) {
      release();
      throw err;
    }
    return receive(response, release, abort, () => clearTimeout(timer));
  }

  private fetchOnce(
    url: URL,
    request: ServiceRequest,
    headers: Record<string, string>,
    json: string | undefined,
    signal: AbortSignal,
  ): Promise<Response> {
    return fetch(url, {
      method: request.method,
      headers,
      body: request.stream
        ? (Readable.toWeb(request.stream.body) as ReadableStream)
        : request.raw
          ? new Uint8Array(request.raw.body)
          : json,
      // Node's fetch needs this to send a streamed body.
      ...(request.stream ? { duplex: 'half' } : {}),
      redirect: 'manual',
      signal,
    } as RequestInit);
  }

  /**
   * Forwards a client's request: same method, path and query, the given body, the allowed headers, the correlation
   * id, and, when the request has a verified caller, the caller's signed identity.
   */
  forward(incoming: FastifyRequest, options: { body?: unknown } = {}): Promise<ServiceResponse> {
    const caller = callerOf(incoming);
    return this.send({
      method: incoming.method,
      path: incoming.raw.url ?? incoming.url,
      body: options.body,
      headers: serviceRequestHeaders(incoming, {
        correlationId: currentCorrelationId(),
        hasBody: options.body !== undefined,
      }),
      identity: caller && toGatewayIdentity(caller),
      signal: clientGoneSignal(incoming),
    });
  }

  /**
   * Forwards a client's request whose body is passed through unread (a multipart upload: the gateway registers a
   * parser for `multipart/form-data` that hands over the raw stream); the service parses and limits it.
   */
  async proxyStream(incoming: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const caller = callerOf(incoming);
    const contentType = incoming.headers['content-type'];
    if (!(incoming.body instanceof Readable) || typeof contentType !== 'string') {
      throw notMultipart();
    }
    const response = await this.send({
      method: incoming.method,
      path: incoming.raw.url ?? incoming.url,
      stream: { body: incoming.body, contentType },
      headers: serviceRequestHeaders(incoming, { correlationId: currentCorrelationId(), hasBody: false }),
      identity: caller && toGatewayIdentity(caller),
      signal: clientGoneSignal(incoming),
    });
    return relay(reply, response);
  }

  /**
   * Forwards a client's request whose JSON body was kept byte for byte (`installRawJsonBodies`: a signed webhook),
   * with the provider's signature headers, so the service verifies the signature over exactly the bytes sent.
   */
  async proxyRaw(incoming: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const caller = callerOf(incoming);
    const body = rawBodyOf(incoming) ?? Buffer.alloc(0);
    const headers = serviceRequestHeaders(incoming, { correlationId: currentCorrelationId(), hasBody: false });
    for (const name of SIGNED_BODY_HEADERS) {
      const value = incoming.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await this.send({
      method: incoming.method,
      path: incoming.raw.url ?? incoming.url,
      raw: { body, contentType: incoming.headers['content-type'] ?? 'application/json' },
      headers,
      identity: caller && toGatewayIdentity(caller),
      signal: clientGoneSignal(incoming),
    });
    return relay(reply, response);
  }

  /**
   * Forwards a client's request to a route answering with server-sent events (`text/event-stream` in its
   * definition) and passes the stream on as it comes: the client gets the headers at once, then each chunk as the
   * service writes it (no whole-body read, no compression, no timeout once the service has answered; the service's
   * keepalive comments keep it open). `Last-Event-ID` goes along (forwarded-headers.ts). The client going away, or
   * the gateway closing, aborts the call; the service ending the stream ends the client's. Any other answer (a
   * refusal as problem+json) is relayed as usual.
   */
  async proxyEventStream(incoming: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const caller = callerOf(incoming);
    const upstream = await this.open({
      method: incoming.method,
      path: incoming.raw.url ?? incoming.url,
      headers: serviceRequestHeaders(incoming, { correlationId: currentCorrelationId(), hasBody: false }),
      identity: caller && toGatewayIdentity(caller),
      signal: clientGoneSignal(incoming),
    });
    const streamed = upstream.headers.get('content-type')?.startsWith(EVENT_STREAM_MEDIA_TYPE) ?? false;
    if (upstream.status !== 200 || !streamed || !upstream.body) {
      try {
        const body = Buffer.from(await new Response(upstream.body).arrayBuffer());
        return relay(reply, { status: upstream.status, headers: upstream.headers, body });
      } finally {
        upstream.done();
      }
    }
    const stream = openEventStream(incoming, reply);
    stream.ended.addEventListener('abort', upstream.abort, { once: true });
    void passOn(upstream.body, stream).finally(() => {
      stream.close();
      upstream.done();
    });
    return reply;
  }

  /** Forwards the request and relays the answer: what most routes do. */
  async proxy(incoming: FastifyRequest, reply: FastifyReply, options: { body?: unknown } = {}): Promise<FastifyReply> {
    return relay(reply, await this.forward(incoming, options));
  }

  /** A health indicator for this service: at least one of its replicas answers `GET /health/live`. */
  indicator(): HealthIndicator {
    const live = async (baseUrl: string) => {
      const url = new URL(baseUrl.replace(/\/+$/, '') + '/health/live');
      const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      await response.arrayBuffer();
      if (!response.ok) throw new HealthCheckError(`answered ${response.status}`);
    };
    return {
      name: this.service,
      timeoutMs: PROBE_TIMEOUT_MS,
      check: async () => {
        const probes = await Promise.allSettled(this.options.baseUrls.map(live));
        const failed = probes.filter((probe): probe is PromiseRejectedResult => probe.status === 'rejected');
        if (failed.length < probes.length) return;
        if (probes.length === 1) throw failed[0]!.reason;
        throw new HealthCheckError(`none of its ${probes.length} replicas answered`);
      },
    };
  }
}

/** Writes each chunk of the service's stream to the client's until either ends (an abort ends the reading). */
async function passOn(body: ReadableStream<Uint8Array>, stream: EventStream): Promise<void> {
  try {
    for await (const chunk of body) if (!stream.pass(chunk)) return;
  } catch {
    // The call was aborted (the client left, the gateway closes) or the service's connection broke: the stream ends;
    // a client reconnects with Last-Event-ID.
  }
}

/** Whether a call failed because the replica refused the connection (so it received nothing). */
function connectionRefused(err: unknown): boolean {
  const cause = (err as { cause?: { code?: unknown } } | undefined)?.cause;
  return cause?.code === 'ECONNREFUSED';
}

/** Sends a service's answer to the client: status, the relayed headers and the body as it came. */
export function relay(reply: FastifyReply, response: ServiceResponse): FastifyReply {
  void reply.status(response.status);
  for (const [name, value] of clientResponseHeaders(response.headers)) void reply.header(name, value);
  const bodyless = response.status === 204 || response.status === 304 || response.body.length === 0;
  return bodyless ? reply.send() : reply.send(response.body);
}

/** The `code` of a problem+json answer, if it is one. */
export function problemCodeOf(response: ServiceResponse): string | undefined {
  if (!response.headers.get('content-type')?.startsWith(PROBLEM_CONTENT_TYPE)) return undefined;
  try {
    const problem = JSON.parse(response.body.toString('utf8')) as { code?: unknown };
    return typeof problem.code === 'string' ? problem.code : undefined;
  } catch {
    return undefined;
  }
}
