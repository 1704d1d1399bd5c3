import { baseConfigSchema, internalIdentityConfigSchema, urlWithScheme, type ConfigOf } from '@trio/service-kit/config';
import { z } from 'zod';

const positiveInt = (fallback: number) =>
  z.coerce.number({ error: 'must be a number' }).int().positive().default(fallback);

/** The users service's environment, parsed once at start-up. */
export const usersConfigSchema = z.object({
  ...baseConfigSchema.shape,
  ...internalIdentityConfigSchema.shape,
  SERVICE_NAME: baseConfigSchema.shape.SERVICE_NAME.default('users'),
  PORT: baseConfigSchema.shape.PORT.default(3101),
  /** Database name inside MONGO_URL's server. */
  MONGO_DB: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/, 'must be a plain database name')
    .default('users'),
  /** Access tokens (JWT, ES256) live this long; the SPA refreshes about 5 minutes before expiry. */
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: positiveInt(30),
  /** Send the refresh cookie only over HTTPS (on in production). */
  REFRESH_COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Failed logins per account within LOGIN_FAILURE_WINDOW_MINUTES before it answers 429 TOO_MANY_ATTEMPTS. */
  LOGIN_MAX_FAILURES: positiveInt(5),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt(15),
  /** Google sign-in: off unless a client id is configured. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: urlWithScheme('http', 'https').default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z
    .string()
    .default('https://accounts.google.com,accounts.google.com')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
});
export type UsersConfig = ConfigOf<typeof usersConfigSchema>;
