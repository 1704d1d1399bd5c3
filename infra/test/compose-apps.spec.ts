import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { GATEWAY_APP, PRODUCT_APPS, type InfraServer, type ProductApp } from '../local/app-list';
import { composeDurationMs, stopGraceProblem } from '../testing/deployment-checks';

interface ComposeService {
  build?: { args?: Record<string, unknown> };
  environment?: unknown;
  depends_on?: unknown;
  healthcheck?: { test?: unknown };
  stop_grace_period?: unknown;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
}

/**
 * Containers built from the same Dockerfile that are not product apps: the Razorpay stand-in and the one-shot demo
 * seed (compose-product.spec.ts checks them).
 */
const SUPPORT_CONTAINERS: Record<string, string> = {
  razorpay: 'infra/razorpay/main.ts',
  seed: 'infra/local/seed.ts',
};

/** The variables through which an app reaches each server. */
const VARIABLES_OF: Record<InfraServer, string[]> = {
  kafka: ['KAFKA_BROKERS'],
  mongo: ['MONGO_URL'],
  redis: ['REDIS_URL'],
  opensearch: ['OPENSEARCH_URL'],
  minio: ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'],
  mail: ['SMTP_URL'],
};

function environmentOf(service: ComposeService): Record<string, string> {
  const env = service.environment ?? {};
  if (typeof env !== 'object' || Array.isArray(env)) return {};
  return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, String(value)]));
}

function dependenciesOf(service: ComposeService): Record<string, string | undefined> {
  const deps = service.depends_on ?? {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((name) => [String(name), undefined]));
  return Object.fromEntries(
    Object.entries(deps as Record<string, { condition?: string }>).map(([name, dep]) => [name, dep.condition]),
  );
}

/**
 * What docker-compose.yml lacks for the app list (infra/local/app-list.ts): every app built from the Dockerfile
 * with its entry, port, health check, servers and their variables, and the gateway pointed at every service.
 */
function composeProblems(compose: ComposeFile, apps: readonly ProductApp[]): string[] {
  const problems: string[] = [];
  const gateway = compose.services[GATEWAY_APP.name];
  for (const app of apps) {
    if (app.service) {
      const variable = app.service.gatewayUrlVariable;
      const url = `http://${app.name}:${app.port}`;
      if (!gateway || environmentOf(gateway)[variable] !== url) problems.push(`gateway: ${variable} is not ${url}`);
      if (gateway && dependenciesOf(gateway)[app.name] !== 'service_healthy') {
        problems.push(`gateway: does not wait for ${app.name} to be healthy`);
      }
    }
    const service = compose.services[app.name];
    if (!service) {
      problems.push(`${app.name}: no compose service`);
      continue;
    }
    const env = environmentOf(service);
    if (service.build?.args?.APP_ENTRY !== app.entry) problems.push(`${app.name}: APP_ENTRY is not ${app.entry}`);
    if (env.PORT !== String(app.port)) problems.push(`${app.name}: PORT is not ${app.port}`);
    if (!JSON.stringify(service.healthcheck?.test ?? '').includes(`127.0.0.1:${app.port}${app.healthPath}`)) {
      problems.push(`${app.name}: its health check does not ask ${app.healthPath} on ${app.port}`);
    }
    const deps = dependenciesOf(service);
    for (const server of app.infra) {
      if (deps[server] !== 'service_healthy') problems.push(`${app.name}: does not wait for ${server} to be healthy`);
      for (const variable of VARIABLES_OF[server]) {
        if (!env[variable]) problems.push(`${app.name}: ${variable} missing (it reaches ${server})`);
      }
    }
    if (app.service && env.SERVICE_NAME !== app.name) problems.push(`${app.name}: SERVICE_NAME is not ${app.name}`);
    const grace = stopGraceProblem(composeDurationMs(service.stop_grace_period), env);
    if (grace) problems.push(`${app.name}: ${grace} (stop_grace_period)`);
  }
  const listed = new Set(apps.map((app) => app.name));
  for (const [name, service] of Object.entries(compose.services)) {
    if (!service.build || listed.has(name)) continue;
    if (SUPPORT_CONTAINERS[name] && service.build.args?.APP_ENTRY === SUPPORT_CONTAINERS[name]) continue;
    problems.push(`${name}: built in compose but not in the app list`);
  }
  return problems;
}

const compose = parse(readFileSync(path.join(__dirname, '..', '..', 'docker-compose.yml'), 'utf8')) as ComposeFile;
const apps: readonly ProductApp[] = PRODUCT_APPS;

describe('docker-compose.yml against the app list', () => {
  it('has every app, wired as the list says, and the gateway pointed at every service', () => {
    expect(composeProblems(compose, apps)).toEqual([]);
  });

  it('notices an app that is missing', () => {
    const { properties: _dropped, ...services } = compose.services;
    expect(composeProblems({ services }, apps)).toEqual(['properties: no compose service']);
  });

  it('notices a service the gateway is not pointed at', () => {
    const gateway = compose.services.gateway!;
    const { PROPERTIES_URL: _dropped, ...environment } = environmentOf(gateway);
    const services = { ...compose.services, gateway: { ...gateway, environment } };
    expect(composeProblems({ services }, apps)).toEqual(['gateway: PROPERTIES_URL is not http://properties:3102']);
  });

  it('notices an app whose servers are not wired', () => {
    const properties = compose.services.properties!;
    const { OPENSEARCH_URL: _dropped, ...environment } = environmentOf(properties);
    const services = { ...compose.services, properties: { ...properties, environment } };
    expect(composeProblems({ services }, apps)).toEqual(['properties: OPENSEARCH_URL missing (it reaches opensearch)']);
  });

  it('notices an app killed before its own shutdown deadline', () => {
    const { stop_grace_period: _default10s, ...payments } = compose.services.payments!;
    const gateway = { ...compose.services.gateway!, stop_grace_period: '30s' };
    gateway.environment = { ...environmentOf(gateway), SHUTDOWN_TIMEOUT_MS: '29000' };
    const services = { ...compose.services, payments, gateway };
    expect(composeProblems({ services }, apps)).toEqual([
      'payments: killed 10000 ms after SIGTERM, before its SHUTDOWN_TIMEOUT_MS (10000 ms) + 2000 ms (stop_grace_period)',
      'gateway: killed 30000 ms after SIGTERM, before its SHUTDOWN_TIMEOUT_MS (29000 ms) + 2000 ms (stop_grace_period)',
    ]);
  });

  it('notices an app built in compose that the list does not know', () => {
    const services = {
      ...compose.services,
      reports: { build: { args: { APP_ENTRY: 'services/reports/src/main.ts' } } },
    };
    expect(composeProblems({ services }, apps)).toEqual(['reports: built in compose but not in the app list']);
  });
});
