import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * `npm run ops -- trace <correlationId>`: one request's path across every app's JSON log (`.local/apps/<app>.log`,
 * written by `npm start`), in time order: the gateway's request line, each service's request, the events each
 * consumer handled, the jobs that ran, the browser's own log entries. Every line an app writes inside the work that
 * request caused carries its `correlationId` (HTTP header → event envelope and Kafka header → job data).
 */

/** One log line of one app that carries the correlation id. */
export interface TracedLine {
  /** The app whose log it is (the file's name). */
  app: string;
  time: string;
  level: string;
  msg: string;
  /** The whole parsed line. */
  line: Record<string, unknown>;
}

/** The default folder of the apps' logs (`npm start` writes `<app>.log` there). */
export function defaultLogDir(repoRoot: string): string {
  return join(repoRoot, '.local', 'apps');
}

/** Every line of the `*.log` files in `dir` whose `correlationId` is `id`, in time order (ties: file order). */
export async function traceCorrelation(dir: string, id: string): Promise<TracedLine[]> {
  if (!existsSync(dir)) return [];
  const found: Array<TracedLine & { seq: number }> = [];
  let seq = 0;
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.log'))
    .sort()) {
    const app = basename(file, '.log');
    const lines = createInterface({ input: createReadStream(join(dir, file), 'utf8'), crlfDelay: Infinity });
    for await (const text of lines) {
      // Cheap test first: most lines of a busy log are about other requests.
      if (!text.includes(id)) continue;
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text) as Record<string, unknown>;
      } catch {
        continue;
      }
      if (line.correlationId !== id) continue;
      found.push({
        app,
        time: typeof line.time === 'string' ? line.time : '',
        level: typeof line.level === 'string' ? line.level : '',
        msg: typeof line.msg === 'string' ? line.msg : '',
        line,
        seq: seq++,
      });
    }
  }
  found.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.seq - b.seq));
  return found.map(({ seq: _seq, ...line }) => line);
}

const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/** What a line is about, in a few words: the request, the event, the job, or the browser's page. */
export function detailOf(line: Record<string, unknown>): string {
  if (str(line.event)) {
    const where = str(line.topic) ? ` (${str(line.topic)}/${str(line.partition)}@${str(line.offset)})` : '';
    return `event ${str(line.event)} ${str(line.eventId) ?? ''}${where}`.replace(/\s+/g, ' ').trim();
  }
  if (str(line.queue) && str(line.job))
    return `job ${str(line.queue)}/${str(line.job)} ${str(line.jobId) ?? ''}`.trim();
  if (str(line.method) && str(line.path)) {
    const status = str(line.statusCode) ? ` → ${str(line.statusCode)}` : '';
    const took = str(line.durationMs) ? ` (${str(line.durationMs)} ms)` : '';
    return `${str(line.method)} ${str(line.path)}${status}${took}`;
  }
  if (line.source === 'browser') {
    const client = (line.client ?? {}) as Record<string, unknown>;
    return `browser ${str(client.url) ?? ''}`.trim();
  }
  return str(line.context) ?? '';
}

/** The trace as a table: time, app, level, message, what it is about. */
export function formatTrace(id: string, lines: TracedLine[]): string {
  if (lines.length === 0) return `No log line carries correlation id ${id}.`;
  const apps = [...new Set(lines.map((l) => l.app))];
  const width = Math.max(...lines.map((l) => l.app.length));
  const rows = lines.map(
    (l) =>
      `${l.time}  ${l.app.padEnd(width)}  ${l.level.padEnd(5)}  ${l.msg}${detailOf(l.line) ? `  [${detailOf(l.line)}]` : ''}`,
  );
  const first = Date.parse(lines[0]!.time);
  const last = Date.parse(lines[lines.length - 1]!.time);
  const span = Number.isFinite(first) && Number.isFinite(last) ? `, ${last - first} ms` : '';
  return [
    `correlation id ${id}: ${lines.length} lines in ${apps.length} apps (${apps.join(', ')})${span}`,
    ...rows,
  ].join('\n');
}

/** The command: `trace <correlationId> [--dir <folder>] [--json]`; exit code 0 found, 1 nothing found, 2 usage. */
export async function traceCommand(args: string[], repoRoot: string, print = console.log): Promise<number> {
  let dir = defaultLogDir(repoRoot);
  let json = false;
  const ids: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--dir' && args[i + 1]) dir = args[++i]!;
    else if (arg.startsWith('--dir=')) dir = arg.slice('--dir='.length);
    else ids.push(arg);
  }
  if (ids.length !== 1) {
    print('usage: npm run ops -- trace <correlationId> [--dir <folder of <app>.log files>] [--json]');
    return 2;
  }
  const id = ids[0]!;
  const lines = await traceCorrelation(dir, id);
  if (json) print(JSON.stringify(lines.map((l) => ({ app: l.app, ...l.line }))));
  else print(formatTrace(id, lines) + (lines.length === 0 ? ` (looked in ${dir})` : ''));
  return lines.length > 0 ? 0 : 1;
}
