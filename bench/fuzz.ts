/**
 * bench/fuzz: schemathesis (PyPI) fuzzes every operation of the gateway's OpenAPI document (/trio/docs.json), once
 * as a visitor and once as each kind of user (the demo renter, landlord and property manager), and checks every
 * answer: no server error (5xx), a content type and a body that the document itself promises for that status.
 *
 * 1. schemathesis, pinned, in a virtual environment of its own under .local/fuzz (made on the first run; needs
 *    Python 3 with venv, `apt install python3-venv` on Debian).
 * 2. A demo stack of its own (every service and the gateway on the real local infrastructure, the users and
 *    properties seeds; e2e/browser/support/demo-stack.ts), or a gateway already running (FUZZ_GATEWAY, e.g. the
 *    one `npm start` serves with its demo data).
 * 3. One schemathesis run per caller (anonymous, renter, landlord, manager): generated valid and invalid inputs,
 *    FUZZ_EXAMPLES test cases per operation. Its JSON report per caller goes to bench/results/fuzz/.
 *
 * Run: npm run fuzz   (figures: bench/results/fuzz.json; exits 1 when any check failed)
 * Options: FUZZ_EXAMPLES=10 FUZZ_SEED=<n> (to replay a run) FUZZ_GATEWAY=http://127.0.0.1:3000
 */
import 'reflect-metadata';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { startDemoStack } from '../e2e/browser/support/demo-stack';
import { infraUp } from '../infra/local/infra';
import { infraStateDir } from '../infra/local/paths';
import { DEMO_ACCOUNTS } from '../services/users/src/ops/demo-data';

/** The schemathesis release the figures are made with (a newer one may check more: bump it on purpose). */
const SCHEMATHESIS = '4.32.5';
const CHECKS = ['not_a_server_error', 'content_type_conformance', 'response_schema_conformance'];
const examples = Number(process.env.FUZZ_EXAMPLES ?? 10);
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const resultsDir = join(__dirname, 'results');
const reportsDir = join(resultsDir, 'fuzz');

/** The virtual environment with schemathesis at the pinned version; made or updated when it is not. */
function schemathesisCommand(): string {
  const venv = join(infraStateDir(), '..', 'fuzz', 'venv');
  const st = join(venv, 'bin', 'st');
  const installed = existsSync(st) ? spawnSync(st, ['--version'], { encoding: 'utf8' }).stdout : '';
  if (!installed.includes(SCHEMATHESIS)) {
    console.log(`[fuzz] installing schemathesis ${SCHEMATHESIS} into ${venv}…`);
    const steps: [string, string[]][] = [
      ['python3', ['-m', 'venv', venv]],
      [join(venv, 'bin', 'pip'), ['install', '--quiet', `schemathesis==${SCHEMATHESIS}`]],
    ];
    for (const [command, args] of steps) {
      const result = spawnSync(command, args, { stdio: 'inherit' });
      if (result.status !== 0) {
        throw new Error(`${command} ${args.join(' ')} failed (python3 with venv is needed: apt install python3-venv)`);
      }
    }
  }
  return st;
}

/**
 * schemathesis's settings for every caller. Without a token it would sign up a user of its own through
 * POST /trio/auth/register and fuzz as that user (its "auto-signup"): the visitor's run would then not be a visitor's,
 * and whether it is depended on the random sign-up body. Its cache of earlier runs' requests
 * is off too, so a run's figures depend on its seed alone.
 */
// A conversation's live stream (server-sent events) stays open for as long as the client listens: schemathesis reads
// it until the request timeout, so it gets 5 s, not the 30 s every other answer may take (at 30 s each, the streams
// of the demo's real conversations made one caller's run five minutes longer).
const SCHEMATHESIS_CONFIG = `[auth]
auto-signup = false

[cache]
enabled = false

[[operations]]
include-path = "/trio/conversations/{id}/stream"
request-timeout = 5
`;

interface Caller {
  name: string;
  email?: string;
  password?: string;
}

const CALLERS: Caller[] = [
  { name: 'anonymous' },
  ...['renter@trio.rentals', 'landlord@trio.rentals', 'priya.nair@trio.rentals'].map((email) => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
    if (!account) throw new Error(`no demo account ${email}`);
    return { name: email.split('@')[0]!.split('.')[0]!, email, password: account.password };
  }),
];

/** Runs a command to its end without blocking this process; its output (stdout and stderr) as one text. */
function runToEnd(command: string, args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

async function accessTokenOf(gateway: string, caller: Caller): Promise<string | undefined> {
  if (!caller.email) return undefined;
  const answer = await fetch(`${gateway}/trio/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: caller.email, password: caller.password }),
  });
  if (!answer.ok) throw new Error(`sign-in of ${caller.email}: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

interface CallerFigures {
  caller: string;
  exitCode: number | null;
  seconds: number;
  /** Operations tested, test cases generated, failures by check (from schemathesis's summary). */
  summary: Record<string, string>;
  failures: Record<string, number>;
  report: string;
}

/** The lines of schemathesis's summary this run keeps: how much was tested, and each failed check with its count. */
function summaryOf(output: string): Pick<CallerFigures, 'summary' | 'failures'> {
  const summary: Record<string, string> = {};
  const failures: Record<string, number> = {};
  for (const line of output.split('\n')) {
    const tested = /^\s*(Selected|Tested): (.+)$/.exec(line);
    if (tested) summary[tested[1]!.toLowerCase()] = tested[2]!.trim();
    const cases = /^\s*(\d+) generated/.exec(line);
    if (cases) summary.testCases = cases[1]!;
    const failed = /❌ (ST\d+ [^:]+): (\d+)/.exec(line);
    if (failed) failures[failed[1]!] = Number(failed[2]);
    const errored = /🚫 ([^:]+): (\d+)/.exec(line);
    if (errored) failures[errored[1]!] = Number(errored[2]);
  }
  return { summary, failures };
}

/** The failures and errors schemathesis printed (its FAILURES and ERRORS sections), so a CI log shows them. */
function problemsIn(output: string): string {
  const kept: string[] = [];
  let inside = false;
  for (const line of output.split('\n')) {
    const header = /^=+ ([A-Z ]+?) =+$/.exec(line.trim());
    if (header) inside = header[1] === 'FAILURES' || header[1] === 'ERRORS';
    if (inside) kept.push(line);
  }
  const shown = kept.length ? kept : output.split('\n').slice(-40);
  return shown.slice(0, 200).join('\n');
}

async function main(): Promise<void> {
  const st = schemathesisCommand();
  await infraUp(() => undefined);
  let close = async () => {};
  let gateway: string;
  if (process.env.FUZZ_GATEWAY) {
    gateway = process.env.FUZZ_GATEWAY;
  } else {
    console.log('[fuzz] starting a demo stack of its own…');
    const stack = await startDemoStack({ properties: 120 });
    gateway = stack.gatewayUrl;
    close = () => stack.close();
  }
  mkdirSync(reportsDir, { recursive: true });
  const figures: CallerFigures[] = [];
  try {
    // The document once, saved: the gateway builds it on the first request (seconds on a busy machine), and every
    // run then reads the same one.
    const loadBegan = Date.now();
    const docs = await fetch(`${gateway}/trio/docs.json`, { signal: AbortSignal.timeout(120_000) });
    if (!docs.ok) throw new Error(`GET /trio/docs.json: ${docs.status}`);
    const documentFile = join(reportsDir, 'openapi.json');
    writeFileSync(documentFile, await docs.text());
    console.log(`[fuzz] the OpenAPI document in ${Date.now() - loadBegan} ms`);
    // Every caller signs in before any fuzzing: the fuzzed sign-ins fail by the hundred, and the gateway then
    // refuses further sign-ins from this address for a while (LOGIN_FAILURES_PER_ADDRESS).
    const configFile = join(reportsDir, 'schemathesis.toml');
    writeFileSync(configFile, SCHEMATHESIS_CONFIG);
    const tokens = new Map<string, string | undefined>();
    for (const caller of CALLERS) tokens.set(caller.name, await accessTokenOf(gateway, caller));
    for (const caller of CALLERS) {
      const token = tokens.get(caller.name);
      const report = join(reportsDir, `${caller.name}.json`);
      const args = [
        '--config-file',
        configFile,
        'run',
        documentFile,
        '--url',
        gateway,
        '--checks',
        CHECKS.join(','),
        '--max-examples',
        String(examples),
        '--seed',
        seed,
        // One worker: with two, schemathesis's threads call ast.parse (through hypothesis) at once, and CPython 3.11
        // (Debian 12's python3) shares the AST builder's recursion counter between threads: "SystemError: AST
        // constructor recursion depth mismatch", a Runtime Error in the report (cpython gh-106905).
        '--workers',
        '1',
        '--request-timeout',
        '30',
        '--no-color',
        '--report',
        'json',
        '--report-json-path',
        report,
        ...(token ? ['--header', `Authorization: Bearer ${token}`] : []),
      ];
      console.log(`[fuzz] ${caller.name}: ${examples} cases per operation (seed ${seed})…`);
      const began = Date.now();
      // Not spawnSync: the demo stack runs in this process and must go on answering while schemathesis calls it.
      const run = await runToEnd(st, args);
      const output = run.output;
      writeFileSync(join(reportsDir, `${caller.name}.log`), output);
      const caught = { caller: caller.name, exitCode: run.status, seconds: Math.round((Date.now() - began) / 1000) };
      figures.push({ ...caught, ...summaryOf(output), report });
      const failed = Object.entries(figures.at(-1)!.failures);
      if (run.status !== 0) console.log(problemsIn(output));
      console.log(
        `[fuzz] ${caller.name}: exit ${run.status} in ${caught.seconds} s; ` +
          (failed.length ? failed.map(([check, n]) => `${check} × ${n}`).join(', ') : 'no failures'),
      );
    }
  } finally {
    await close();
  }
  const failuresTotal = figures.reduce((sum, f) => sum + Object.values(f.failures).reduce((a, b) => a + b, 0), 0);
  const passed = figures.every((f) => f.exitCode === 0) && failuresTotal === 0;
  const result = {
    benchmark: 'fuzz: schemathesis over the gateway OpenAPI document, per caller',
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    schemathesis: SCHEMATHESIS,
    checks: CHECKS,
    examplesPerOperation: examples,
    seed: Number(seed),
    gateway,
    callers: figures,
    failures: failuresTotal,
    target: '0 server errors and 0 answers outside the document, for every caller',
    targetMet: passed,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'fuzz.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`[fuzz] ${passed ? 'passed' : 'FAILED'}: figures in bench/results/fuzz.json, reports in ${reportsDir}`);
  if (!passed) process.exitCode = 1;
}

main().catch((err: Error) => {
  console.error(`[fuzz] ${err.stack ?? err.message}`);
  process.exitCode = 1;
});
