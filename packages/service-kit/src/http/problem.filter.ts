import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import { PROBLEM_CONTENT_TYPE } from '@trio/contracts/problem';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';
import { CORRELATION_HEADER, currentContext, newCorrelationId, runInContext, type WorkContext } from '../context';
import { requestContext } from '../logging/http-correlation';
import { toProblemResponse } from './problem-mapping';

/**
 * Turns every error of an HTTP request into `application/problem+json` with a stable code and the correlation
 * id (see `toProblemResponse` for the table). Installed by `configureApp()`, so it also answers unknown routes
 * and Fastify's body errors. Errors of other contexts (Kafka handlers of a hybrid app) pass through untouched.
 */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void | Observable<never> {
    if (host.getType() !== 'http') return throwError(() => exception);
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest | IncomingMessage>();
    const response = http.getResponse<FastifyReply | ServerResponse>();

    const context: WorkContext = currentContext() ??
      requestContext(request as FastifyRequest) ?? { correlationId: newCorrelationId() };
    const url = ('raw' in request ? request.raw.url : request.url) ?? '';
    const instance = url.split('?')[0];
    const { status, problem, internal } = toProblemResponse(exception, {
      instance,
      correlationId: context.correlationId,
    });

    runInContext(context, () => {
      if (internal) {
        this.logger.error({ err: exception, status, code: problem.code, path: instance }, 'request failed');
      } else {
        this.logger.debug({ status, code: problem.code, detail: problem.detail, path: instance }, 'request refused');
      }
    });

    const body = JSON.stringify(problem);
    // A problem that says when to try again (429, 503 OVERLOADED) says it in the header too.
    const retryAfter = typeof problem.retryAfterSeconds === 'number' ? String(problem.retryAfterSeconds) : undefined;
    if ('raw' in response) {
      if (response.sent) return;
      if (retryAfter && !response.hasHeader('retry-after')) void response.header('retry-after', retryAfter);
      void response
        .status(status)
        .header('content-type', PROBLEM_CONTENT_TYPE)
        .header(CORRELATION_HEADER, context.correlationId)
        .send(body);
      return;
    }
    // A plain Node response: errors thrown by Nest middleware.
    if (response.headersSent) return;
    response.statusCode = status;
    response.setHeader('content-type', PROBLEM_CONTENT_TYPE);
    response.setHeader(CORRELATION_HEADER, context.correlationId);
    if (retryAfter && !response.hasHeader('retry-after')) response.setHeader('retry-after', retryAfter);
    response.end(body);
  }
}
