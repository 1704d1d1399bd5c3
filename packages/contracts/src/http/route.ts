import { type z } from 'zod';
import { type Role } from '../common';
import { type ProblemCode } from '../problem';

/*
 * One HTTP route, declared once: method, path, who may call it, its params, query, body and answer, as zod. The
 * owning service validates requests with it, the gateway forwards, guards and documents from it, and the SPA's API
 * client parses the answer with it.
 */

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route.
 * - `public`: anyone, signed in or not (forwarded without an identity);
 * - `authenticated`: a signed-in user; with `roles`, one whose CURRENT role is among them;
 * - `internal`: only the gateway itself calls it; never served to clients.
 */
export type RouteAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'authenticated'; readonly roles?: readonly Role[] }
  | { readonly kind: 'internal' };

export const PUBLIC: RouteAccess = Object.freeze({ kind: 'public' });
export const SIGNED_IN: RouteAccess = Object.freeze({ kind: 'authenticated' });
export const INTERNAL: RouteAccess = Object.freeze({ kind: 'internal' });

/** A signed-in user whose current role is one of `roles` (others get 403 FORBIDDEN). */
export function withRole(...roles: [Role, ...Role[]]): RouteAccess {
  return Object.freeze({ kind: 'authenticated', roles: Object.freeze([...roles]) });
}

/** A JSON object schema for path parameters or a query string (values arrive as text). */
export type PartSchema = z.ZodObject;

/** How a route answers when it succeeds. */
export interface RouteAnswer<S extends z.ZodType | undefined = z.ZodType | undefined> {
  status: 200 | 201 | 202 | 204;
  /** The JSON body; absent for 204 and for binary answers. */
  schema?: S;
  /** Set for answers that are not JSON (`image/*`: the bytes of an image). */
  mediaType?: string;
  description?: string;
}

export interface RouteDefinition<
  P extends PartSchema | undefined = PartSchema | undefined,
  Q extends PartSchema | undefined = PartSchema | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: RouteMethod;
  /** Express/Fastify style, with `:name` parameters: `/trio/users/:id`. */
  path: string;
  access: RouteAccess;
  /** One line, for the OpenAPI document. */
  summary: string;
  description?: string;
  /** OpenAPI tags (the group in the docs). */
  tags: readonly string[];
  params?: P;
  query?: Q;
  body?: B;
  /**
   * `multipart/form-data` bodies (uploads) are streamed through the gateway unread; `raw` bodies (a signed webhook)
   * are passed through byte for byte, unparsed, so the service verifies a signature over exactly those bytes; JSON
   * otherwise.
   */
  bodyType?: 'json' | 'multipart' | 'raw';
  answer: RouteAnswer<A>;
  /**
   * Problem codes this route answers besides the ones every route may (validation, sign-in, unavailable, a URL or
   * headers too large, and on a route a service answers, OVERLOADED: the gateway's OpenAPI document adds them).
   */
  problems?: readonly ProblemCode[];
}

/** A declared route: what `defineRoute` returns, with its parts typed exactly (absent ones as `undefined`). */
export interface DefinedRoute<
  P extends PartSchema | undefined,
  Q extends PartSchema | undefined,
  B extends z.ZodType | undefined,
  A extends z.ZodType | undefined,
> extends RouteDefinition<P, Q, B, A> {
  params: P;
  query: Q;
  body: B;
  answer: RouteAnswer<A> & { schema: A };
}

/** Declares a route; the argument is returned as it is, typed. */
export function defineRoute<
  P extends PartSchema | undefined = undefined,
  Q extends PartSchema | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends z.ZodType | undefined = undefined,
>(route: RouteDefinition<P, Q, B, A>): DefinedRoute<P, Q, B, A> {
  return route as DefinedRoute<P, Q, B, A>;
}

/** Any route definition. */
export type AnyRoute = RouteDefinition<
  PartSchema | undefined,
  PartSchema | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined
>;

type OutputOr<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
type InputOr<S, Fallback> = S extends z.ZodType ? z.input<S> : Fallback;

/** What a route answers, parsed. */
export type AnswerOf<R extends AnyRoute> = OutputOr<NonNullable<R['answer']['schema']>, undefined>;
/** The body a client sends. */
export type BodyOf<R extends AnyRoute> = InputOr<R['body'], undefined>;
/** The body after the service parsed it. */
export type ParsedBodyOf<R extends AnyRoute> = OutputOr<R['body'], undefined>;
export type ParamsOf<R extends AnyRoute> = InputOr<R['params'], Record<string, never>>;
export type QueryOf<R extends AnyRoute> = InputOr<R['query'], Record<string, never>>;

/** `"GET /trio/users/:id"`: a route's key (unique within an app). */
export function routeKey(route: Pick<AnyRoute, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** The names of a path's parameters, in order: `/trio/users/:uid/favorites` → `['uid']`. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

/**
 * A route's path with its parameters filled in (each encoded), plus the query string when given:
 * `routePath(propertyRoute, { id: 'x y' })` → `/trio/properties/x%20y`.
 */
export function routePath(
  route: Pick<AnyRoute, 'path'>,
  params: Record<string, string | number> = {},
  query?: Record<string, string | number | boolean | undefined | null>,
): string {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`routePath: no value for :${name} of ${route.path}`);
    return encodeURIComponent(String(value));
  });
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function segmentsOf(path: string): string[] {
  return path.split('?')[0]!.split('/').filter(Boolean);
}

/**
 * The route among `routes` that serves `method` and `url` (a concrete path, query allowed), preferring fixed segments
 * over parameters as routers do (`/trio/users/uid/x` is `uid/:uid`, not `:id`); undefined when none does.
 */
export function routeMatching<R extends Pick<AnyRoute, 'method' | 'path'>>(
  routes: readonly R[],
  method: string,
  url: string,
): R | undefined {
  const actual = segmentsOf(url);
  let best: { route: R; fixed: number } | undefined;
  for (const route of routes) {
    if (route.method !== method.toUpperCase()) continue;
    const pattern = segmentsOf(route.path);
    if (pattern.length !== actual.length) continue;
    let fixed = 0;
    let matches = true;
    for (const [index, segment] of pattern.entries()) {
      if (segment.startsWith(':')) continue;
      if (segment !== actual[index]) {
        matches = false;
        break;
      }
      fixed += 1;
    }
    if (matches && (!best || fixed > best.fixed)) best = { route, fixed };
  }
  return best?.route;
}
