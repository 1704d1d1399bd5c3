import { signIdentity, type GatewayIdentity } from '../src/http';

/** Shared by the http-/health-/logging- integration tests: a secret and signed identities as the gateway sends them. */
export const TEST_IDENTITY_SECRET = 'integration-test-secret-0123456789abcdef';

export function identityHeader(identity: Partial<GatewayIdentity> & { userId: string }): Record<string, string> {
  return {
    'x-trio-identity': signIdentity(
      { email: `${identity.userId}@example.in`, role: 'tenant', ...identity },
      TEST_IDENTITY_SECRET,
      60,
    ),
  };
}

export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export async function send<T = Record<string, unknown>>(
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
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
}
