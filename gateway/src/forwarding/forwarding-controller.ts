import { Controller, Inject, Req, Res, type Type } from '@nestjs/common';
import { type AnyRoute, routeKey } from '@trio/contracts/http/route';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { serviceClientToken } from '../clients/clients.module';
import { type ServiceClient } from '../clients/service-client';
import { ServeRoute } from '../http/served-route';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { behaviourOf, type ForwardedService } from './forwarded-routes';
import { RouteForwarder } from './route-forwarder';

interface ForwardingHandlers {
  readonly forwarder: RouteForwarder;
  readonly client: ServiceClient;
}

/**
 * The controller of one service's forwarded routes, made from their definitions: one handler per route, named
 * after it (`"GET /trio/users/:id"`), serving its method and path (`@ServeRoute`, so the access guard, the route
 * audit and the OpenAPI document read the definition) with its rate limit, and forwarding with `RouteForwarder`.
 */
export function forwardingController(service: ForwardedService): Type {
  class ForwardingController implements ForwardingHandlers {
    constructor(
      readonly forwarder: RouteForwarder,
      readonly client: ServiceClient,
    ) {}
  }
  Object.defineProperty(ForwardingController, 'name', {
    value: `${service.name[0]?.toUpperCase()}${service.name.slice(1)}ForwardingController`,
  });
  Inject(RouteForwarder)(ForwardingController, undefined, 0);
  Inject(serviceClientToken(service.name))(ForwardingController, undefined, 1);
  Controller()(ForwardingController);

  const prototype = ForwardingController.prototype as unknown as Record<string, unknown>;
  for (const route of service.routes) addHandler(prototype, route);
  return ForwardingController;
}

function addHandler(prototype: Record<string, unknown>, route: AnyRoute): void {
  const name = routeKey(route);
  const behaviour = behaviourOf(route);
  const handler = function (this: ForwardingHandlers, request: FastifyRequest, reply: FastifyReply) {
    return this.forwarder.forward(route, behaviour, this.client, request, reply);
  };
  Object.defineProperty(handler, 'name', { value: name });
  Object.defineProperty(prototype, name, { value: handler, writable: true, configurable: true });
  const descriptor = Object.getOwnPropertyDescriptor(prototype, name) as PropertyDescriptor;
  ServeRoute(route)(prototype, name, descriptor);
  if (behaviour.rateLimit) RateLimit(behaviour.rateLimit)(prototype, name, descriptor);
  Req()(prototype, name, 0);
  Res()(prototype, name, 1);
}
