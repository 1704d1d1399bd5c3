import { keyForWrite, settleWrite, writeFingerprint } from './write-keys';
import { type AnswerOf, type AnyRoute, type BodyOf, routePath } from '@trio/contracts/http/route';
import { env } from '../config/env';
import { CORRELATION_HEADER, newCorrelationId } from './correlation';
import { logger } from './logger';
import { ApiError, apiErrorFrom, isHtmlAnswer, malformedAnswerError, networkError } from './problem';

/**
 * The one way the app talks to the API. The access token lives only in memory (see lib/auth); the refresh token is
 * an httpOnly cookie scoped to /trio/auth, so `credentials: 'include'` matters only for those calls.
 * A 401 on an authenticated call triggers one shared refresh and one retry.
 */
type TokenSource = {
  current(): string | null;
  /** A fresh access token, or null when the session is gone. Concurrent callers share one refresh. */
  refresh(): Promise<string | null>;
};

let tokens: TokenSource = { current: () => null, refresh: async () => null };

export function setTokenSource(source: TokenSource): void {
  tokens = source;
}

export function apiUrl(path: string): string {
  return `${env.apiBase}${path}`;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send the access token (default true when one exists). */
  auth?: boolean;
  /**
   * The write's Idempotency-Key. Left out, lib/write-keys.ts derives it from what the write is (a repeat of the same
   * write gets the same key); given, it is sent as is: for writes a person may mean to make twice with the same body
   * (the same chat message sent again), where the caller keeps one key per intended write.
   */
  idempotencyKey?: string;
  /** Extra request headers (a stream's `accept` and `last-event-id`). */
  headers?: Record<string, string>;
}

/** A failure of the call sent under `correlationId`, carrying it (see lib/correlation.ts). */
function tagged(error: unknown, correlationId: string): unknown {
  if (error instanceof ApiError) error.correlationId ??= correlationId;
  return error;
}

async function send(
  path: string,
  options: RequestOptions,
  token: string | null,
  correlationId: string,
): Promise<Response> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...options.headers,
    [CORRELATION_HEADER]: correlationId,
  };
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  if (options.body !== undefined && !(options.body instanceof FormData)) headers['content-type'] = 'application/json';
  if (token && options.auth !== false) headers.authorization = `Bearer ${token}`;
  const body =
    options.body === undefined
      ? undefined
      : options.body instanceof FormData
        ? options.body
        : JSON.stringify(options.body);
  try {
    return await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: path.startsWith('/trio/auth/') ? 'include' : 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError(cause);
  }
}

/**
 * The raw response of a successful call; failures throw ApiError (with the call's correlation id). A retry after a
 * token refresh is the same call, under the same id.
 */
export async function apiResponse(
  path: string,
  options: RequestOptions = {},
  correlationId = newCorrelationId(),
): Promise<Response> {
  // A JSON write carries the key of its user action (a double-click or a retry sends the same one), and the same
  // write made again while the first is on its way is not sent twice: both callers get its answer.
  const method = options.method ?? 'GET';
  const write =
    method !== 'GET' && !(options.body instanceof FormData) ? writeFingerprint(method, path, options.body) : null;
  if (!write || options.idempotencyKey) return exchange(path, options, correlationId);
  let pending = writesInFlight.get(write);
  if (!pending) {
    pending = exchange(path, { ...options, idempotencyKey: keyForWrite(write) }, correlationId).then(
      (response) => {
        settleWrite(write, 'done');
        return response;
      },
      (error: unknown) => {
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        settleWrite(write, refused ? 'refused' : 'unanswered');
        throw error;
      },
    );
    writesInFlight.set(write, pending);
    void pending.then(
      () => writesInFlight.delete(write),
      () => writesInFlight.delete(write),
    );
  }
  return (await pending).clone();
}

/** The writes on their way, by what they are (lib/write-keys.ts). */
const writesInFlight = new Map<string, Promise<Response>>();

/** One call: sent, sent again after a token refresh when the token had expired; failures throw ApiError. */
async function exchange(path: string, options: RequestOptions, correlationId: string): Promise<Response> {
  try {
    const token = tokens.current();
    let response = await send(path, options, token, correlationId);
    if (response.status === 401 && token && options.auth !== false) {
      const renewed = await tokens.refresh();
      if (renewed) response = await send(path, options, renewed, correlationId);
    }
    if (!response.ok) throw await apiErrorFrom(response);
    return response;
  } catch (error) {
    throw tagged(error, correlationId);
  }
}

type PathValue = string | number;
type QueryValue = string | number | boolean | null | undefined;

/** What a call of a route sends: its path parameters, query, body. */
export interface RouteCallOptions<R extends AnyRoute> {
  params?: Record<string, PathValue>;
  query?: Record<string, QueryValue>;
  /** The JSON body the route declares (a FormData for a multipart route). */
  body?: BodyOf<R> | FormData;
  signal?: AbortSignal;
  /** Send the access token (default true when one exists). */
  auth?: boolean;
  /** An Idempotency-Key the caller keeps for this write (see RequestOptions.idempotencyKey). */
  idempotencyKey?: string;
}

/**
 * Calls a route of `@trio/contracts/http` and parses its answer with the route's answer schema: the typed, parsed
 * answer (undefined for a route without a JSON answer). Failures throw ApiError: the server's problem, no answer at
 * all (NETWORK_ERROR), or an answer that does not fit the route's contract (MALFORMED_ANSWER), which the screens
 * show as an error instead of reading fields that are not there.
 */
export async function callRoute<R extends AnyRoute>(route: R, options: RouteCallOptions<R> = {}): Promise<AnswerOf<R>> {
  const path = routePath(route, options.params, options.query);
  const correlationId = newCorrelationId();
  const response = await apiResponse(
    path,
    {
      method: route.method,
      body: options.body,
      signal: options.signal,
      auth: options.auth,
      idempotencyKey: options.idempotencyKey,
    },
    correlationId,
  );
  try {
    return (await parseAnswer(route, response)) as AnswerOf<R>;
  } catch (error) {
    throw tagged(error, correlationId);
  }
}

async function parseAnswer(route: AnyRoute, response: Response): Promise<unknown> {
  const schema = route.answer.schema;
  if (!schema || response.status === 204) return undefined;
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    logger.warn(`${route.method} ${route.path} answered outside its contract`, cause);
    throw malformedAnswerError(response.status, `${route.method} ${route.path}`, cause, {
      html: isHtmlAnswer(response),
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    logger.warn(`${route.method} ${route.path} answered outside its contract`, parsed.error);
    throw malformedAnswerError(response.status, `${route.method} ${route.path}`, parsed.error, { body: json });
  }
  return parsed.data;
}

export { ApiError };

/**
 * Sends a multipart route's form (an image upload) with upload progress, which fetch cannot report: `onProgress`
 * gets the share sent, 0 to 1. Same token handling as `callRoute` (a 401 renews the token once and sends again),
 * the answer parsed with the route's schema; failures throw ApiError.
 */
export async function uploadRoute<R extends AnyRoute>(
  route: R,
  form: FormData,
  onProgress: (share: number) => void,
  options: { params?: Record<string, PathValue> } = {},
): Promise<AnswerOf<R>> {
  const path = routePath(route, options.params);
  const correlationId = newCorrelationId();
  const attempt = (token: string | null) =>
    new Promise<Response>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(route.method, apiUrl(path));
      request.setRequestHeader('accept', 'application/json');
      request.setRequestHeader(CORRELATION_HEADER, correlationId);
      if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      request.onload = () => {
        onProgress(1);
        resolve(
          new Response(request.responseText, {
            status: request.status,
            headers: { 'content-type': request.getResponseHeader('content-type') ?? 'application/json' },
          }),
        );
      };
      request.onerror = () => reject(networkError(new Error(`${route.method} ${path} got no answer`)));
      request.send(form);
    });
  try {
    const token = tokens.current();
    let response = await attempt(token);
    if (response.status === 401 && token) {
      const renewed = await tokens.refresh();
      if (renewed) response = await attempt(renewed);
    }
    if (!response.ok) throw await apiErrorFrom(response);
    return (await parseAnswer(route, response)) as AnswerOf<R>;
  } catch (error) {
    throw tagged(error, correlationId);
  }
}
