import { commaList, positiveInt, serviceConfigSchema, urlWithScheme, type ConfigOf } from '@trio/service-kit/config';
import { z } from 'zod';

/** The users service's environment, parsed once at start-up. */
export const usersConfigSchema = z.object({
  ...serviceConfigSchema('users', 3101).shape,
  /** Access tokens (JWT, ES256) live this long; the SPA refreshes about 5 minutes before expiry. */
  ACCESS_TOKEN_TTL_SECONDS: positiveInt('seconds').default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: positiveInt('days').default(30),
  /**
   * A used refresh token whose successor was never used may be used again this long after the last answer to it (a
   * page reloaded while its refresh was in flight never received the successor); 0 turns the grace off.
   */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** Send the refresh cookie only over HTTPS (on in production). */
  REFRESH_COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Failed logins per account within LOGIN_FAILURE_WINDOW_MINUTES before it answers 429 TOO_MANY_ATTEMPTS. */
  LOGIN_MAX_FAILURES: positiveInt('attempts').default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt('minutes').default(15),
  /** Google sign-in: off unless a client id is configured. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: urlWithScheme('http', 'https').default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: commaList('issuer').default(['https://accounts.google.com', 'accounts.google.com']),
});
export type UsersConfig = ConfigOf<typeof usersConfigSchema>;
