import { Injectable } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import { type GatewayConfig } from '../config';
import { ServiceClient, serviceClientOptions } from './service-client';

/** The properties service (PROPERTIES_URL): listing requests, properties, media, search, nearby places. */
@Injectable()
export class PropertiesClient extends ServiceClient {
  constructor(@InjectConfig() config: GatewayConfig, @InjectLogger() logger: Logger) {
    super(serviceClientOptions('properties', config.PROPERTIES_URL, config, logger));
  }
}
