import { applicationsRoutes } from '@trio/contracts/http/applications';
import { gatewayRoutes } from '@trio/contracts/http/gateway';
import { maintenanceRoutes } from '@trio/contracts/http/maintenance';
import { notificationsRoutes } from '@trio/contracts/http/notifications';
import { paymentsRoutes } from '@trio/contracts/http/payments';
import { propertiesRoutes } from '@trio/contracts/http/properties';
import { type AnyRoute, routeMatching } from '@trio/contracts/http/route';
import { usersRoutes } from '@trio/contracts/http/users';

/** Every route a client may call through the gateway. */
const CLIENT_ROUTES: readonly AnyRoute[] = [
  ...usersRoutes,
  ...propertiesRoutes,
  ...applicationsRoutes,
  ...paymentsRoutes,
  ...maintenanceRoutes,
  ...notificationsRoutes,
  ...gatewayRoutes,
].filter((route) => route.access.kind !== 'internal');

/**
 * Every successful JSON answer a journey receives must parse with its route definition's answer schema: the
 * journeys double as the contract test of the services' answers.
 */
function assertAnswerFitsContract(method: string, path: string, status: number, body: unknown): void {
  const route = routeMatching(CLIENT_ROUTES, method, path);
  const schema = route?.answer.schema;
  if (!route || !schema || status !== route.answer.status) return;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(answer)'}: ${issue.message}`);
    throw new Error(`${method} ${path} answered outside its contract:\n${issues.join('\n')}`);
  }
}

/** One browser's worth of calls to the gateway: keeps the refresh cookie and the access token like the SPA does. */
export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export class ApiClient {
  accessToken?: string;
  private refreshCookie?: string;
  /** This browser's device token: it signed in to an account with the password before. */
  private deviceCookie?: string;

  constructor(private readonly baseUrl: string) {}

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; auth?: boolean } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (this.accessToken && options.auth !== false) headers.authorization = `Bearer ${this.accessToken}`;
    // The cookies' paths: the refresh cookie goes to every /trio/auth route, the device cookie to sign-ins only.
    const cookies = [
      path.startsWith('/trio/auth') ? this.refreshCookie : undefined,
      path === '/trio/auth/login' ? this.deviceCookie : undefined,
    ].filter(Boolean);
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      if (pair?.startsWith('trio_refresh=')) this.refreshCookie = pair === 'trio_refresh=' ? undefined : pair;
      if (pair?.startsWith('trio_device=')) this.deviceCookie = pair;
    }
    const text = await res.text();
    const body = (text ? JSON.parse(text) : undefined) as T;
    const token = (body as { accessToken?: unknown } | undefined)?.accessToken;
    if (res.ok && typeof token === 'string') this.accessToken = token;
    if (res.ok) assertAnswerFitsContract(method, path, res.status, body);
    return { status: res.status, headers: res.headers, body };
  }

  get cookie(): string | undefined {
    return this.refreshCookie;
  }

  /** Sends this cookie instead of the one held (to replay an old refresh token). */
  useCookie(cookie: string | undefined): void {
    this.refreshCookie = cookie;
  }
}

let counter = 0;

/** A valid sign-up for a new, unique person. */
export function newPerson(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `meera.${tag}@example.in`,
    password: `Monsoon-Khandala-${tag}`,
    firstName: 'Meera',
    lastName: 'Kulkarni',
    gender: 'female',
    dateOfBirth: '1992-08-15',
    phone: '98200 12345',
    address: '14 Carter Road, Bandra West, Mumbai 400050',
    ...overrides,
  };
}

/** Polls `probe` until it returns a value, or fails after `timeoutMs`. */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
