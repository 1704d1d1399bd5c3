import { type ProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';
import { type FastifyReply } from 'fastify';

/** What the gateway's rate limits refuse; the class name tells the logs which module spoke. */
export class RateLimitException extends ProblemException {}

/** A 429 with `retry-after` (whole seconds, at least 1) on the reply, for the problem filter to send. */
export function tooManyRequests(
  reply: FastifyReply,
  code: Extract<ProblemCode, 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS'>,
  retryInMs: number,
  detail: string,
): RateLimitException {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryInMs / 1000));
  void reply.header('retry-after', String(retryAfterSeconds));
  return new RateLimitException(code, detail, { extensions: { retryAfterSeconds } });
}
