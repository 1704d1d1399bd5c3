import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/access.decorators';
import { SERVICE_CLIENT_LIST } from '../clients/clients.module';
import { type ServiceClient } from '../clients/service-client';

class GatewayHealth {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', enum: ['up', 'down'] },
    example: { users: 'up' },
    description: 'Whether each downstream service answers; informational, the status stays ok.',
  })
  services!: Record<string, 'up' | 'down'>;
}

@ApiTags('health')
@Public()
@Controller('health')
export class GatewayHealthController {
  constructor(@Inject(SERVICE_CLIENT_LIST) private readonly clients: ServiceClient[]) {}

  /** The spec's pre-check (the Renters Hub calls it before loading): 200 whenever the gateway itself answers. */
  @Get()
  @ApiOperation({ summary: 'The gateway is up (200), with whether each downstream service answers' })
  @ApiOkResponse({ type: GatewayHealth })
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
