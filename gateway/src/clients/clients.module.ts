import { Module } from '@nestjs/common';
import { ApplicationsClient } from './applications.client';
import { type ServiceClient } from './service-client';
import { PropertiesClient } from './properties.client';
import { UsersClient } from './users.client';

/** Every downstream service's client. A new service: write its `XClient extends ServiceClient`, add it here. */
const SERVICE_CLIENTS = [UsersClient, PropertiesClient, ApplicationsClient];

/** Injection token of all the clients (`ServiceClient[]`), e.g. for the health report. */
export const SERVICE_CLIENT_LIST = Symbol('SERVICE_CLIENT_LIST');

@Module({
  providers: [
    ...SERVICE_CLIENTS,
    {
      provide: SERVICE_CLIENT_LIST,
      inject: SERVICE_CLIENTS,
      useFactory: (...clients: ServiceClient[]) => clients,
    },
  ],
  exports: [...SERVICE_CLIENTS, SERVICE_CLIENT_LIST],
})
export class ClientsModule {}
