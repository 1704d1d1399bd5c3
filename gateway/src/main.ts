import 'reflect-metadata';
import { APP_CONFIG } from '@trio/service-kit/config';
import { type GatewayConfig } from './config';
import { createGatewayApp } from './gateway-app';

createGatewayApp()
  .then((app) => {
    const config = app.get<symbol, GatewayConfig>(APP_CONFIG);
    return app.listen({ port: config.PORT, host: config.HOST });
  })
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
