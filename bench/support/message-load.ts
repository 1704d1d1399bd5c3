import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { parentPort, Worker } from 'node:worker_threads';
import { createParser } from 'eventsource-parser';

/*
 * The load of bench:messages, in a worker thread (an event loop of its own, so the bench's bookkeeping and the stack
 * in the main thread do not delay a post or the reading of an event): the other member's screens, each reading a
 * conversation's stream as the SPA does (frontend/src/features/conversations/live/conversation-stream.ts: fetch with
 * `accept: text/event-stream`, the body through eventsource-parser, after a drop a reconnect with `Last-Event-ID` =
 * the newest `seq` held), and the posts, each with an Idempotency-Key of its own, at a steady rate. Each post's text
 * carries its number, so its event is known on arrival even before the POST has answered. Times are this thread's
 * performance.now(): a post's from the moment it is sent to the moment its event is parsed on the reader.
 */

/** A member's session on one conversation. */
export interface Seat {
  conversationId: string;
  /** The member's access token (a bearer, as the SPA sends it). */
  token: string;
}

export interface LoadPlan {
  gatewayUrl: string;
  /** The other member of each conversation posted to: its stream is read for the whole run. */
  readers: Seat[];
  /** The author of posts in each conversation read (the same conversations as `readers`, in the same order). */
  authors: Seat[];
  rate: number;
  seconds: number;
  /** How long after the last post a message may still arrive before it counts as lost. */
  drainSeconds: number;
  /** In every post's text, to tell this run's messages from any other. */
  tag: string;
}

/** What became of one post. */
export interface PostOutcome {
  conversation: number;
  /** Its delay behind its due time when it was sent (ms): the generator keeping up. */
  sendLagMs: number;
  /** The last answer's status (0: no answer), after at most POST_ATTEMPTS tries with the same key. */
  status: number;
  /** The problem's `code` of a last answer that was a refusal (OVERLOADED, SERVICE_UNAVAILABLE, …). */
  code?: string;
  attempts: number;
  /** From the first send to the POST's last answer. */
  answerMs: number;
  /** From the first send to its event on the other member's stream; null when it never came. */
  deliveredMs: number | null;
  /** Its events beyond the first (the same message twice, or the same text stored twice). */
  extraEvents: number;
  seq: number | null;
}

export interface LoadResult {
  readersConnected: number;
  connectSeconds: number;
  postingSeconds: number;
  posts: PostOutcome[];
  /** Events of a `seq` its stream had already sent. */
  repeatedSeqs: number;
  /** Events that were no post of this run, or not JSON. */
  strayEvents: number;
  /** Reconnects after a drop (each resumes with Last-Event-ID). */
  reconnects: number;
  /** Connects refused (status, or the error's code), by reason. */
  connectFailures: Record<string, number>;
}

export type LoadMessage = { kind: 'progress'; line: string } | { kind: 'done'; result: LoadResult };

const POST_ATTEMPTS = 3;
const now = () => performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** `bench <tag> #<n>`: the text of post n. */
const textOf = (tag: string, n: number) =>
  `bench ${tag} #${n}: is the flat still free from 1 December, and may we visit on Saturday?`;

async function run(plan: LoadPlan, progress: (line: string) => void): Promise<LoadResult> {
  const total = Math.round(plan.rate * plan.seconds);
  const posts: PostOutcome[] = [];
  const sentAt: number[] = [];
  const textPattern = new RegExp(`^bench ${plan.tag} #(\\d+):`);
  const stop = new AbortController();
  let repeatedSeqs = 0;
  let strayEvents = 0;
  let reconnects = 0;
  let delivered = 0;
  const connectFailures: Record<string, number> = {};
  const fail = (reason: string) => (connectFailures[reason] = (connectFailures[reason] ?? 0) + 1);

  /** One screen: reads its stream until the run ends, reconnecting after a drop with the newest `seq` held. */
  const connected = new Set<number>();
  const read = async (index: number, seat: Seat): Promise<void> => {
    const seen = new Set<number>();
    let held = 0;
    let attempt = 0;
    const parser = createParser({
      onEvent(event) {
        const at = now();
        if ((event.event ?? 'message') !== 'message') return;
        let message: { seq?: number; text?: string };
        try {
          message = JSON.parse(event.data) as typeof message;
        } catch {
          strayEvents += 1;
          return;
        }
        const seq = Number(message.seq);
        if (seen.has(seq)) {
          repeatedSeqs += 1;
          return;
        }
        seen.add(seq);
        held = Math.max(held, seq);
        const n = Number(textPattern.exec(message.text ?? '')?.[1] ?? -1);
        const post = posts[n];
        if (!post || post.conversation !== index) {
          strayEvents += 1;
          return;
        }
        if (post.deliveredMs !== null) {
          post.extraEvents += 1;
          return;
        }
        post.deliveredMs = at - sentAt[n]!;
        post.seq = seq;
        delivered += 1;
      },
    });
    while (!stop.signal.aborted) {
      if (attempt > 0) await sleep(Math.min(15_000, 1_000 * 2 ** (attempt - 1)));
      attempt += 1;
      const headers: Record<string, string> = {
        accept: 'text/event-stream',
        'cache-control': 'no-cache',
        authorization: `Bearer ${seat.token}`,
      };
      if (held > 0) headers['last-event-id'] = String(held);
      try {
        const response = await fetch(
          `${plan.gatewayUrl}/trio/conversations/${encodeURIComponent(seat.conversationId)}/stream`,
          { headers, signal: stop.signal },
        );
        if (!response.ok || !/^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '')) {
          fail(String(response.status));
          await response.body?.cancel();
          continue;
        }
        if (connected.has(index)) reconnects += 1;
        connected.add(index);
        attempt = 0;
        parser.reset();
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      } catch (err) {
        if (stop.signal.aborted) return;
        const cause = (err as { cause?: { code?: string } }).cause;
        fail(cause?.code ?? (err as Error).name);
      }
    }
  };

  const connectStartedAt = now();
  const reading = plan.readers.map((seat, i) => read(i, seat));
  const connectDeadline = now() + 180_000;
  while (connected.size < plan.readers.length && now() < connectDeadline) await sleep(100);
  const connectSeconds = (now() - connectStartedAt) / 1000;
  progress(`${connected.size} of ${plan.readers.length} streams open in ${connectSeconds.toFixed(1)} s`);
  // Each stream subscribes to its conversation's notices just after it opens: a moment for the last of them.
  await sleep(2_000);

  /** One post as the SPA sends it: its own Idempotency-Key, the same key again on a retry. */
  const post = async (n: number, dueAt: number): Promise<void> => {
    const conversation = n % plan.authors.length;
    const seat = plan.authors[conversation]!;
    const key = randomUUID();
    const body = JSON.stringify({ text: textOf(plan.tag, n) });
    const outcome: PostOutcome = {
      conversation,
      sendLagMs: 0,
      status: 0,
      attempts: 0,
      answerMs: 0,
      deliveredMs: null,
      extraEvents: 0,
      seq: null,
    };
    posts[n] = outcome;
    sentAt[n] = now();
    outcome.sendLagMs = sentAt[n] - dueAt;
    while (outcome.attempts < POST_ATTEMPTS) {
      outcome.attempts += 1;
      let retryAfterMs = 1_000;
      try {
        const response = await fetch(
          `${plan.gatewayUrl}/trio/conversations/${encodeURIComponent(seat.conversationId)}/messages`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${seat.token}`,
              'content-type': 'application/json',
              'idempotency-key': key,
            },
            body,
          },
        );
        const text = await response.text();
        outcome.status = response.status;
        outcome.code = undefined;
        if (!response.ok) {
          try {
            outcome.code = (JSON.parse(text) as { code?: string }).code;
          } catch {
            // not problem+json: the status alone
          }
        }
        if (response.status !== 503 && response.status !== 429) break;
        retryAfterMs = 1_000 * Math.max(1, Number(response.headers.get('retry-after')) || 1);
      } catch {
        outcome.status = 0;
      }
      if (outcome.attempts < POST_ATTEMPTS) await sleep(retryAfterMs);
    }
    outcome.answerMs = now() - sentAt[n]!;
  };

  // The n-th post is due n / rate seconds after the first; each turn sends every post then due.
  const firstAt = now();
  const sending: Promise<void>[] = [];
  let lastReport = firstAt;
  for (let n = 0; n < total;) {
    const dueAt = firstAt + (n * 1000) / plan.rate;
    await sleep(dueAt - now());
    const due = Math.min(total, Math.floor(((now() - firstAt) * plan.rate) / 1000) + 1);
    const upTo = Math.max(due, n + 1);
    for (; n < upTo; n += 1) sending.push(post(n, firstAt + (n * 1000) / plan.rate));
    if (now() - lastReport >= 5_000) {
      lastReport = now();
      progress(`${n} posts sent, ${delivered} delivered`);
    }
  }
  const postingSeconds = (now() - firstAt) / 1000;
  await Promise.all(sending);
  progress(`${total} posts sent in ${postingSeconds.toFixed(1)} s and answered; waiting for the last events`);
  // Until every post that was answered 201 has arrived, or the drain time is up; then a moment for any doubles.
  const drainUntil = now() + plan.drainSeconds * 1000;
  const expected = () => posts.filter((p) => p.status === 201 && p.deliveredMs === null).length;
  while (expected() > 0 && now() < drainUntil) await sleep(100);
  await sleep(Math.min(2_000, Math.max(0, drainUntil - now())));
  stop.abort();
  await Promise.allSettled(reading);
  return {
    readersConnected: connected.size,
    connectSeconds,
    postingSeconds,
    posts,
    repeatedSeqs,
    strayEvents,
    reconnects,
    connectFailures,
  };
}

/** Runs `plan` in a worker thread, printing its progress lines. */
export function runMessageLoad(plan: LoadPlan, print: (line: string) => void): Promise<LoadResult> {
  const worker = new Worker(
    `require('@swc-node/register'); require(${JSON.stringify(join(__dirname, 'message-load.ts'))});`,
    { eval: true, workerData: plan },
  );
  return new Promise<LoadResult>((resolve, reject) => {
    worker.on('message', (message: LoadMessage) => {
      if (message.kind === 'progress') print(message.line);
      else resolve(message.result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the load worker exited (${code}) before its result`)));
  }).finally(() => void worker.terminate());
}

// In the worker: run the plan it was given and send back what happened.
if (parentPort) {
  const port = parentPort;
  void import('node:worker_threads').then(async ({ workerData }) => {
    const result = await run(workerData as LoadPlan, (line) => port.postMessage({ kind: 'progress', line }));
    port.postMessage({ kind: 'done', result } satisfies LoadMessage);
  });
}
