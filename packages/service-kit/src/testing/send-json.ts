export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  /** The parsed JSON body; the text itself when it is not JSON; undefined when empty. */
  body: T;
}

/** fetch for tests: a JSON body (`json`) or a raw one (`raw`); answers status, headers and the parsed body. */
export async function sendJson<T = Record<string, unknown>>(
  url: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown; raw?: string } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...init.headers };
  let body: string | undefined = init.raw;
  if (init.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetch(url, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}
