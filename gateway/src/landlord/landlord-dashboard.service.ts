import { Inject, Injectable } from '@nestjs/common';
import { managedLeases } from '@trio/contracts/http/applications';
import {
  addressLine,
  type DashboardGap,
  type DashboardPart,
  type LandlordDashboard,
} from '@trio/contracts/http/landlord';
import { landlordMaintenanceRequests, type MaintenanceRequest } from '@trio/contracts/http/maintenance';
import { landlordPayments } from '@trio/contracts/http/payments';
import { myProperties } from '@trio/contracts/http/properties';
import { type AnswerOf, type AnyRoute, routePath } from '@trio/contracts/http/route';
import { userById } from '@trio/contracts/http/users';
import { currentCorrelationId } from '@trio/service-kit/context';
import { ProblemException } from '@trio/service-kit/http';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import { serviceClientToken } from '../clients/clients.module';
import { serviceRequestHeaders, type IncomingRequestLike } from '../clients/forwarded-headers';
import { problemCodeOf, type ServiceClient } from '../clients/service-client';
import { UsersClient } from '../clients/users.client';
import { type Caller, toGatewayIdentity } from '../http/caller';
import { dashboardSummary, tenantsOf } from './dashboard-summary';

/** What one part's call gave: its answer, or why there is none. */
type PartResult<T> = ({ ok: true; value: T } | { ok: false; code: string; detail: string }) & { ms: number };

/** A composed answer and how long each service took (sent as `Server-Timing`, so a slow part can be told). */
export interface Composed {
  dashboard: LandlordDashboard;
  timings: Record<string, number>;
}

/** How each missing part is said on the page. */
const GAP_MESSAGES: Record<DashboardPart, string> = {
  landlord: 'Your profile could not be loaded right now.',
  properties: 'Your properties could not be loaded right now: vacancy counts are missing.',
  leases: 'Leases could not be loaded right now: lease status, tenants and the rent-collected share are missing.',
  tenants: 'Tenants could not be loaded right now (they come with the leases).',
  payments:
    'Payments are unavailable right now: total collected, pending payments, rent history and the rent-collected ' +
    'share are missing.',
  maintenance: 'Tenant requests (maintenance) could not be loaded right now.',
};

/**
 * The landlord dashboard, a COMPOSED screen (ARCHITECTURE "Composed screens"): the gateway calls the owning services
 * in parallel on the caller's behalf (users: the landlord; properties: the homes; applications: the leases and so the
 * tenants; payments: payments received and the owner statement; maintenance: the tenants' requests) and puts the
 * answers together. No projection is kept: each service stays the one source of its part. A service that does not
 * answer, or answers an error, leaves its part null and named in `gaps`; the others are answered all the same.
 *
 * The heavy parts (homes, leases, payments and the owner statement: about a megabyte for 200 homes and 2,000
 * payments) come with an entity tag from their service (its per-landlord change counter). The gateway keeps the
 * last parsed answer of each part per caller with its tag and asks again with `If-None-Match`: an unchanged part is
 * a 304 from the service, so neither side serialises, sends or parses it again. Every request still asks every
 * service, so a part is never older than what its service holds, and a service that is down is still a gap.
 */
@Injectable()
export class LandlordDashboardService {
  /** The last tagged answer of each part, by service, path and caller (oldest first out). */
  private readonly tagged = new Map<string, { etag: string; value: unknown }>();

  constructor(
    @Inject(UsersClient) private readonly users: ServiceClient,
    @Inject(serviceClientToken('properties')) private readonly properties: ServiceClient,
    @Inject(serviceClientToken('applications')) private readonly applications: ServiceClient,
    @Inject(serviceClientToken('payments')) private readonly payments: ServiceClient,
    @Inject(serviceClientToken('maintenance')) private readonly maintenance: ServiceClient,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** `signal`: the client went away (its parts' calls are aborted). */
  async compose(caller: Caller, incoming: IncomingRequestLike, signal?: AbortSignal): Promise<Composed> {
    const call = <R extends AnyRoute>(client: ServiceClient, route: R, params: Record<string, string> = {}) =>
      this.part(client, route, params, caller, incoming, signal);
    // In parallel: the slowest service sets the time, and one that is down costs only its own part.
    const [landlord, properties, leases, payments, maintenance] = await Promise.all([
      call(this.users, userById, { id: caller.userId }),
      call(this.properties, myProperties),
      call(this.applications, managedLeases),
      call(this.payments, landlordPayments, { landlordId: caller.userId }),
      call(this.maintenance, landlordMaintenanceRequests, { userId: caller.userId }),
    ]);

    const gaps: DashboardGap[] = [];
    const gap = (part: DashboardPart, service: string, result: { code: string }) =>
      gaps.push({ part, service, code: result.code, message: GAP_MESSAGES[part] });
    if (!landlord.ok) gap('landlord', 'users', landlord);
    if (!properties.ok) gap('properties', 'properties', properties);
    if (!leases.ok) {
      gap('leases', 'applications', leases);
      gap('tenants', 'applications', leases);
    }
    if (!payments.ok) gap('payments', 'payments', payments);
    if (!maintenance.ok) gap('maintenance', 'maintenance', maintenance);

    const propertyList = properties.ok ? properties.value : null;
    const leaseList = leases.ok ? leases.value.leases : null;
    const received = payments.ok ? payments.value : null;
    const timings = {
      users: landlord.ms,
      properties: properties.ms,
      applications: leases.ms,
      payments: payments.ms,
      maintenance: maintenance.ms,
    };
    const dashboard: LandlordDashboard = {
      landlord: landlord.ok
        ? {
            _id: landlord.value._id,
            firstName: landlord.value.firstName,
            lastName: landlord.value.lastName,
            name:
              [landlord.value.firstName, landlord.value.lastName].filter(Boolean).join(' ') ||
              landlord.value.displayName ||
              landlord.value.email,
            email: landlord.value.email,
            role: landlord.value.role,
          }
        : null,
      properties: propertyList,
      leases: leaseList,
      tenants: leaseList ? tenantsOf(leaseList) : null,
      payments: received?.payments ?? null,
      paymentsCount: received?.totals.count ?? null,
      statement: received?.statement ?? null,
      maintenance: maintenance.ok ? maintenance.value.map(tenantRequest) : null,
      summary: dashboardSummary({
        properties: propertyList,
        leases: leaseList,
        collected: received?.totals ?? null,
        statement: received?.statement ?? null,
        month: received?.month ?? null,
        deposits: received?.deposits ?? null,
      }),
      gaps,
      composedAt: new Date().toISOString(),
    };
    return { dashboard, timings };
  }

  /** One part: the service's answer parsed with its route's schema, or the reason it is missing. */
  private async part<R extends AnyRoute>(
    client: ServiceClient,
    route: R,
    params: Record<string, string>,
    caller: Caller,
    incoming: IncomingRequestLike,
    signal: AbortSignal | undefined,
  ): Promise<PartResult<AnswerOf<R>>> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    const path = routePath(route, params);
    const key = `${client.service} ${path} ${caller.userId}`;
    const held = this.tagged.get(key);
    try {
      const headers: Record<string, string> = {
        ...serviceRequestHeaders(incoming, { correlationId: currentCorrelationId(), hasBody: false }),
        accept: 'application/json',
      };
      // The gateway's own tag, never the browser's (the browser holds no part of this composed answer).
      delete headers['if-none-match'];
      if (held) headers['if-none-match'] = held.etag;
      const response = await client.send({ method: 'GET', path, headers, identity: toGatewayIdentity(caller), signal });
      if (response.status === 304 && held) return { ok: true, value: held.value as AnswerOf<R>, ms: ms() };
      if (response.status !== route.answer.status) {
        return {
          ok: false,
          code: problemCodeOf(response) ?? 'SERVICE_UNAVAILABLE',
          detail: `answered ${response.status}`,
          ms: ms(),
        };
      }
      const parsed = route.answer.schema!.safeParse(JSON.parse(response.body.toString('utf8')));
      if (!parsed.success) {
        this.logger.warn({ service: client.service, path: route.path }, 'dashboard part outside its contract');
        return { ok: false, code: 'INVALID_ANSWER', detail: 'answered outside its contract', ms: ms() };
      }
      this.remember(key, response.headers.get('etag'), parsed.data);
      return { ok: true, value: parsed.data as AnswerOf<R>, ms: ms() };
    } catch (err) {
      const code = err instanceof ProblemException ? err.code : 'SERVICE_UNAVAILABLE';
      return { ok: false, code, detail: err instanceof Error ? err.message : String(err), ms: ms() };
    }
  }

  /** Keeps a parsed part with its tag (or forgets the part when its service gave none). */
  private remember(key: string, etag: string | null, value: unknown): void {
    this.tagged.delete(key);
    if (!etag) return;
    if (this.tagged.size >= TAGGED_PARTS) this.tagged.delete(this.tagged.keys().next().value!);
    this.tagged.set(key, { etag, value });
  }
}

/** How many tagged parts the gateway keeps (a part of one landlord's dashboard each; oldest first out). */
const TAGGED_PARTS = 1_000;

/** A maintenance request as the dashboard's Tenant Requests list shows it. */
function tenantRequest(request: MaintenanceRequest) {
  return {
    _id: request._id,
    title: request.title,
    status: request.status,
    priority: request.priority,
    category: request.category,
    propertyId: request.propertyId._id,
    address: addressLine(request.propertyId.address),
    tenantName: `${request.tenant.firstName} ${request.tenant.lastName}`.trim(),
    submittedDate: request.submittedDate,
  };
}
