import 'reflect-metadata';
import { APP_CONFIG } from '@trio/service-kit/config';
import { type GatewayConfig } from './config';
import { createGatewayApp } from './gateway-app';

createGatewayApp()
  .then((app) => app.listen({ port: app.get<symbol, GatewayConfig>(APP_CONFIG).PORT, host: '127.0.0.1' }))
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
