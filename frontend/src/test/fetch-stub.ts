/*
 * A fetch stub that answers by method and path, for tests of screens that call several routes. An answer is a
 * Response, a JSON value (200), or a function of the request returning either; unknown routes answer 404.
 */

export interface StubRequest {
  method: string;
  path: string;
  /** The query, as `URLSearchParams` reads it (the routes are matched by path only). */
  query: URLSearchParams;
  body: unknown;
}

type Answer = Response | unknown;
export type StubRoutes = Record<string, Answer | ((request: StubRequest) => Answer | Promise<Answer>)>;

export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function problemAnswer(
  status: number,
  code: string,
  detail: string,
  errors?: { field: string; message: string; code?: string }[],
  extensions: Record<string, unknown> = {},
): Response {
  return new Response(
    JSON.stringify({
      ...extensions,
      type: 'about:blank',
      title: detail,
      status,
      code,
      detail,
      ...(errors ? { errors } : {}),
    }),
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
}

/** Stubs fetch with `routes` keyed "METHOD /path" (the path decoded: `/email/a@b.in`); returns the requests it received, in order. */
export function stubRoutes(routes: StubRoutes): StubRequest[] {
  const received: StubRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const request = { method, path: decodeURIComponent(url.pathname), query: url.searchParams, body };
      received.push(request);
      const route = routes[`${method} ${request.path}`];
      if (route === undefined) return problemAnswer(404, 'NOT_FOUND', `No route ${method} ${request.path}`);
      const answer = typeof route === 'function' ? await route(request) : route;
      return answer instanceof Response ? answer.clone() : jsonAnswer(answer);
    }),
  );
  return received;
}
