import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  StreamableFile,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { catchError, defer, from, mergeMap, type Observable, of, throwError } from 'rxjs';
import { identityOf } from '../identity/identity.guard';
import { ProblemException } from '../problem.exception';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_OPTIONS,
  IDEMPOTENCY_STORE,
  IDEMPOTENT_METADATA,
  IDEMPOTENT_REPLAYED_HEADER,
  type IdempotentOptions,
  type ResolvedIdempotencyOptions,
} from './idempotency.options';
import { type RedisIdempotencyStore, type StoredResponse } from './idempotency.store';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What a repeat must match: method, path with query, caller and body. */
export function requestFingerprint(method: string, url: string, caller: string, body: unknown): string {
  return sha256([method.toUpperCase(), url, caller, sha256(canonicalJson(body))].join('\n'));
}

type Decision = { kind: 'execute'; owner: string } | { kind: 'replay'; response: StoredResponse };

/**
 * `Idempotency-Key` for mutating endpoints (use `@Idempotent()` on the route):
 * - the first request with a key claims it in Redis, runs, and stores its status and body for 24 h;
 * - a repeat with the same key and the same fingerprint (method, path, caller, body) gets that response again,
 *   with `Idempotent-Replayed: true`, without running the handler;
 * - a repeat that arrives while the first still runs waits for it (bounded, then 409 IDEMPOTENCY_IN_PROGRESS);
 * - the same key with a different fingerprint → 422 IDEMPOTENCY_KEY_REUSED;
 * - keys are scoped per caller (the gateway identity's userId, else "anonymous");
 * - if the handler fails, the key is released so the client may retry. Only successful responses are stored:
 *   a 5xx must be retryable, and a 4xx means the work was refused, so running a retry again is harmless and
 *   gives the client the current answer.
 * Responses must be JSON values (not streams).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(IDEMPOTENCY_STORE) private readonly store: RedisIdempotencyStore,
    @Inject(IDEMPOTENCY_OPTIONS) private readonly options: ResolvedIdempotencyOptions,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const routeOptions =
      this.reflector.getAllAndOverride<IdempotentOptions | undefined>(IDEMPOTENT_METADATA, [
        context.getHandler(),
        context.getClass(),
      ]) ?? {};
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();

    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key === undefined) {
      if (routeOptions.required) throw invalidKey('is required on this endpoint');
      return next.handle();
    }
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw invalidKey('must be 1 to 255 visible ASCII characters, sent once');
    }

    const caller = identityOf(request)?.userId ?? 'anonymous';
    const fingerprint = requestFingerprint(request.method, request.url, caller, request.body);
    const redisKey = `${this.options.keyPrefix}:${encodeURIComponent(caller)}:${key}`;

    return defer(() => this.decide(redisKey, fingerprint)).pipe(
      mergeMap((decision) => {
        if (decision.kind === 'replay') {
          void reply.status(decision.response.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
          return of(decision.response.body);
        }
        return this.execute(next, reply, redisKey, decision.owner, fingerprint);
      }),
    );
  }

  private execute(
    next: CallHandler,
    reply: FastifyReply,
    redisKey: string,
    owner: string,
    fingerprint: string,
  ): Observable<unknown> {
    return next.handle().pipe(
      // Only a failure of the handler releases the key; a failure to store the response below does not
      // turn work that was done into an error for the client.
      catchError((err: unknown) =>
        from(this.store.release(redisKey, owner).catch(() => undefined)).pipe(mergeMap(() => throwError(() => err))),
      ),
      mergeMap((body: unknown) => {
        if (body instanceof StreamableFile || Buffer.isBuffer(body)) {
          return from(this.store.release(redisKey, owner).catch(() => undefined)).pipe(mergeMap(() => of(body)));
        }
        const response: StoredResponse =
          body === undefined ? { status: reply.statusCode } : { status: reply.statusCode, body };
        // If Redis fails here, repeats see the in-flight claim until it expires (409 IN_PROGRESS), then run again.
        const stored = this.store
          .complete(redisKey, owner, fingerprint, response, this.options.ttlSeconds * 1000)
          .catch(() => false);
        return from(stored).pipe(mergeMap(() => of(body)));
      }),
    );
  }

  /** Claims the key, or waits for the request that holds it and replays its response. */
  private async decide(redisKey: string, fingerprint: string): Promise<Decision> {
    const deadline = Date.now() + this.options.waitMs;
    for (;;) {
      const begun = await this.store.begin(redisKey, fingerprint, this.options.inFlightTtlMs);
      if (begun.acquired) return { kind: 'execute', owner: begun.owner };
      const record = begun.record;
      if (record && record.fingerprint !== fingerprint) {
        throw new ProblemException(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for a different request; use a new key for a new request.',
        );
      }
      if (record?.state === 'done') return { kind: 'replay', response: record.response };
      if (Date.now() >= deadline) {
        throw new ProblemException(
          'IDEMPOTENCY_IN_PROGRESS',
          'A request with this Idempotency-Key is still being processed; retry later.',
        );
      }
      // In flight (or released/expired between our two calls): look again shortly.
      await sleep(this.options.pollMs);
    }
  }
}

function invalidKey(message: string): ProblemException {
  return new ProblemException('VALIDATION_FAILED', `The Idempotency-Key header ${message}.`, {
    errors: [{ field: 'Idempotency-Key', message }],
  });
}
