import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { GATEWAY_APP, GATEWAY_METRICS_PORT, PRODUCT_APPS, SERVICE_APPS, type ProductApp } from '../local/app-list';
import {
  APP_CONFIG_SCHEMAS,
  environmentProblems,
  imagePinProblem,
  mebibytes,
  productVersion,
  readDockerfile,
  stopGraceProblem,
  type Env,
} from '../testing/deployment-checks';

/**
 * deploy/k8s/ (Kustomize): one Deployment, Service and PodDisruptionBudget per app of the app list. No cluster runs
 * here, so these tests read the manifests as the API server would get them and check what a rollout depends on: probes
 * on the health endpoints, requests and limits, pinned images, replicas, and each container's variables against the
 * app's own config schema, with the ConfigMap's values and the example secrets' values filled in.
 */
const dir = path.join(__dirname, '..', '..', 'deploy', 'k8s');

interface Probe {
  httpGet?: { path?: string; port?: string | number };
}
interface EnvVar {
  name: string;
  value?: unknown;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string };
    secretKeyRef?: { name: string; key: string };
  };
}
interface Container {
  name: string;
  image?: string;
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  resources?: { requests?: { cpu?: unknown; memory?: unknown }; limits?: { cpu?: unknown; memory?: unknown } };
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
}
interface Manifest {
  kind: string;
  metadata: { name: string };
  spec?: {
    replicas?: number;
    selector?: { matchLabels?: Record<string, string> };
    template?: {
      metadata?: { labels?: Record<string, string> };
      spec?: { containers?: Container[]; terminationGracePeriodSeconds?: number };
    };
    ports?: { name?: string; port: number; targetPort?: string | number }[];
  };
  data?: Record<string, string>;
}

const kustomization = parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as {
  resources: string[];
  images?: { name: string; newName?: string; newTag?: string }[];
  secretGenerator?: { name: string; envs?: string[] }[];
};
const manifests: Manifest[] = kustomization.resources.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(dir, file), 'utf8')).map((doc) => doc.toJS() as Manifest),
);
const apps = PRODUCT_APPS as readonly ProductApp[];
const version = productVersion();
const imageEnv = readDockerfile().env;

/** KEY=value lines of the example secrets file (comments and blanks skipped). */
const exampleSecrets: Env = Object.fromEntries(
  readFileSync(path.join(dir, 'secrets.env.example'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);
const SECRET_NAME = 'trio-secrets';

const find = (all: Manifest[], kind: string, name: string) =>
  all.find((m) => m.kind === kind && m.metadata.name === name);
const containerOf = (deployment: Manifest | undefined) => deployment?.spec?.template?.spec?.containers?.[0];

/** A container's environment with every reference filled in; what cannot be filled in is a problem. */
function resolvedEnvironment(all: Manifest[], container: Container): { env: Env; problems: string[] } {
  const env: Env = {};
  const problems: string[] = [];
  for (const variable of container.env ?? []) {
    const { configMapKeyRef: configRef, secretKeyRef: secretRef } = variable.valueFrom ?? {};
    if (variable.value !== undefined) {
      env[variable.name] = String(variable.value);
    } else if (configRef) {
      const value = find(all, 'ConfigMap', configRef.name)?.data?.[configRef.key];
      if (value === undefined) problems.push(`${variable.name}: ConfigMap ${configRef.name} has no ${configRef.key}`);
      else env[variable.name] = value;
    } else if (secretRef) {
      const value = secretRef.name === SECRET_NAME ? exampleSecrets[secretRef.key] : undefined;
      if (value === undefined) problems.push(`${variable.name}: ${secretRef.name} has no ${secretRef.key}`);
      else env[variable.name] = value;
    } else {
      problems.push(`${variable.name}: neither a value nor a reference`);
    }
  }
  return { env, problems };
}

function portNumber(container: Container, port: string | number | undefined): number | undefined {
  if (typeof port === 'number') return port;
  return container.ports?.find((p) => p.name === port)?.containerPort;
}

/** What each app's Deployment, Service and container lack. */
function deploymentProblems(all: Manifest[]): string[] {
  return apps.flatMap((app) => {
    const deployment = find(all, 'Deployment', app.name);
    const container = containerOf(deployment);
    if (!deployment || !container) return [`${app.name}: no Deployment with a container`];
    const problems: string[] = [];
    const probe = (kind: 'startupProbe' | 'readinessProbe' | 'livenessProbe', wanted: string) => {
      const get = container[kind]?.httpGet;
      if (get?.path !== wanted || portNumber(container, get.port) !== app.port) {
        problems.push(`${app.name}: ${kind} does not ask ${wanted} on ${app.port}`);
      }
    };
    probe('readinessProbe', '/health/ready');
    probe('livenessProbe', '/health/live');
    probe('startupProbe', '/health/live');
    const { requests, limits } = container.resources ?? {};
    for (const [what, amounts] of [
      ['requests', requests],
      ['limits', limits],
    ] as const) {
      if (!cpuCores(amounts?.cpu)) problems.push(`${app.name}: no CPU ${what}`);
      if (!mebibytes(amounts?.memory)) problems.push(`${app.name}: no memory ${what}`);
    }
    if (
      cpuCores(requests?.cpu)! > cpuCores(limits?.cpu)! ||
      mebibytes(requests?.memory)! > mebibytes(limits?.memory)!
    ) {
      problems.push(`${app.name}: requests above limits`);
    }
    const pin = imagePinProblem(container.image, version);
    if (pin) problems.push(`${app.name}: ${pin}`);
    if ((deployment.spec?.replicas ?? 1) < 2) problems.push(`${app.name}: fewer than 2 replicas`);
    const labels = deployment.spec?.template?.metadata?.labels ?? {};
    const selector = deployment.spec?.selector?.matchLabels ?? {};
    if (Object.entries(selector).some(([k, v]) => labels[k] !== v)) problems.push(`${app.name}: selector misses pods`);
    const service = find(all, 'Service', app.name);
    const servicePort = service?.spec?.ports?.find((p) => p.name === 'http');
    if (!servicePort || servicePort.port !== app.port || portNumber(container, servicePort.targetPort) !== app.port) {
      problems.push(`${app.name}: no Service on ${app.port} to its http port`);
    }
    if (!find(all, 'PodDisruptionBudget', app.name)) problems.push(`${app.name}: no PodDisruptionBudget`);
    const graceSeconds = deployment.spec?.template?.spec?.terminationGracePeriodSeconds ?? 30; // Kubernetes' default
    const grace = stopGraceProblem(graceSeconds * 1000, resolvedEnvironment(all, container).env);
    if (grace) problems.push(`${app.name}: ${grace} (terminationGracePeriodSeconds)`);
    return problems;
  });
}

function cpuCores(amount: unknown): number | undefined {
  const m = /^(\d+(?:\.\d+)?)(m?)$/.exec(String(amount ?? ''));
  return m ? Number(m[1]) / (m[2] ? 1000 : 1) : undefined;
}

/** Each container's variables against its app's own schema, with the ConfigMap and the example secrets filled in. */
function environmentProblemsOf(all: Manifest[]): string[] {
  return apps.flatMap((app) => {
    const container = containerOf(find(all, 'Deployment', app.name));
    if (!container) return [];
    const { env, problems } = resolvedEnvironment(all, container);
    const schema = APP_CONFIG_SCHEMAS[app.name as keyof typeof APP_CONFIG_SCHEMAS];
    return [...problems, ...environmentProblems(schema, env, imageEnv)].map((problem) => `${app.name}: ${problem}`);
  });
}

describe('deploy/k8s', () => {
  it('lists every manifest file in the kustomization, and only files that exist', () => {
    const files = readdirSync(dir).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(files.sort());
    expect(kustomization.resources.filter((file) => !existsSync(path.join(dir, file)))).toEqual([]);
  });

  it('runs every app with probes on its health endpoints, requests and limits, pinned images and 2+ replicas', () => {
    expect(deploymentProblems(manifests)).toEqual([]);
  });

  it('gives each app exactly the variables its own schema reads, every required one included', () => {
    expect(environmentProblemsOf(manifests)).toEqual([]);
  });

  it('points the gateway at every service through its cluster Service', () => {
    const { env } = resolvedEnvironment(manifests, containerOf(find(manifests, 'Deployment', GATEWAY_APP.name))!);
    for (const app of SERVICE_APPS) {
      expect(env[app.service.gatewayUrlVariable]).toBe(`http://${app.name}:${app.port}`);
    }
  });

  it('makes the secrets from a file kept out of git and the images, and rewrites every image to a pinned tag', () => {
    expect(kustomization.secretGenerator).toEqual([{ name: SECRET_NAME, envs: ['secrets.env'] }]);
    const ignored = readFileSync(path.join(__dirname, '..', '..', '.gitignore'), 'utf8').split('\n');
    expect(ignored).toContain('deploy/k8s/secrets.env');
    // Nor does it go into an image (the Dockerfile copies the whole context), and neither does compose's .env.
    const notInImages = readFileSync(path.join(__dirname, '..', '..', '.dockerignore'), 'utf8').split('\n');
    expect(notInImages).toEqual(expect.arrayContaining(['deploy/k8s/secrets.env', '.env', '.env.*']));
    const images = kustomization.images ?? [];
    expect(images.map((image) => image.name).sort()).toEqual(apps.map((app) => `trio-rentals/${app.name}`).sort());
    expect(images.filter((image) => imagePinProblem(`${image.newName}:${image.newTag}`, version))).toEqual([]);
  });

  it('lets nothing but the gateway reach the services, and nothing but the public port reach the gateway', () => {
    interface PodSelector {
      matchLabels?: Record<string, string>;
      matchExpressions?: { key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }[];
    }
    interface Policy {
      spec: { podSelector: PodSelector; ingress?: { from?: unknown[]; ports?: { port: number }[] }[] };
    }
    // Kubernetes' label selector: every label matched and every expression true.
    const selects = (selector: PodSelector, labels: Record<string, string>) =>
      Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value) &&
      (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
        if (operator === 'In') return key in labels && values.includes(labels[key]!);
        if (operator === 'NotIn') return !(key in labels) || !values.includes(labels[key]!);
        return key in labels === (operator === 'Exists');
      });
    const podsSelectedBy = (selector: PodSelector) =>
      manifests
        .filter((m) => m.kind === 'Deployment' && selects(selector, m.spec?.template?.metadata?.labels ?? {}))
        .map((m) => m.metadata.name);
    const policy = (name: string) => find(manifests, 'NetworkPolicy', name) as unknown as Policy | undefined;
    const deny = policy('default-deny-ingress')!.spec;
    expect(deny.podSelector).toEqual({});
    expect(deny.ingress).toBeUndefined();
    const services = policy('services-from-gateway')!.spec;
    expect(podsSelectedBy(services.podSelector).sort()).toEqual(SERVICE_APPS.map((a) => a.name).sort());
    expect(services.ingress![0]).toEqual({
      from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': GATEWAY_APP.name } } }],
    });
    const gateway = policy('gateway-public')!.spec;
    expect(gateway.ingress!.map((rule) => [rule.from === undefined, rule.ports])).toEqual([
      [true, [{ port: GATEWAY_APP.port }]],
      [false, [{ port: GATEWAY_METRICS_PORT }]],
    ]);
  });

  it('routes the public ingress to the gateway only', () => {
    const ingress = find(manifests, 'Ingress', GATEWAY_APP.name) as unknown as {
      spec: { rules: { http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] } }[] };
    };
    const backends = ingress.spec.rules.flatMap((rule) => rule.http.paths.map((p) => p.backend.service));
    expect(backends).toEqual([{ name: GATEWAY_APP.name, port: { name: 'http' } }]);
  });
});

describe('the deploy/k8s checks fail on broken manifests', () => {
  const change = (name: string, edit: (container: Container) => Container): Manifest[] =>
    manifests.map((m) => {
      if (m.kind !== 'Deployment' || m.metadata.name !== name) return m;
      const spec = m.spec!;
      const podSpec = spec.template!.spec!;
      return {
        ...m,
        spec: {
          ...spec,
          template: { ...spec.template, spec: { ...podSpec, containers: [edit(podSpec.containers![0]!)] } },
        },
      };
    });

  it('names a missing probe, missing limits and a moving image', () => {
    const broken = change('payments', ({ readinessProbe: _probe, resources, ...container }) => ({
      ...container,
      image: 'trio-rentals/payments:latest',
      resources: { requests: resources!.requests },
    }));
    expect(deploymentProblems(broken)).toEqual([
      'payments: readinessProbe does not ask /health/ready on 3104',
      'payments: no CPU limits',
      'payments: no memory limits',
      'payments: trio-rentals/payments:latest: latest moves',
    ]);
  });

  it('names an app killed before its own shutdown deadline', () => {
    const broken = change('users', (container) => ({
      ...container,
      env: [...(container.env ?? []), { name: 'SHUTDOWN_TIMEOUT_MS', value: '29000' }],
    }));
    expect(deploymentProblems(broken)).toEqual([
      'users: killed 30000 ms after SIGTERM, before its SHUTDOWN_TIMEOUT_MS (29000 ms) + 2000 ms (terminationGracePeriodSeconds)',
    ]);
  });

  it('names a variable the app does not read, a required one missing and a reference to nothing', () => {
    const broken = change('applications', (container) => ({
      ...container,
      env: [
        ...container.env!.filter((v) => v.name !== 'IDENTITY_HASH_SECRET'),
        { name: 'OPENSEARCH_URL', value: 'http://opensearch:9200' },
        { name: 'EXPIRY_SWEEP_MS', valueFrom: { configMapKeyRef: { name: 'trio-config', key: 'EXPIRY_SWEEP' } } },
      ],
    }));
    expect(environmentProblemsOf(broken)).toEqual([
      'applications: EXPIRY_SWEEP_MS: ConfigMap trio-config has no EXPIRY_SWEEP',
      "applications: OPENSEARCH_URL: not a variable of the app's schema",
      'applications: IDENTITY_HASH_SECRET: is missing',
    ]);
  });
});
