import { Injectable } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import { type GatewayConfig } from '../config';
import { ServiceClient, serviceClientOptions } from './service-client';

/** The applications service (APPLICATIONS_URL): rental applications (and, later, leases). */
@Injectable()
export class ApplicationsClient extends ServiceClient {
  constructor(@InjectConfig() config: GatewayConfig, @InjectLogger() logger: Logger) {
    super(serviceClientOptions('applications', config.APPLICATIONS_URL, config, logger));
  }
}
