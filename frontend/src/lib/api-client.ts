import { env } from '../config/env';
import { ApiError, apiErrorFrom, networkError } from './problem';

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
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send the access token (default true when one exists). */
  auth?: boolean;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
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

/** The raw response of a successful call; failures throw ApiError. */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const token = tokens.current();
  let response = await send(path, options, token);
  if (response.status === 401 && token && options.auth !== false) {
    const renewed = await tokens.refresh();
    if (renewed) response = await send(path, options, renewed);
  }
  if (!response.ok) throw await apiErrorFrom(response);
  return response;
}

/** A JSON call: the parsed body of a successful answer (undefined for 204). */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export { ApiError };
