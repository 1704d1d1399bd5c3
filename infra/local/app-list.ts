/** The infrastructure servers an app reaches, named as in docker-compose.yml. */
export type InfraServer = 'kafka' | 'mongo' | 'redis' | 'opensearch' | 'minio' | 'mail';

/** One of the product's own apps. */
export interface ProductApp {
  name: string;
  /** Its main file, relative to the repository root (`npm start` runs it; the Dockerfile's APP_ENTRY). */
  entry: string;
  /** Its HTTP port in local runs and in compose (PORT). */
  port: number;
  /** Answers 200 once the app serves requests. */
  healthPath: string;
  /** The servers it reaches (compose starts it after them and gives it their addresses). */
  infra: readonly InfraServer[];
  /** A service: the gateway's variable holding its base URL, and what the end-to-end stack starts in-process. */
  service?: {
    gatewayUrlVariable: string;
    /** Where its declaration (`defineService`) is: the file from the repository root, and the export's name. */
    declaration: { file: string; exportName: string };
    /** Variables naming resources of its own besides its database; a test stack gives each a unique name. */
    ownBuckets?: readonly string[];
    ownSearchIndexes?: readonly string[];
  };
  /** Its operations commands (`npm run ops -- <command>`), run by `services/<name>/src/ops/cli.ts`. */
  opsCommands?: readonly string[];
}

/**
 * The product's apps, in start order (a service before the gateway that forwards to it): the one list that
 * `npm start` (infra/local/apps.ts), `npm run ops`, the end-to-end stack (e2e/api/support/stack.ts) and the compose
 * test (infra/test/compose-apps.spec.ts) read. A new service adds its entry here.
 */
export const PRODUCT_APPS = [
  {
    name: 'users',
    entry: 'services/users/src/main.ts',
    port: 3101,
    healthPath: '/health/ready',
    infra: ['kafka', 'mongo', 'redis'],
    service: {
      gatewayUrlVariable: 'USERS_URL',
      declaration: { file: 'services/users/src/app.module.ts', exportName: 'users' },
    },
    opsCommands: ['add-manager', 'seed-demo'],
  },
  {
    name: 'properties',
    entry: 'services/properties/src/main.ts',
    port: 3102,
    healthPath: '/health/ready',
    infra: ['kafka', 'mongo', 'redis', 'opensearch', 'minio'],
    service: {
      gatewayUrlVariable: 'PROPERTIES_URL',
      declaration: { file: 'services/properties/src/app.module.ts', exportName: 'properties' },
      ownBuckets: ['MEDIA_BUCKET'],
      ownSearchIndexes: ['PROPERTIES_INDEX', 'PLACES_INDEX'],
    },
    opsCommands: ['reindex', 'feature'],
  },
  {
    name: 'applications',
    entry: 'services/applications/src/main.ts',
    port: 3103,
    healthPath: '/health/ready',
    infra: ['kafka', 'mongo', 'redis', 'minio'],
    service: {
      gatewayUrlVariable: 'APPLICATIONS_URL',
      declaration: { file: 'services/applications/src/app.module.ts', exportName: 'applications' },
      ownBuckets: ['MEDIA_BUCKET'],
    },
    opsCommands: ['expire'],
  },
  {
    name: 'payments',
    entry: 'services/payments/src/main.ts',
    port: 3104,
    healthPath: '/health/ready',
    infra: ['kafka', 'mongo', 'redis', 'minio'],
    service: {
      gatewayUrlVariable: 'PAYMENTS_URL',
      declaration: { file: 'services/payments/src/app.module.ts', exportName: 'payments' },
      ownBuckets: ['MEDIA_BUCKET'],
    },
    opsCommands: ['rent-notices'],
  },
  {
    name: 'maintenance',
    entry: 'services/maintenance/src/main.ts',
    port: 3105,
    healthPath: '/health/ready',
    infra: ['kafka', 'mongo', 'redis', 'minio'],
    service: {
      gatewayUrlVariable: 'MAINTENANCE_URL',
      declaration: { file: 'services/maintenance/src/app.module.ts', exportName: 'maintenance' },
      ownBuckets: ['MEDIA_BUCKET'],
    },
  },
  {
    name: 'notifications',
    entry: 'services/notifications/src/main.ts',
    port: 3106,
    healthPath: '/health/ready',
    infra: ['kafka', 'mongo', 'redis', 'mail'],
    service: {
      gatewayUrlVariable: 'NOTIFICATIONS_URL',
      declaration: { file: 'services/notifications/src/app.module.ts', exportName: 'notifications' },
    },
    opsCommands: ['mail-log', 'send-reminders'],
  },
  {
    name: 'gateway',
    entry: 'gateway/src/main.ts',
    port: 3000,
    healthPath: '/health',
    infra: ['redis'],
  },
] as const satisfies readonly ProductApp[];

export type ProductAppName = (typeof PRODUCT_APPS)[number]['name'];

/** The apps behind the gateway (everything but the gateway), in start order. */
export type ServiceApp = ProductApp & { service: NonNullable<ProductApp['service']> };
export const SERVICE_APPS: readonly ServiceApp[] = (PRODUCT_APPS as readonly ProductApp[]).filter(
  (app): app is ServiceApp => app.service !== undefined,
);
export type ServiceAppName = Exclude<ProductAppName, 'gateway'>;

export const GATEWAY_APP: ProductApp = PRODUCT_APPS.find((app) => app.name === 'gateway')!;

/**
 * The gateway's metrics port (its METRICS_PORT): `GET /metrics` there, never on the public port. Services serve
 * `GET /metrics` on their own (internal) ports.
 */
export const GATEWAY_METRICS_PORT = 9464;

/** The gateway's environment that points it at every service: `{ USERS_URL: url, … }`. */
export function gatewayServiceUrls(urlOf: (app: ServiceApp) => string): Record<string, string> {
  return Object.fromEntries(SERVICE_APPS.map((app) => [app.service.gatewayUrlVariable, urlOf(app)]));
}
