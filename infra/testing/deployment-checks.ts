/**
 * Checks shared by the tests of the deployment files (docker-compose.yml, deploy/k8s/): which environment schema each
 * app parses, what is wrong with an environment for it, whether an image is pinned, what a Dockerfile's base image and
 * ENV lines are. Pure functions over parsed files: nothing here runs a container.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, DEFAULT_SHUTDOWN_TIMEOUT_MS, loadConfig } from '@trio/service-kit/config';
import type { z } from 'zod';
import { PRODUCT_APPS, type ProductApp, type ProductAppName } from '../local/app-list';
import { repoRoot } from '../local/paths';
import {
  isRealRazorpay,
  razorpaySettingsToEnv,
  resolveRazorpaySettings,
  STAND_IN_ONLY_VARIABLES,
  standInListenAddress,
} from '../razorpay/settings';

/**
 * The environment schema an app parses at start-up: `<name>ConfigSchema` (`paymentsConfigSchema`) from the
 * `config.ts` next to its main file in the app list.
 */
function configSchemaOf(app: ProductApp): z.ZodObject {
  const file = path.join(repoRoot, path.dirname(app.entry), 'config.ts');
  const exportName = `${app.name.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase())}ConfigSchema`;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- which file follows from the app list, at run time
  const schema = (require(file) as Record<string, z.ZodObject | undefined>)[exportName];
  if (!schema) throw new Error(`${app.name}: ${file} exports no ${exportName}`);
  return schema;
}

/** The environment schema each app parses at start-up (its src/config.ts), by app name, for every app in the app list. */
export const APP_CONFIG_SCHEMAS = Object.fromEntries(
  (PRODUCT_APPS as readonly ProductApp[]).map((app) => [app.name, configSchemaOf(app)]),
) as Record<ProductAppName, z.ZodObject>;

export type Env = Record<string, string>;

/**
 * What is wrong with `env` (the variables a deployment file sets) for an app that parses `schema`: a variable the
 * schema does not know (a typo, or a setting the app never reads), and every variable the app's own start-up
 * (`loadConfig`) would refuse, missing or invalid. `imageEnv` is what the image sets beneath (Dockerfile ENV).
 */
export function environmentProblems(schema: z.ZodObject, env: Env, imageEnv: Env = {}): string[] {
  const known = new Set(Object.keys(schema.shape));
  const problems = Object.keys(env)
    .filter((name) => !known.has(name))
    .map((name) => `${name}: not a variable of the app's schema`);
  try {
    loadConfig(schema, { ...imageEnv, ...env });
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...err.problems.map((p) => `${p.variable}: ${p.reason}`));
  }
  return problems;
}

/** Time an app needs past its SHUTDOWN_TIMEOUT_MS to exit once its deadline passes (the exit itself, log lines). */
export const STOP_MARGIN_MS = 2_000;

/**
 * What is wrong with the time a platform gives an app between SIGTERM and SIGKILL (compose's `stop_grace_period`,
 * Kubernetes' `terminationGracePeriodSeconds`): it must outlast the app's SHUTDOWN_TIMEOUT_MS (from `env`, else the
 * kit's default) by STOP_MARGIN_MS, so the app's own deadline comes first: it exits having closed what it could,
 * naming what was still open, instead of being killed mid-close.
 */
export function stopGraceProblem(graceMs: number, env: Env): string | undefined {
  const budgetMs = Number(env.SHUTDOWN_TIMEOUT_MS ?? DEFAULT_SHUTDOWN_TIMEOUT_MS);
  if (graceMs >= budgetMs + STOP_MARGIN_MS) return undefined;
  return `killed ${graceMs} ms after SIGTERM, before its SHUTDOWN_TIMEOUT_MS (${budgetMs} ms) + ${STOP_MARGIN_MS} ms`;
}

/** A compose duration (`15s`, `1m30s`, `500ms`) in milliseconds; absent, docker's default of 10 s. */
export function composeDurationMs(value: unknown): number {
  if (value === undefined) return 10_000;
  const text = String(value).trim();
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1_000, ms: 1, us: 0.001 };
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s|us)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) return Number.NaN;
  return parts.reduce((ms, [, amount, unit]) => ms + Number(amount) * units[unit!]!, 0);
}

/** The variables the Razorpay stand-in reads (infra/razorpay/main.ts, settings.ts). */
export const STAND_IN_VARIABLES: readonly string[] = [
  ...Object.keys(razorpaySettingsToEnv(resolveRazorpaySettings({}))),
  ...STAND_IN_ONLY_VARIABLES,
];

/** What is wrong with the stand-in's environment: unknown variables, real Razorpay, a host it would refuse. */
export function standInEnvironmentProblems(env: Env): { problems: string[]; port?: number } {
  const problems = Object.keys(env)
    .filter((name) => !STAND_IN_VARIABLES.includes(name))
    .map((name) => `${name}: not a variable of the Razorpay stand-in`);
  try {
    const settings = resolveRazorpaySettings(env);
    if (isRealRazorpay(settings)) problems.push('RAZORPAY_API_URL: names real Razorpay, so there is no stand-in');
    return { problems, port: standInListenAddress(settings, env).port };
  } catch (err) {
    problems.push((err as Error).message);
    return { problems };
  }
}

/**
 * Why an image reference is not pinned to an exact version, or undefined when it is. A pulled image needs a tag
 * naming one release (`7.0.28`, `2.19.1`, `RELEASE.2025-09-07T16-13-09Z`), never `latest`, a bare name or a moving
 * tag such as `7` or `7-alpine`; an image built from this repository is tagged with the product's version.
 */
export function imagePinProblem(image: unknown, builtVersion?: string): string | undefined {
  if (typeof image !== 'string' || image.trim() === '') return 'no image named';
  const [name, digest] = image.split('@sha256:');
  const lastSlash = name!.lastIndexOf('/');
  const colon = name!.indexOf(':', lastSlash + 1);
  const tag = colon === -1 ? undefined : name!.slice(colon + 1);
  if (!tag) return digest ? undefined : `${image}: no tag, so it means latest`;
  if (tag === 'latest') return `${image}: latest moves`;
  if (builtVersion !== undefined) {
    return tag === builtVersion
      ? undefined
      : `${image}: built here, so tagged with the product's version ${builtVersion}`;
  }
  if (/^v?\d+\.\d+\.\d+([.-][A-Za-z0-9.-]+)?$/.test(tag) || /^RELEASE\.\d{4}-\d{2}-\d{2}T/.test(tag)) return undefined;
  return `${image}: ${tag} is not one exact release (x.y.z)`;
}

/** Reads `${NAME:-default}`, `${NAME-default}` and `$$` as compose does with nothing set; undefined when a variable has no default. */
export function composeValueWithDefaults(value: unknown): string | undefined {
  const text = String(value);
  let unresolved = false;
  const resolved = text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}/g,
    (match, _name, op, fallback) => {
      if (match === '$$') return '$';
      if (op === undefined) unresolved = true;
      return op === undefined ? '' : String(fallback);
    },
  );
  return unresolved ? undefined : resolved;
}

/** The base image and the ENV variables (with literal values) of a Dockerfile. */
export function readDockerfile(file = path.join(repoRoot, 'Dockerfile')): { from: string[]; env: Env } {
  const text = readFileSync(file, 'utf8').replace(/\\\n/g, ' ');
  const from = [...text.matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]!);
  const env: Env = {};
  for (const [, line] of text.matchAll(/^ENV\s+(.+)$/gm)) {
    for (const [, name, value] of line!.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S+)/g)) {
      if (!value!.includes('$')) env[name!] = value!.replace(/^"|"$/g, '');
    }
  }
  return { from, env };
}

/** The product's version (the root package.json), the tag of every image built from this repository. */
export function productVersion(): string {
  return (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/** A memory amount as compose and Kubernetes write it (`512M`, `1G`, `1280Mi`, `2Gi`), in MiB; undefined when unreadable. */
export function mebibytes(amount: unknown): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*(k|ki|kb|m|mi|mb|g|gi|gb)$/i.exec(String(amount ?? '').trim());
  if (!m) return undefined;
  const unit = m[2]!.toLowerCase()[0];
  const n = Number(m[1]);
  return unit === 'k' ? n / 1024 : unit === 'm' ? n : n * 1024;
}
