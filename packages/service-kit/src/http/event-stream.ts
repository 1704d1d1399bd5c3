import { applyDecorators, Get } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { type AnyRoute } from '@trio/contracts/http/route';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/*
 * Server-sent events (text/event-stream, WHATWG HTML § 9.2): the framing, one way to open a stream on a Fastify reply,
 * and the mark that tells the overload guard a route answers with a stream that stays open.
 */

export const EVENT_STREAM_MEDIA_TYPE = 'text/event-stream';

/** The headers of every event stream: not cached, and not held back by a buffering proxy (nginx honours the last). */
export const EVENT_STREAM_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-type': `${EVENT_STREAM_MEDIA_TYPE}; charset=utf-8`,
  'cache-control': 'no-cache',
  'x-accel-buffering': 'no',
});

/** Whether a route definition answers with server-sent events. */
export function isEventStreamRoute(route: Pick<AnyRoute, 'answer'>): boolean {
  return route.answer.mediaType === EVENT_STREAM_MEDIA_TYPE;
}

export interface ServerSentEvent {
  /** The event's name (`message`); absent: the client's default, `message`. */
  event?: string;
  /** Its id: what the client sends back as `Last-Event-ID` when it reconnects. */
  id?: string | number;
  /** Its data; a text with line breaks becomes several `data:` lines, which the client joins again. */
  data: string;
}

const singleLine = (name: string, value: string): string => {
  if (/[\r\n\0]/.test(value))
    throw new Error(`an event's ${name} cannot hold a line break or NUL: ${JSON.stringify(value)}`);
  return value;
};

/** One event as its bytes on the stream: `event:`, `id:` and `data:` lines, ended by a blank line. */
export function serverSentEvent({ event, id, data }: ServerSentEvent): string {
  let text = '';
  if (event !== undefined) text += `event: ${singleLine('name', event)}\n`;
  if (id !== undefined) text += `id: ${singleLine('id', String(id))}\n`;
  for (const line of data.split(/\r\n|\r|\n/)) text += `data: ${line}\n`;
  return `${text}\n`;
}

/** A comment line (clients ignore it): keeps a quiet stream and the proxies on its way from closing it. */
export function serverSentComment(text = ''): string {
  return `:${text ? ` ${singleLine('comment', text)}` : ''}\n\n`;
}

/** Route config key of a stream route (read by the overload guard). */
const EVENT_STREAM_ROUTE = 'trioEventStream';

/**
 * Serves a route definition that answers with server-sent events (`answer.mediaType` `text/event-stream`): `@Get`
 * of its path, marked so the overload guard does not count its requests (a stream stays open for as long as its
 * reader reads; counting it would let a few readers take every permit). The handler opens the stream with
 * {@link openEventStream} after its checks, which answer as any route does (problem+json).
 */
export function EventStreamRoute(route: Pick<AnyRoute, 'method' | 'path' | 'answer'>): MethodDecorator {
  if (route.method !== 'GET' || !isEventStreamRoute(route)) {
    throw new Error(
      `EventStreamRoute: ${route.method} ${route.path} does not answer GET with ${EVENT_STREAM_MEDIA_TYPE}`,
    );
  }
  return applyDecorators(Get(route.path.replace(/^\/+/, '')), RouteConfig({ [EVENT_STREAM_ROUTE]: true }));
}

/** Whether the request's route is marked by {@link EventStreamRoute}. */
export function servesEventStream(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as unknown as Record<string, unknown> | undefined;
  return config?.[EVENT_STREAM_ROUTE] === true;
}

/** An open stream to one client. */
export interface EventStream {
  /** Aborts when the stream ends: the client went away, the app is closing, or `close()` was called. */
  readonly ended: AbortSignal;
  /** Writes an event; false when the stream has ended (nothing written). */
  send(event: ServerSentEvent): boolean;
  /** Writes a comment line; false when the stream has ended. */
  comment(text?: string): boolean;
  /** Writes bytes already framed as events (a stream relayed from elsewhere); false when the stream has ended. */
  pass(chunk: string | Uint8Array): boolean;
  /** Ends the stream (the client may reconnect). */
  close(): void;
}

/** Streams still open, per app: the app's close ends them first (`installEventStreams`). */
const openStreams = new WeakMap<object, Set<EventStream>>();

/** A client reading slower than this many unsent bytes is cut off: it reconnects and loses nothing. */
const MAX_UNSENT_BYTES = 1024 * 1024;

/**
 * Answers the request with a stream: takes the reply from Fastify (so no hook such as compression holds it back),
 * sends status 200 with the headers already set on the reply (correlation id, security headers) and
 * {@link EVENT_STREAM_HEADERS} plus `extraHeaders` at once, and keeps the connection open until `close()`, the client
 * going away or the app closing.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  extraHeaders: Record<string, string> = {},
): EventStream {
  const raw = reply.raw;
  // Keyed by the Node server: a route registered in a plugin sees a child instance as `request.server`.
  const streams = openStreams.get(request.server.server);
  const controller = new AbortController();
  const stream: EventStream = {
    ended: controller.signal,
    send: (event) => write(serverSentEvent(event)),
    comment: (text) => write(serverSentComment(text)),
    pass: (chunk) => write(chunk),
    close: () => end(),
  };
  const write = (text: string | Uint8Array): boolean => {
    if (controller.signal.aborted) return false;
    // The connection is gone (its `close` may have come before the stream opened): nothing is written to it.
    if (raw.destroyed || raw.writableEnded) {
      end();
      return false;
    }
    raw.write(text);
    if (raw.writableLength > MAX_UNSENT_BYTES) {
      end();
      raw.destroy(); // what it has not read is dropped: it reconnects with the last id it got
    }
    return true;
  };
  const end = () => {
    if (controller.signal.aborted) return;
    controller.abort(new Error('the event stream ended'));
    streams?.delete(stream);
    if (!raw.writableEnded && !raw.destroyed) raw.end();
  };
  void reply.hijack();
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && name !== 'content-length') headers[name] = value;
  }
  raw.writeHead(200, { ...headers, ...EVENT_STREAM_HEADERS, ...extraHeaders });
  raw.flushHeaders();
  raw.once('close', end);
  streams?.add(stream);
  if (raw.destroyed) end();
  return stream;
}

/**
 * Ends the app's open event streams when it starts closing (Fastify's `preClose`: before the server waits for the
 * requests under way, which a stream never finishes by itself). Installed by `configureApp`.
 */
export function installEventStreams(fastify: FastifyInstance): void {
  const streams = new Set<EventStream>();
  openStreams.set(fastify.server, streams);
  fastify.addHook('preClose', (done) => {
    for (const stream of [...streams]) stream.close();
    done();
  });
}
