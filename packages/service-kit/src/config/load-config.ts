import type { z } from 'zod';

/** The environment as Node gives it: names to optional strings. */
export type Env = Readonly<Record<string, string | undefined>>;

/** One variable that did not pass the schema, and why. Never holds the value: it may be a secret. */
export interface ConfigProblem {
  variable: string;
  reason: string;
}

/**
 * Thrown at start-up when the environment does not satisfy the app's schema. The message names every bad
 * variable at once (not only the first), so one restart is enough to fix them all.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(readonly problems: readonly ConfigProblem[]) {
    super(
      `Invalid configuration, ${problems.length} variable(s) to fix:\n` +
        problems.map((p) => `  - ${p.variable}: ${p.reason}`).join('\n'),
    );
  }
}

/**
 * Parses the environment with the app's schema, once, and returns the typed result or throws a
 * {@link ConfigError} naming every invalid or missing variable. Empty strings count as missing, so an
 * `X=` line in an env file falls back to the default or is reported as missing.
 *
 * This (through `ConfigModule`) is the only place in the code base that reads `process.env`.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: Env = process.env): z.output<S> {
  const input: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') input[name] = value;
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ConfigError(describeIssues(result.error.issues, input));
}

function describeIssues(issues: readonly z.core.$ZodIssue[], input: Record<string, string>): ConfigProblem[] {
  const byVariable = new Map<string, string[]>();
  for (const issue of issues) {
    const variable = issue.path.length > 0 ? String(issue.path[0]) : '(environment)';
    const reason = variable in input || issue.path.length === 0 ? issue.message : 'is missing';
    const reasons = byVariable.get(variable) ?? [];
    if (!reasons.includes(reason)) reasons.push(reason);
    byVariable.set(variable, reasons);
  }
  return [...byVariable.entries()].map(([variable, reasons]) => ({ variable, reason: reasons.join('; ') }));
}
