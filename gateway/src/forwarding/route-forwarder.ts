import { Inject, Injectable } from '@nestjs/common';
import { type AnyRoute } from '@trio/contracts/http/route';
import { ZodValidationPipe } from '@trio/service-kit/http';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { problemCodeOf, relay, type ServiceClient } from '../clients/service-client';
import { InjectConfig } from '@trio/service-kit/config';
import { type GatewayConfig } from '../config';
import { LoginFailures } from '../rate-limit/login-failures';
import { type ForwardingBehaviour } from './forwarded-routes';
import { assertSentByOwnPages } from './own-pages';

const jsonObjectSchema = z.record(z.string(), z.unknown(), { error: 'The request body must be a JSON object.' });

/**
 * Forwards one request of a route definition to its service and relays the answer. The gateway checks no more of
 * the request than that a JSON body is a JSON object (else 400 VALIDATION_FAILED, nothing forwarded); the owning
 * service validates the fields with the same definition. Multipart bodies (uploads) are streamed through unread; raw bodies (signed webhooks) go byte for byte.
 */
@Injectable()
export class RouteForwarder {
  private readonly jsonObject = new ZodValidationPipe(jsonObjectSchema, 'body');

  constructor(
    @Inject(LoginFailures) private readonly loginFailures: LoginFailures,
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
    if (route.bodyType === 'multipart') return client.proxyStream(request, reply);
    if (route.bodyType === 'raw') return client.proxyRaw(request, reply);
    const body: unknown = route.body ? this.jsonObject.transform(request.body) : undefined;
    if (!behaviour.countsLoginFailures) return client.proxy(request, reply, { body });
    await this.loginFailures.assertMayTry(request.ip, reply);
    const response = await client.forward(request, { body });
    if (problemCodeOf(response) === 'INVALID_CREDENTIALS') await this.loginFailures.recordFailure(request.ip);
    return relay(reply, response);
  }
}
