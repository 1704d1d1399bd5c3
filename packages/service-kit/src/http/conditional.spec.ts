import type { FastifyReply, FastifyRequest } from 'fastify';
import { notModified } from './conditional';

function exchange(ifNoneMatch?: string) {
  const sent: { headers: Record<string, string>; status?: number } = { headers: {} };
  const reply = {
    header: (name: string, value: string) => ((sent.headers[name] = value), reply),
    code: (status: number) => ((sent.status = status), reply),
  };
  const request = { headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch } };
  return { request: request as FastifyRequest, reply: reply as unknown as FastifyReply, sent };
}

describe('notModified', () => {
  it('tags the answer, and makes it a 304 only when the request names that tag', () => {
    const fresh = exchange();
    expect(notModified(fresh.request, fresh.reply, '"l.1"')).toBe(false);
    expect(fresh.sent).toEqual({ headers: { etag: '"l.1"' } });

    const held = exchange('"l.0", "l.1"');
    expect(notModified(held.request, held.reply, '"l.1"')).toBe(true);
    expect(held.sent).toEqual({ headers: { etag: '"l.1"' }, status: 304 });

    const stale = exchange('"l.0"');
    expect(notModified(stale.request, stale.reply, '"l.1"')).toBe(false);
    expect(stale.sent.status).toBeUndefined();
  });
});
