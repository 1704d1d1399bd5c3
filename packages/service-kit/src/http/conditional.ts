import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers a GET conditionally: sets `ETag` and, when the request's `If-None-Match` names that tag, sets 304 and
 * returns true (the handler then returns no body). The gateway keeps the composed screens' parts it has parsed by
 * their tag, so an unchanged part costs neither side its serialisation nor its transfer.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  void reply.header('etag', etag);
  const asked = request.headers['if-none-match'];
  const tags = (Array.isArray(asked) ? asked.join(',') : (asked ?? '')).split(',').map((tag) => tag.trim());
  if (!tags.includes(etag)) return false;
  void reply.code(304);
  return true;
}
