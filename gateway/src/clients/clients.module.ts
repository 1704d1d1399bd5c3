import { Module, type Provider, type Type } from '@nestjs/common';
import { APP_CONFIG } from '@trio/service-kit/config';
import { LOGGER, type Logger } from '@trio/service-kit/logging';
import { type GatewayConfig } from '../config';
import { DOWNSTREAM_SERVICES, type DownstreamServiceName } from '../downstream-services';
import { ServiceClient, serviceClientOptions } from './service-client';
import { UsersClient } from './users.client';

/** The injection token of a service's client: `@Inject(serviceClientToken('properties'))`. */
export function serviceClientToken(name: DownstreamServiceName): string {
  return `ServiceClient:${name}`;
}

/** Injection token of all the clients (`ServiceClient[]`), e.g. for the health report. */
export const SERVICE_CLIENT_LIST = Symbol('SERVICE_CLIENT_LIST');

/**
 * Clients with calls of the gateway's own besides forwarding (the users service answers who a caller is) are
 * classes; every other service's client is a plain `ServiceClient` made from its entry in `downstream-services.ts`.
 */
const CLIENT_CLASSES: Partial<Record<DownstreamServiceName, Type<ServiceClient>>> = { users: UsersClient };

function clientProvider(service: (typeof DOWNSTREAM_SERVICES)[number]): Provider {
  const clientClass = CLIENT_CLASSES[service.name];
  if (clientClass) return { provide: serviceClientToken(service.name), useExisting: clientClass };
  return {
    provide: serviceClientToken(service.name),
    inject: [APP_CONFIG, LOGGER],
    useFactory: (config: GatewayConfig, logger: Logger) =>
      new ServiceClient(serviceClientOptions(service.name, config[service.urlVariable], config, logger)),
  };
}

const clientTokens = DOWNSTREAM_SERVICES.map((service) => serviceClientToken(service.name));
const clientClasses = Object.values(CLIENT_CLASSES);

/** A client per service behind the gateway, by `serviceClientToken(name)`, and the list of them all. */
@Module({
  providers: [
    ...clientClasses,
    ...DOWNSTREAM_SERVICES.map(clientProvider),
    { provide: SERVICE_CLIENT_LIST, inject: clientTokens, useFactory: (...clients: ServiceClient[]) => clients },
  ],
  exports: [...clientClasses, ...clientTokens, SERVICE_CLIENT_LIST],
})
export class ClientsModule {}
