import type { FastifyInstance } from 'fastify';
import { ProblemException } from './problem.exception';

/** A route pattern (`/trio/users/:id`) as a test of a concrete path. */
function pathTest(url: string): RegExp {
  const segments = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`);
}

/**
 * A request for a path the app serves, with a method it does not serve there (DELETE or TRACE on a path that is only
 * read), is answered 405 METHOD_NOT_ALLOWED with `Allow` naming the methods that path takes (RFC 9110 §15.5.6),
 * instead of 404. Wildcard routes (the SPA's pages) do not count: they take any path, not this one in particular.
 */
export function installMethodNotAllowed(fastify: FastifyInstance): void {
  const routes: Array<{ method: string; path: RegExp }> = [];
  fastify.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const path = pathTest(route.url);
    for (const method of [route.method].flat()) routes.push({ method, path });
  });
  fastify.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    const path = request.url.split('?')[0] ?? '/';
    const allowed = [...new Set(routes.filter((route) => route.path.test(path)).map((route) => route.method))].sort();
    if (allowed.length === 0 || allowed.includes(request.method)) return;
    void reply.header('allow', allowed.join(', '));
    throw new ProblemException(
      'METHOD_NOT_ALLOWED',
      `${request.method} is not allowed here; this address takes ${allowed.join(', ')}.`,
    );
  });
}
