import { type AnyRoute } from '@trio/contracts/http/route';
import { razorpayWebhook } from '@trio/contracts/http/payments';
import { areaInterest, placeSuggestions, unsubscribeSavedSearch } from '@trio/contracts/http/properties';
import {
  changePassword,
  googleSignIn,
  login,
  logout,
  refreshSession,
  register,
  requestPasswordReset,
  resetPassword,
} from '@trio/contracts/http/users';
import { DOWNSTREAM_SERVICES, type DownstreamServiceName } from '../downstream-services';
import { type RateLimitPolicy } from '../rate-limit/rate-limit.guard';

/** What the gateway does around forwarding one route, beyond what its definition says. */
export interface ForwardingBehaviour {
  /** Counted per client address (429 RATE_LIMITED above the policy's limit). */
  rateLimit?: RateLimitPolicy;
  /** A sign-in: refused after too many failed ones from the address (429 TOO_MANY_ATTEMPTS); failures counted. */
  countsLoginFailures?: boolean;
  /** Authenticated by its cookie alone: only our own pages may send it (403 from another origin). */
  cookieAuthenticated?: boolean;
  /**
   * Takes an `application/x-www-form-urlencoded` body as well, unread (`installUnreadFormBodies`): a mail client's
   * one-click POST (RFC 8058) to a route whose definition has no body.
   */
  acceptsUnreadForm?: boolean;
}

/** One downstream service and the routes of its API that clients may call through the gateway. */
export interface ForwardedService {
  /** `users`: names its forwarding controller and its client. */
  name: DownstreamServiceName;
  /** Its public and signed-in routes (internal ones are the gateway's own calls, never forwarded). */
  routes: readonly AnyRoute[];
}

const clientFacing = (routes: readonly AnyRoute[]) => routes.filter((route) => route.access.kind !== 'internal');

/** Every forwarded route, by service (`downstream-services.ts` lists the services). */
export const FORWARDED_SERVICES: readonly ForwardedService[] = DOWNSTREAM_SERVICES.map((service) => ({
  name: service.name,
  routes: clientFacing(service.routes),
}));

/**
 * Routes with more than forwarding to them: the sign-in routes are rate-limited, and so are the open interest form,
 * the location suggestions (one request per keystroke, public) and the alerts' one-click unsubscribe.
 */
const BEHAVIOURS = new Map<AnyRoute, ForwardingBehaviour>([
  [register, { rateLimit: 'auth' }],
  [login, { rateLimit: 'auth', countsLoginFailures: true }],
  [googleSignIn, { rateLimit: 'auth' }],
  [refreshSession, { rateLimit: 'session', cookieAuthenticated: true }],
  [logout, { rateLimit: 'session', cookieAuthenticated: true }],
  // A reset request sends mail and a reset or change tries a secret: limited like a sign-in.
  [requestPasswordReset, { rateLimit: 'auth' }],
  [resetPassword, { rateLimit: 'auth' }],
  [changePassword, { rateLimit: 'auth' }],
  [areaInterest, { rateLimit: 'auth' }],
  [razorpayWebhook, { rateLimit: 'webhook' }],
  [placeSuggestions, { rateLimit: 'suggest' }],
  // Posted by mail providers' servers for many people at once (RFC 8058), so limited like another system's calls,
  // not like a sign-in: its token, an HMAC-SHA256, cannot be guessed in any number of tries.
  [unsubscribeSavedSearch, { rateLimit: 'webhook', acceptsUnreadForm: true }],
]);

/** Paths of the forwarded routes whose JSON body crosses the gateway byte for byte (signed webhooks). */
export function rawBodyPaths(): string[] {
  return FORWARDED_SERVICES.flatMap((service) => service.routes)
    .filter((route) => route.bodyType === 'raw')
    .map((route) => route.path);
}

/** Paths of the forwarded routes that take a form body unread (one-click unsubscribe). */
export function unreadFormPaths(): string[] {
  return FORWARDED_SERVICES.flatMap((service) => service.routes)
    .filter((route) => behaviourOf(route).acceptsUnreadForm)
    .map((route) => route.path);
}

export function behaviourOf(route: AnyRoute): ForwardingBehaviour {
  return BEHAVIOURS.get(route) ?? {};
}
