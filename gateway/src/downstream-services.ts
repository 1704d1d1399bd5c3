import { applicationsRoutes } from '@trio/contracts/http/applications';
import { maintenanceRoutes } from '@trio/contracts/http/maintenance';
import { notificationsRoutes } from '@trio/contracts/http/notifications';
import { paymentsRoutes } from '@trio/contracts/http/payments';
import { propertiesRoutes } from '@trio/contracts/http/properties';
import { type AnyRoute } from '@trio/contracts/http/route';
import { usersRoutes } from '@trio/contracts/http/users';

/** One service behind the gateway: where it is configured, where it runs locally, and its declared routes. */
export interface DownstreamService {
  /** Its name (`users`): names its client, its forwarding controller and its health entry. */
  readonly name: string;
  /** The gateway's variable holding its base URL (infra/local/app-list.ts and docker-compose.yml use the same). */
  readonly urlVariable: `${Uppercase<string>}_URL`;
  /** Its base URL when the variable is not set: the local default port. */
  readonly defaultUrl: string;
  /** Every route of its API (`@trio/contracts/http/<service>`); the gateway forwards the client-facing ones. */
  readonly routes: readonly AnyRoute[];
}

/**
 * The services behind the gateway, in one list: the configuration (`<NAME>_URL`), the clients, the forwarded routes
 * and the health report are all made from it. A new service adds its entry here.
 */
export const DOWNSTREAM_SERVICES = [
  { name: 'users', urlVariable: 'USERS_URL', defaultUrl: 'http://127.0.0.1:3101', routes: usersRoutes },
  {
    name: 'properties',
    urlVariable: 'PROPERTIES_URL',
    defaultUrl: 'http://127.0.0.1:3102',
    routes: propertiesRoutes,
  },
  // Applications also serves `GET /trio/users/:uid/rentalApplications` (spec 000 §7): its fixed last segment keeps it
  // apart from users' `/trio/users/:uid/favorites` and `/trio/users/:id`.
  {
    name: 'applications',
    urlVariable: 'APPLICATIONS_URL',
    defaultUrl: 'http://127.0.0.1:3103',
    routes: applicationsRoutes,
  },
  // Payments serves the spec's Razorpay calls under /api/razorpay/ (the webhook is public, raw-bodied) and
  // /trio/payments/…
  { name: 'payments', urlVariable: 'PAYMENTS_URL', defaultUrl: 'http://127.0.0.1:3104', routes: paymentsRoutes },
  // Maintenance serves the spec's /trio/maintenance/… calls and the photos of a request (multipart in, images out).
  {
    name: 'maintenance',
    urlVariable: 'MAINTENANCE_URL',
    defaultUrl: 'http://127.0.0.1:3105',
    routes: maintenanceRoutes,
  },
  // Notifications serves the Property Manager Hub's payment reminders (spec 001 §7) from its own projections.
  {
    name: 'notifications',
    urlVariable: 'NOTIFICATIONS_URL',
    defaultUrl: 'http://127.0.0.1:3106',
    routes: notificationsRoutes,
  },
] as const satisfies readonly DownstreamService[];

export type DownstreamServiceName = (typeof DOWNSTREAM_SERVICES)[number]['name'];
export type DownstreamUrlVariable = (typeof DOWNSTREAM_SERVICES)[number]['urlVariable'];
