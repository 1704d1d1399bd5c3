import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogCapture } from '@trio/service-kit/testing';
import { createGatewayApp } from '../gateway-app';
import { buildOpenApiDocument } from './api-docs';
import { type OpenApiDocument } from './openapi-document';

/*
 * The document the gateway serves at /trio/docs.json, read by tools nobody here wrote: Redocly's linter with its
 * recommended rules, and openapi-typescript, whose types the example client (gateway/examples) must type-check with.
 */

const ROOT = join(__dirname, '..', '..', '..');
const EXAMPLES = join(ROOT, 'gateway', 'examples');

/** Runs a tool installed at the root (`node_modules/.bin`), without its telemetry and update notices; 60 s at most. */
function runTool(name: string, args: string[]) {
  const { status, stdout, stderr } = spawnSync(join(ROOT, 'node_modules', '.bin', name), args, {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  return { status, stdout, stderr };
}

/** The document as the gateway serves it, from the gateway's own app, which is made but never listens. */
async function servedDocument(): Promise<OpenApiDocument> {
  const app = await createGatewayApp({
    // Redis is the test infrastructure's: the app opens its connection, the document needs none.
    env: {
      REDIS_URL: process.env.REDIS_URL,
      INTERNAL_IDENTITY_SECRET: 'api-document-test-secret-0123456789',
      SPA_DIR: 'none',
    },
    logDestination: createLogCapture().destination,
    shutdownHooks: false,
  });
  try {
    return buildOpenApiDocument(app);
  } finally {
    await app.close();
  }
}

describe('the API document the gateway serves', () => {
  let document: OpenApiDocument;
  let dir: string;
  let documentFile: string;

  beforeAll(async () => {
    document = await servedDocument();
    dir = mkdtempSync(join(tmpdir(), 'trio-api-document-'));
    documentFile = join(dir, 'docs.json');
    writeFileSync(documentFile, JSON.stringify(document));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names every operation with its own camelCase identifier', () => {
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids.length).toBeGreaterThan(60);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("passes Redocly's lint with the recommended rules", () => {
    const lint = runTool('redocly', ['lint', '--extends', 'recommended', '--format', 'json', documentFile]);
    const report = JSON.parse(lint.stdout) as {
      totals: { errors: number };
      problems: Array<{ ruleId: string; severity: string; message: string }>;
    };
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect([report.totals.errors, lint.status]).toEqual([0, 0]);
    // Warnings too, but for one rule: paths like /trio/users/uid/{uid} and /trio/users/{uid}/favorites, which a router
    // tells apart (a fixed segment wins) and OpenAPI calls ambiguous. They are the spec's paths, which the SPA calls.
    expect(report.problems.filter((problem) => problem.ruleId !== 'no-ambiguous-paths')).toEqual([]);
  });

  it('gives openapi-typescript the types that the sign-in-and-search example type-checks with', () => {
    // Written where the example imports it from (and where its README command writes it); not kept in git.
    const generated = runTool('openapi-typescript', [documentFile, '--output', join(EXAMPLES, 'trio-api.d.ts')]);
    expect(generated).toMatchObject({ status: 0 });
    const typeCheck = runTool('tsc', ['-p', join(EXAMPLES, 'tsconfig.json'), '--noEmit']);
    expect(typeCheck).toEqual({ status: 0, stdout: '', stderr: '' });
  });
});
