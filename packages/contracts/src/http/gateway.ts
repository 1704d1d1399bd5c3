import { z } from 'zod';
import { clientLogRoutes } from './client-logs';
import { landlordRoutes } from './landlord';
import { defineRoute, PUBLIC } from './route';

/*
 * Routes the gateway answers itself (not forwarded): the spec's health pre-check and the probes every app serves,
 * plus the composed screens declared beside their area (`./landlord`: the landlord dashboard) and the browser's log
 * call (`./client-logs`).
 */

const health = ['health'];

export const gatewayHealthSchema = z.object({
  status: z.literal('ok'),
  /** Whether each downstream service answers; informational, the status stays ok. */
  services: z.record(z.string(), z.enum(['up', 'down'])),
});
export type GatewayHealth = z.output<typeof gatewayHealthSchema>;

const checkSchema = z.object({
  status: z.enum(['up', 'down']),
  durationMs: z.number().optional(),
  reason: z.string().optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});

export const readinessSchema = z.object({
  status: z.enum(['up', 'down']),
  checks: z.record(z.string(), checkSchema),
});

/** The spec's pre-check (the Renters Hub calls it before loading): 200 whenever the gateway itself answers. */
export const gatewayHealth = defineRoute({
  method: 'GET',
  path: '/health',
  access: PUBLIC,
  summary: 'The gateway is up (200), with whether each downstream service answers',
  tags: health,
  answer: { status: 200, schema: gatewayHealthSchema },
});

export const liveness = defineRoute({
  method: 'GET',
  path: '/health/live',
  access: PUBLIC,
  summary: 'The process answers',
  tags: health,
  answer: { status: 200, schema: z.object({ status: z.literal('up') }) },
});

export const readiness = defineRoute({
  method: 'GET',
  path: '/health/ready',
  access: PUBLIC,
  summary: "The app's own dependencies answer, else 503 problem+json listing the failing checks",
  tags: health,
  answer: { status: 200, schema: readinessSchema },
  problems: ['SERVICE_UNAVAILABLE'],
});

/** Every route the gateway answers itself: the probes, the composed screens (`./landlord`), the browser's log call. */
export const gatewayRoutes = [gatewayHealth, liveness, readiness, ...landlordRoutes, ...clientLogRoutes] as const;
