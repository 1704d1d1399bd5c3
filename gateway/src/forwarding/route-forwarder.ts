import { Inject, Injectable } from '@nestjs/common';
import { type AnyRoute } from '@trio/contracts/http/route';
import { cookieFrom, isEventStreamRoute, ZodValidationPipe } from '@trio/service-kit/http';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { problemCodeOf, relay, type ServiceClient } from '../clients/service-client';
import { InjectConfig } from '@trio/service-kit/config';
import { DEVICE_COOKIE } from '@trio/contracts/http/users';
import { AccessTokenVerifier } from '../auth/access-token.verifier';
import { type GatewayConfig } from '../config';
import { LoginFailures } from '../rate-limit/login-failures';
import { type ForwardingBehaviour } from './forwarded-routes';
import { assertSentByOwnPages } from './own-pages';

const jsonObjectSchema = z.record(z.string(), z.unknown(), { error: 'The request body must be a JSON object.' });

/**
 * Forwards one request of a route definition to its service and relays the answer. The gateway checks no more of
 * the request than that a JSON body is a JSON object (else 400 VALIDATION_FAILED, nothing forwarded); the owning
 * service validates the fields with the same definition. Multipart bodies (uploads) are streamed through unread; raw bodies (signed webhooks) go byte for byte;
 * server-sent events (`answer.mediaType` `text/event-stream`) are passed on as they come.
 */
@Injectable()
export class RouteForwarder {
  private readonly jsonObject = new ZodValidationPipe(jsonObjectSchema, 'body');

  constructor(
    @Inject(LoginFailures) private readonly loginFailures: LoginFailures,
    @Inject(AccessTokenVerifier) private readonly tokens: AccessTokenVerifier,
    @InjectConfig() private readonly config: GatewayConfig,
  ) {}

  async forward(
    route: AnyRoute,
    behaviour: ForwardingBehaviour,
    client: ServiceClient,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    if (behaviour.cookieAuthenticated) assertSentByOwnPages(request.headers, this.config.CORS_ORIGINS);
    if (isEventStreamRoute(route)) return client.proxyEventStream(request, reply);
    if (route.bodyType === 'multipart') return client.proxyStream(request, reply);
    if (route.bodyType === 'raw') return client.proxyRaw(request, reply);
    const body: unknown = route.body ? this.jsonObject.transform(request.body) : undefined;
    if (!behaviour.countsLoginFailures) return client.proxy(request, reply, { body });
    // A browser that signed in to this account before is counted by the users service alone.
    const knownBrowser = await this.tokens.isDeviceOf(
      cookieFrom(request.headers.cookie, DEVICE_COOKIE),
      String((body as { email?: unknown }).email ?? ''),
    );
    const counted = !knownBrowser && (await this.loginFailures.enter(request.ip, reply));
    const response = await client.forward(request, { body });
    if (counted) await this.loginFailures.settle(request.ip, problemCodeOf(response) === 'INVALID_CREDENTIALS');
    return relay(reply, response);
  }
}
