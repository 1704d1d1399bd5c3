/** One server-sent event as a client (EventSource) reads it. */
export interface ReadEvent {
  event: string;
  id: string | undefined;
  data: string;
  /** Comment lines (keepalives) received before it on its stream. */
  afterComments: number;
}

/** An open text/event-stream answer, read as the bytes come. */
export interface EventStreamReader {
  status: number;
  headers: Headers;
  /** The answer's body when it is not a stream (a refusal, as text). */
  text?: string;
  /** Events received so far, in order. */
  events: ReadEvent[];
  /** Comment lines (keepalives) received so far. */
  comments: number;
  /** Resolves once `count` events have arrived in all (rejects after `timeoutMs`, or when the stream ends first). */
  waitForEvents(count: number, timeoutMs?: number): Promise<ReadEvent[]>;
  /** Resolves once `count` comment lines have arrived in all. */
  waitForComments(count: number, timeoutMs?: number): Promise<void>;
  /** Whether the server ended the stream. */
  readonly ended: boolean;
  close(): void;
}

/**
 * Opens `url` as an EventSource would (GET, `accept: text/event-stream`, plus `headers`) and parses what arrives
 * (the WHATWG rules the tests need: `event`, `id`, `data` fields, comment lines, blank-line dispatch).
 */
export async function readEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const isStream = res.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
  const events: ReadEvent[] = [];
  let comments = 0;
  let ended = false;
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const reader: EventStreamReader = {
    status: res.status,
    headers: res.headers,
    events,
    get comments() {
      return comments;
    },
    get ended() {
      return ended;
    },
    waitForEvents: (count, timeoutMs = 10_000) =>
      until(() => events.length >= count, timeoutMs, `${count} event(s)`).then(() => events.slice(0, count)),
    waitForComments: (count, timeoutMs = 10_000) => until(() => comments >= count, timeoutMs, `${count} comment(s)`),
    close: () => controller.abort(),
  };
  const until = (done: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (done()) finish(resolve);
        else if (ended) finish(() => reject(new Error(`the stream ended before ${what} (got ${events.length})`)));
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`no ${what} within ${timeoutMs} ms (got ${events.length})`))),
        timeoutMs,
      );
      const finish = (then: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        then();
      };
      waiters.add(check);
      check();
    });
  if (!isStream || !res.body) {
    reader.text = await res.text();
    ended = true;
    return reader;
  }
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    let current: { event?: string; id?: string; data: string[] } = { data: [] };
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let newline: number;
        while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
          if (line === '') {
            if (current.data.length > 0) {
              events.push({
                event: current.event ?? 'message',
                id: current.id,
                data: current.data.join('\n'),
                afterComments: comments,
              });
            }
            current = { data: [] };
          } else if (line.startsWith(':')) comments += 1;
          else {
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') current.event = value;
            else if (field === 'id') current.id = value;
            else if (field === 'data') current.data.push(value);
          }
        }
        notify();
      }
    } catch {
      // closed by the test
    } finally {
      ended = true;
      notify();
    }
  })();
  return reader;
}
