import { Controller, Inject } from '@nestjs/common';
import { gatewayHealth, type GatewayHealth } from '@trio/contracts/http/gateway';
import { SERVICE_CLIENT_LIST } from '../clients/clients.module';
import { type ServiceClient } from '../clients/service-client';
import { ServeRoute } from '../http/served-route';

@Controller()
export class GatewayHealthController {
  constructor(@Inject(SERVICE_CLIENT_LIST) private readonly clients: ServiceClient[]) {}

  /** The spec's pre-check (the Renters Hub calls it before loading): 200 whenever the gateway itself answers. */
  @ServeRoute(gatewayHealth)
  async health(): Promise<GatewayHealth> {
    const checks = await Promise.all(
      this.clients.map(async (client): Promise<[string, 'up' | 'down']> => {
        try {
          await client.indicator().check();
          return [client.service, 'up'];
        } catch {
          return [client.service, 'down'];
        }
      }),
    );
    return { status: 'ok', services: Object.fromEntries(checks) };
  }
}
