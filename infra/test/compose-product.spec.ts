import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { GATEWAY_APP, PRODUCT_APPS, SERVICE_APPS, type InfraServer, type ProductApp } from '../local/app-list';
import {
  APP_CONFIG_SCHEMAS,
  composeValueWithDefaults,
  environmentProblems,
  imagePinProblem,
  mebibytes,
  productVersion,
  readDockerfile,
  standInEnvironmentProblems,
  type Env,
} from '../testing/deployment-checks';

/**
 * docker-compose.yml runs the whole product: there is no Docker engine where these tests run, so they read the file
 * the way compose would and check what `docker compose up` depends on. compose-apps.spec.ts checks each app's wiring
 * against the app list, docker-compose.spec.ts the servers' ports and images.
 */
interface ComposeService {
  image?: unknown;
  build?: { args?: Record<string, unknown> };
  command?: unknown;
  restart?: unknown;
  environment?: unknown;
  depends_on?: unknown;
  ports?: unknown[];
  healthcheck?: { test?: unknown; disable?: unknown };
  deploy?: { resources?: { limits?: { cpus?: unknown; memory?: unknown } } };
}
type Services = Record<string, ComposeService>;

const compose = parse(readFileSync(path.join(__dirname, '..', '..', 'docker-compose.yml'), 'utf8')) as {
  services: Services;
};
const services = compose.services;
const apps = PRODUCT_APPS as readonly ProductApp[];
const INFRA_SERVERS: readonly InfraServer[] = ['kafka', 'opensearch', 'mongo', 'minio', 'redis', 'mail'];
const STAND_IN = 'razorpay';
const SEED = 'seed';
const dockerfile = readDockerfile();
const version = productVersion();

/** A service's environment as it starts with nothing set on the host: every `${X:-default}` at its default. */
function environmentOf(service: ComposeService): { env: Env; withoutDefault: string[] } {
  const raw = service.environment ?? {};
  if (Array.isArray(raw)) throw new Error('write environment as a map, not a list');
  const env: Env = {};
  const withoutDefault: string[] = [];
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const resolved = composeValueWithDefaults(value);
    if (resolved === undefined) withoutDefault.push(name);
    else env[name] = resolved;
  }
  return { env, withoutDefault };
}

function dependenciesOf(service: ComposeService): Record<string, string | undefined> {
  const deps = service.depends_on ?? {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((name) => [String(name), undefined]));
  return Object.fromEntries(
    Object.entries(deps as Record<string, { condition?: string }>).map(([name, dep]) => [name, dep?.condition]),
  );
}

const isOneShot = (service: ComposeService | undefined) => service?.restart === 'no';

/** What each app's environment lacks or has too much of, against its own schema (with the image's ENV beneath). */
function appEnvironmentProblems(all: Services): string[] {
  return apps.flatMap((app) => {
    const service = all[app.name];
    if (!service) return [`${app.name}: no compose service`];
    const { env, withoutDefault } = environmentOf(service);
    return [
      ...withoutDefault.map((name) => `${app.name}: ${name} has no default, so a plain \`up\` cannot start it`),
      ...environmentProblems(APP_CONFIG_SCHEMAS[app.name as keyof typeof APP_CONFIG_SCHEMAS], env, dockerfile.env).map(
        (problem) => `${app.name}: ${problem}`,
      ),
    ];
  });
}

/**
 * The seed runs every service's operations commands with its own environment (infra/local/apps.ts runOps: the name
 * and port per command): it must satisfy each service's schema, and set nothing none of them reads.
 */
function seedEnvironmentProblems(seed: ComposeService | undefined): string[] {
  if (!seed) return ['seed: no compose service'];
  const { env, withoutDefault } = environmentOf(seed);
  const problems = withoutDefault.map((name) => `seed: ${name} has no default`);
  const known = new Set(SERVICE_APPS.flatMap((app) => Object.keys(APP_CONFIG_SCHEMAS[app.name as 'users'].shape)));
  for (const name of Object.keys(env)) {
    if (!known.has(name)) problems.push(`seed: ${name}: no service's schema reads it`);
  }
  for (const app of SERVICE_APPS) {
    const schema = APP_CONFIG_SCHEMAS[app.name as 'users'];
    const given = Object.fromEntries(Object.entries(env).filter(([name]) => name in schema.shape));
    const asRun = { ...given, SERVICE_NAME: app.name, PORT: '0' };
    problems.push(...environmentProblems(schema, asRun, dockerfile.env).map((p) => `seed (${app.name}): ${p}`));
  }
  return problems;
}

/** Hosts named in a service's environment that are other compose services (`http://minio:9000`, `kafka:19092`). */
function servicesNamedIn(env: Env, all: Services): string[] {
  const names = new Set<string>();
  for (const value of Object.values(env)) {
    for (const [, host] of value.matchAll(/(?:^|\/\/|,|@)([a-z][a-z0-9-]*):\d+/g)) {
      if (all[host!]) names.add(host!);
    }
  }
  return [...names];
}

/**
 * Start order: a service waits for every service it names in its environment: for the long-running ones to be
 * healthy, for a one-shot job to have finished successfully. The stand-in posts webhooks to the gateway, which starts
 * last (after the seed): its deliveries are retried, so it does not wait (that would be a cycle).
 */
function startOrderProblems(all: Services): string[] {
  const notAwaited: Record<string, string[]> = { [STAND_IN]: [GATEWAY_APP.name] };
  const problems: string[] = [];
  for (const [name, service] of Object.entries(all)) {
    const deps = dependenciesOf(service);
    const needed = new Set([...servicesNamedIn(environmentOf(service).env, all), ...Object.keys(deps)]);
    for (const dependency of needed) {
      if (dependency === name || (notAwaited[name] ?? []).includes(dependency)) continue;
      if (!all[dependency]) {
        problems.push(`${name}: depends on ${dependency}, which compose does not define`);
        continue;
      }
      const expected = isOneShot(all[dependency]) ? 'service_completed_successfully' : 'service_healthy';
      if (deps[dependency] !== expected) problems.push(`${name}: does not wait for ${dependency} (${expected})`);
    }
  }
  return problems;
}

function limitProblems(all: Services): string[] {
  return Object.entries(all).flatMap(([name, service]) => {
    const limits = service.deploy?.resources?.limits;
    const problems: string[] = [];
    if (!(Number(limits?.cpus) > 0)) problems.push(`${name}: no CPU limit (deploy.resources.limits.cpus)`);
    if (!(mebibytes(limits?.memory) ?? 0)) problems.push(`${name}: no memory limit (deploy.resources.limits.memory)`);
    return problems;
  });
}

function pinProblems(all: Services): string[] {
  return Object.entries(all).flatMap(([name, service]) => {
    const problem = imagePinProblem(service.image, service.build ? version : undefined);
    return problem ? [`${name}: ${problem}`] : [];
  });
}

/**
 * The Compose Specification's JSON schema (compose-go's, as the docker-compose package ships it): what `docker compose`
 * itself validates a file against before it does anything.
 */
function composeSchemaErrors(file: unknown): string[] {
  const schema = JSON.parse(readFileSync(require.resolve('docker-compose/schema/compose-spec.json'), 'utf8')) as {
    $schema?: string;
  };
  delete schema.$schema; // draft-07, Ajv's own default; its https spelling is not a registered meta-schema
  const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(schema);
  return validate(file) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

describe('docker-compose.yml runs the whole product', () => {
  it('is a Compose file by the Compose Specification', () => {
    expect(composeSchemaErrors(compose)).toEqual([]);
  });

  it('has every app, every server, the Razorpay stand-in and the demo seed', () => {
    const expected = [...apps.map((app) => app.name), ...INFRA_SERVERS, STAND_IN, SEED];
    expect(expected.filter((name) => !services[name])).toEqual([]);
  });

  it('gives every service CPU and memory limits', () => {
    expect(limitProblems(services)).toEqual([]);
  });

  it('runs every image pinned to an exact tag, and builds the apps on a pinned Node image', () => {
    expect(pinProblems(services)).toEqual([]);
    expect(dockerfile.from).toHaveLength(1);
    expect(dockerfile.from.map((image) => imagePinProblem(image)).filter(Boolean)).toEqual([]);
  });

  it('starts each service after what it reaches: servers healthy, the seed finished', () => {
    expect(startOrderProblems(services)).toEqual([]);
  });

  it('runs the seed once, with the servers of compose, after every service is healthy, before the gateway', () => {
    const seed = services[SEED]!;
    expect(seed.restart).toBe('no');
    expect(seed.build?.args?.APP_ENTRY).toBe('infra/local/seed.ts');
    expect(JSON.stringify(seed.command)).toContain('--external-infra');
    const deps = dependenciesOf(seed);
    expect(SERVICE_APPS.filter((app) => deps[app.name] !== 'service_healthy').map((app) => app.name)).toEqual([]);
    expect(dependenciesOf(services[GATEWAY_APP.name]!)[SEED]).toBe('service_completed_successfully');
  });

  it('gives each app exactly the variables its own schema reads, every required one included', () => {
    expect(appEnvironmentProblems(services)).toEqual([]);
  });

  it('gives the seed what every service it seeds requires, and nothing none of them reads', () => {
    expect(seedEnvironmentProblems(services[SEED])).toEqual([]);
  });

  it('runs the stand-in on the compose network, reachable by payments and, published, by the browser', () => {
    const standIn = services[STAND_IN]!;
    const { env } = environmentOf(standIn);
    const { problems, port } = standInEnvironmentProblems(env);
    expect(problems).toEqual([]);
    expect(standIn.ports).toEqual([`127.0.0.1:${port}:${port}`]);
    expect(environmentOf(services.payments!).env.RAZORPAY_API_URL).toBe(env.RAZORPAY_API_URL);
    // The browser loads the checkout script from the published port; the gateway's CSP allows the same URL.
    const checkoutUrl = environmentOf(services[GATEWAY_APP.name]!).env.RAZORPAY_CHECKOUT_URL;
    expect(checkoutUrl).toBe(`http://127.0.0.1:${port}/v1/checkout.js`);
    expect(composeValueWithDefaults(services[GATEWAY_APP.name]!.build?.args?.VITE_RAZORPAY_CHECKOUT_URL)).toBe(
      checkoutUrl,
    );
  });
});

describe('the compose checks fail on a broken file', () => {
  const replace = (name: string, change: (service: ComposeService) => ComposeService): Services => ({
    ...services,
    [name]: change(services[name]!),
  });
  const withEnv = (name: string, change: (env: Record<string, unknown>) => Record<string, unknown>) =>
    replace(name, (service) => ({ ...service, environment: change({ ...(service.environment as object) }) }));

  it('names a variable the app does not read', () => {
    const broken = withEnv('users', (env) => ({ ...env, MONGO_DATABASE: 'users' }));
    expect(appEnvironmentProblems(broken)).toEqual(["users: MONGO_DATABASE: not a variable of the app's schema"]);
  });

  it('names a required variable that is missing', () => {
    const broken = withEnv('applications', ({ IDENTITY_HASH_SECRET: _dropped, ...env }) => env);
    expect(appEnvironmentProblems(broken)).toEqual(['applications: IDENTITY_HASH_SECRET: is missing']);
  });

  it('names a variable whose value the app would refuse, and one without a default', () => {
    const broken = withEnv('payments', (env) => ({
      ...env,
      RAZORPAY_API_URL: 'razorpay:7070',
      PORT: '${PAYMENTS_PORT}',
    }));
    expect(appEnvironmentProblems(broken)).toEqual([
      'payments: PORT has no default, so a plain `up` cannot start it',
      'payments: RAZORPAY_API_URL: must be a URL starting with http:// or https://',
    ]);
  });

  it('names a seed variable no service reads, and one a seeded service requires', () => {
    const broken = withEnv(SEED, ({ IDENTITY_HASH_SECRET: _dropped, ...env }) => ({ ...env, SEED_SIZE: '10' }));
    expect(seedEnvironmentProblems(broken[SEED])).toEqual([
      "seed: SEED_SIZE: no service's schema reads it",
      'seed (applications): IDENTITY_HASH_SECRET: is missing',
    ]);
  });

  it('names what the Compose Specification refuses', () => {
    const broken = replace(
      'redis',
      (service) =>
        ({
          ...service,
          deploy: { resources: { limits: { cpus: '0.5', memroy: '512M' } } },
        }) as ComposeService,
    );
    expect(composeSchemaErrors({ ...compose, services: broken })).toEqual([
      '/services/redis/deploy/resources/limits must NOT have additional properties',
    ]);
  });

  it('names a service without limits', () => {
    const broken = replace('redis', ({ deploy: _dropped, ...service }) => service);
    expect(limitProblems(broken)).toEqual([
      'redis: no CPU limit (deploy.resources.limits.cpus)',
      'redis: no memory limit (deploy.resources.limits.memory)',
    ]);
  });

  it('names an image on a moving tag, and a built image not tagged with the version', () => {
    const broken = {
      ...replace('mongo', (service) => ({ ...service, image: 'mongo:7' })),
      users: { ...services.users!, image: 'trio-rentals/users:latest' },
    };
    expect(pinProblems(broken)).toEqual([
      'mongo: mongo:7: 7 is not one exact release (x.y.z)',
      'users: trio-rentals/users:latest: latest moves',
    ]);
  });

  it('names a service that does not wait for a server it reaches, or waits for the seed to be healthy', () => {
    const broken = {
      ...replace('maintenance', (service) => {
        const { minio: _dropped, ...deps } = service.depends_on as Record<string, unknown>;
        return { ...service, depends_on: deps };
      }),
      [GATEWAY_APP.name]: {
        ...services[GATEWAY_APP.name]!,
        depends_on: { ...(services[GATEWAY_APP.name]!.depends_on as object), seed: { condition: 'service_healthy' } },
      },
    };
    expect(startOrderProblems(broken)).toEqual([
      'maintenance: does not wait for minio (service_healthy)',
      'gateway: does not wait for seed (service_completed_successfully)',
    ]);
  });
});

describe('imagePinProblem', () => {
  it.each([
    ['a bare name', 'mongo'],
    ['latest', 'mongo:latest'],
    ['a major version', 'mongo:7'],
    ['a moving variant', 'redis:7-alpine'],
    ['a registry with a port and no tag', 'localhost:5000/trio/users'],
  ])('refuses %s', (_what, image) => {
    expect(imagePinProblem(image)).toEqual(expect.any(String));
  });

  it.each([
    ['an exact version', 'mongo:7.0.28'],
    ['an exact version with a variant', 'node:20.19.5-bookworm-slim'],
    ['a MinIO release', 'quay.io/minio/minio:RELEASE.2025-09-07T16-13-09Z'],
    ['a digest', 'redis@sha256:' + 'a'.repeat(64)],
  ])('accepts %s', (_what, image) => {
    expect(imagePinProblem(image)).toBeUndefined();
  });

  it("wants images built here tagged with the product's version", () => {
    expect(imagePinProblem('trio-rentals/users:0.1.0', '0.1.0')).toBeUndefined();
    expect(imagePinProblem('trio-rentals/users:0.0.9', '0.1.0')).toEqual(expect.any(String));
  });
});
