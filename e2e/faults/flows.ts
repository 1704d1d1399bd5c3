import { randomUUID } from 'node:crypto';
import { rentOverdue } from '@trio/contracts/events/payments';
import { fixtureFor } from '@trio/contracts/fixtures';
import {
  addMonthsToDate,
  todayInIndia,
  type MyApplications,
  type MyLeases,
  type RentalApplication,
} from '@trio/contracts/http/applications';
import type { LeaseReminderRecord } from '@trio/contracts/http/notifications';
import type { MyMaintenanceAnswer, MaintenanceRequest } from '@trio/contracts/http/maintenance';
import type { CreateOrderAnswer, Deposit, PaymentSuccessAnswer } from '@trio/contracts/http/payments';
import { uniqueAadhaar } from '@trio/service-kit/testing/unique';
import { ApiClient, newPerson, type Answer } from '../api/support/client';
import type { FlowRecord } from './invariants';

/** Counts of what the flows met on the way, for the figures. */
export interface FlowStats {
  calls: number;
  /** Retries by what caused them: an HTTP status, `network` (no answer), `not-yet` (eventual consistency). */
  retries: Record<string, number>;
}

/** A signed-in person of the run: their client and ids. */
export interface Person {
  client: ApiClient;
  user: { _id: string; uid: string; email: string };
  password: string;
}

/** What every flow shares: the gateway, the stand-in, the run's manager and landlords, and a way to publish. */
export interface FlowWorld {
  gatewayUrl: string;
  razorpayUrl: string;
  tag: string;
  manager: Person & { managerId: string };
  landlords: Person[];
  /** Publishes an event on the run's (private) broker, as its owning service would; retried by the caller. */
  publish(topic: string, key: string, event: unknown): Promise<void>;
  stats: FlowStats;
  /** The step each running flow is at, for the progress lines. */
  progress: Map<number, string>;
  /** How long one step may keep retrying before the flow gives up. */
  stepTimeoutMs: number;
  /** Every how many flows one goes on to move out (flow n with n % moveOutEvery === moveOutEvery - 1); 0 = none. */
  moveOutEvery: number;
  /**
   * Brings a lease's end date (its move-out date, after the notice) to today, India: the run has no clock to move,
   * so it is moved in the applications service's database, as the browser journey does; the service's own lease
   * sweep then ends the lease.
   */
  moveOutToday(leaseId: string): Promise<void>;
}

/** Whether flow `n` goes on to move out (about one flow in `moveOutEvery`). */
export const movesOut = (world: Pick<FlowWorld, 'moveOutEvery'>, n: number) =>
  world.moveOutEvery > 0 && n % world.moveOutEvery === world.moveOutEvery - 1;

/** The deduction every move-out's inspection makes: repainting, ₹3,500. */
export const MOVE_OUT_DEDUCTION = { reason: 'Repainting the bedroom wall', amountPaise: 350_000 } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class StepFailed extends Error {}

type Outcome<T> = { done: T } | { retry: string };
const retry = (reason: string): { retry: string } => ({ retry: reason });

/**
 * Runs `attempt` until it returns `{ done }`, as a patient client would: no answer, a 5xx, a 429 or an eventual
 * "not yet" are retried with backoff (250 ms doubling to `maxWaitMs`, 2 s unless said) until the step's time is up.
 */
async function until<T>(
  world: FlowWorld,
  step: string,
  attempt: () => Promise<Outcome<T>>,
  maxWaitMs = 2_000,
): Promise<T> {
  const deadline = Date.now() + world.stepTimeoutMs;
  let wait = 250;
  let last = 'never tried';
  for (;;) {
    let outcome: Outcome<T>;
    try {
      outcome = await attempt();
    } catch (err) {
      if (err instanceof StepFailed) throw err;
      outcome = retry(`network: ${(err as Error).message}`);
    }
    if ('done' in outcome) return outcome.done;
    last = outcome.retry;
    const cause = last.startsWith('network') ? 'network' : last.split(' ')[0]!;
    world.stats.retries[cause] = (world.stats.retries[cause] ?? 0) + 1;
    if (Date.now() > deadline) throw new StepFailed(`${step}: gave up after ${world.stepTimeoutMs} ms (last: ${last})`);
    await sleep(wait);
    wait = Math.min(maxWaitMs, wait * 2);
  }
}

/** Whether an answer is worth retrying as it is: the server could not do it now. */
function transient(answer: Answer<unknown>): boolean {
  const code = (answer.body as { code?: string } | undefined)?.code;
  return (
    answer.status >= 500 ||
    (answer.status === 429 && code !== 'REMINDER_TOO_SOON') ||
    code === 'IDEMPOTENCY_IN_PROGRESS'
  );
}

const codeOf = (answer: Answer<unknown>) => (answer.body as { code?: string } | undefined)?.code ?? '';
const describe = (answer: Answer<unknown>) => `${answer.status} ${codeOf(answer)}`.trim();

/** Fails the step at once: an answer no retry would change. */
function refused(step: string, answer: Answer<unknown>): never {
  throw new StepFailed(`${step}: ${describe(answer)} ${JSON.stringify(answer.body).slice(0, 300)}`);
}

/** One refresh at a time per person: their flows share the session, and a refresh token is good for one use. */
const refreshing = new WeakMap<ApiClient, Promise<void>>();

/** Each person's e-mail and password, to sign in again when their session has ended. */
const credentials = new WeakMap<ApiClient, { email: string; password: string }>();

/**
 * Gets a new access token with the refresh cookie, as the SPA does on 401 TOKEN_EXPIRED (retried while users is
 * down). A session the users service has ended (a refresh whose answer was lost for longer than its grace window)
 * sends the SPA's user to the sign-in page: the flow signs in again, counted as `signed-in-again`.
 */
function refreshSession(world: FlowWorld, client: ApiClient): Promise<void> {
  let running = refreshing.get(client);
  if (!running) {
    running = (async () => {
      const deadline = Date.now() + world.stepTimeoutMs;
      for (;;) {
        world.stats.calls += 1;
        const answer = await client.call('POST', '/trio/auth/refresh').catch(() => undefined);
        if (answer?.status === 200) return;
        const person = credentials.get(client);
        if (answer?.status === 401 && codeOf(answer).startsWith('REFRESH_TOKEN_') && person) {
          world.stats.calls += 1;
          const login = await client.call('POST', '/trio/auth/login', { body: person }).catch(() => undefined);
          if (login?.status === 200) {
            world.stats.retries['signed-in-again'] = (world.stats.retries['signed-in-again'] ?? 0) + 1;
            return;
          }
          if (login && !transient(login)) throw new StepFailed(`sign in again: ${describe(login)}`);
        } else if (answer && !transient(answer)) throw new StepFailed(`refresh: ${describe(answer)}`);
        if (Date.now() > deadline) throw new StepFailed('refresh: gave up');
        await sleep(500);
      }
    })().finally(() => refreshing.delete(client));
    refreshing.set(client, running);
  }
  return running;
}

async function call<T>(world: FlowWorld, client: ApiClient, method: string, path: string, options = {}) {
  world.stats.calls += 1;
  const answer = await client.call<T>(method, path, options);
  if (answer.status !== 401 || codeOf(answer) !== 'TOKEN_EXPIRED') return answer;
  world.stats.retries['401'] = (world.stats.retries['401'] ?? 0) + 1;
  await refreshSession(world, client);
  world.stats.calls += 1;
  return client.call<T>(method, path, options);
}

/** Signs a person up through the gateway, retried with an Idempotency-Key; a lost 201 is found by signing in. */
export async function signUpPerson(world: FlowWorld, key: string, overrides: Record<string, unknown> = {}) {
  const person = newPerson(overrides);
  const client = new ApiClient(world.gatewayUrl);
  const user = await until(world, 'sign-up', async () => {
    const answer = await call<{ user: Person['user'] }>(world, client, 'POST', '/trio/auth/register', {
      body: person,
      headers: { 'idempotency-key': key },
    });
    if (answer.status === 201) return { done: answer.body.user };
    if (transient(answer)) return retry(describe(answer));
    if (codeOf(answer) === 'EMAIL_IN_USE') {
      const login = await call<{ user: Person['user'] }>(world, client, 'POST', '/trio/auth/login', {
        body: { email: person.email, password: person.password },
      });
      if (login.status === 200) return { done: login.body.user };
      return retry(describe(login));
    }
    refused('sign-up', answer);
  });
  credentials.set(client, { email: person.email, password: person.password });
  return { client, user, password: person.password } satisfies Person;
}

const listing = (n: number) => ({
  propertyAddress: {
    street: `${n}, 4th Cross, Jayanagar`,
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560011',
  },
  description: `Fault-run 2 BHK number ${n}`,
  type: 'apartment',
  rentAmount: 25_000,
  bedrooms: 2,
  bathrooms: 2,
  nearbyLandmarks: 'Jayanagar 4th Block',
  leaseType: 'Year-long',
  images: [],
});

/**
 * One end-to-end flow through the gateway, as its people would do it: a tenant signs up; a landlord lists a home and
 * the manager approves it; the tenant applies, the manager approves, the tenant pays through the Razorpay stand-in and
 * sees the lease; the tenant reports a maintenance problem, the manager takes it on and the landlord resolves it;
 * the rent falls overdue (published as payments publishes it) and the manager sends a reminder. `record` holds each
 * step the moment it is acknowledged, so a flow cut short still says what it was told.
 */
export async function runFlow(world: FlowWorld, n: number, record: FlowRecord): Promise<void> {
  const { manager } = world;
  const u = <T>(step: string, attempt: () => Promise<Outcome<T>>, maxWaitMs?: number) => {
    world.progress.set(n, step);
    return until(world, step, attempt, maxWaitMs);
  };
  const landlord = world.landlords[n % world.landlords.length]!;
  const key = (step: string) => `faults-${world.tag}-${n}-${step}`;
  world.progress.set(n, 'sign-up');
  const tenant = await signUpPerson(world, key('register'), { email: record.tenantEmail });
  record.tenantId = tenant.user._id;

  const propertyId = await u('list', async () => {
    const answer = await call<{ _id: string }>(world, landlord.client, 'POST', '/trio/propertyListingRequest', {
      body: listing(n),
      headers: { 'idempotency-key': key('listing') },
    });
    if (answer.status === 201) return { done: answer.body._id };
    if (transient(answer)) return retry(describe(answer));
    refused('list', answer);
  });
  await u('approve listing', async () => {
    const answer = await call<{ status: string }>(
      world,
      manager.client,
      'PUT',
      `/trio/propertyListingRequest/${propertyId}/review`,
      { body: { action: 'approve' } },
    );
    if (answer.status === 200) return { done: true };
    // Approved by an earlier try whose answer was lost.
    if (codeOf(answer) === 'INVALID_STATE_TRANSITION') return { done: true };
    // Not yet assigned to the manager (the request waits for the properties service to learn of one), or changed
    // meanwhile (409 CONFLICT: "reload it and try again").
    if (transient(answer) || answer.status === 403 || codeOf(answer) === 'CONFLICT') return retry(describe(answer));
    refused('approve listing', answer);
  });
  record.propertyId = propertyId;

  const today = todayInIndia(new Date());
  const formData = {
    firstName: 'Meera',
    lastName: `Flow ${n}`,
    phone: '+91 98450 12345',
    address: '12 MG Road, Bengaluru 560001',
    panAdhaar: uniqueAadhaar(),
    moveInDate: addMonthsToDate(today, 1),
    leasePeriod: '11 months',
    numPeople: 2,
  };
  const applicationId = await u('apply', async () => {
    const answer = await call<RentalApplication>(world, tenant.client, 'POST', '/trio/rental-applications/apply', {
      body: { formData, propertyId },
    });
    if (answer.status === 200) return { done: answer.body._id };
    // The applications service has not learnt of the listing yet.
    if (transient(answer) || answer.status === 404) return retry(describe(answer));
    if (codeOf(answer) === 'APPLICATION_EXISTS') {
      const mine = await call<MyApplications>(
        world,
        tenant.client,
        'GET',
        `/trio/users/${tenant.user.uid}/rentalApplications`,
      );
      const found = mine.body?.rentalApplications?.find(
        (a) => a.propertyId === propertyId || a.property?._id === propertyId,
      );
      return found ? { done: found._id } : retry(describe(mine));
    }
    refused('apply', answer);
  });
  record.applicationId = applicationId;

  await u('approve application', async () => {
    const answer = await call<RentalApplication>(
      world,
      manager.client,
      'PUT',
      `/trio/rental-applications/${applicationId}/review`,
      { body: { action: 'approve' } },
    );
    if (answer.status === 200) return { done: true };
    if (codeOf(answer) === 'INVALID_TRANSITION') return { done: true };
    if (transient(answer) || codeOf(answer) === 'CONFLICT') return retry(describe(answer));
    refused('approve application', answer);
  });

  // Checkout: an order for the approved application, paid at the stand-in, verified by the payments service.
  const paid = await u('checkout', async () => {
    const order = await call<CreateOrderAnswer>(world, tenant.client, 'POST', '/api/razorpay/create-order', {
      body: { applicationId },
    });
    // Payments has not learnt of the approval yet: NOT_FOUND / NOT_PAYABLE.
    if (transient(order) || ['NOT_FOUND', 'NOT_PAYABLE'].includes(codeOf(order))) return retry(describe(order));
    if (codeOf(order) === 'ALREADY_PAID') return { done: undefined };
    if (order.status !== 200) refused('create-order', order);
    const orderId = order.body.order.id;
    const routed = await fetch(`${world.razorpayUrl}/_stand-in/orders/${orderId}/webhook-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${world.gatewayUrl}/api/razorpay/webhook` }),
    });
    if (!routed.ok) return retry(`stand-in webhook-url ${routed.status}`);
    const payment = await fetch(`${world.razorpayUrl}/_stand-in/orders/${orderId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'card',
        card: { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Meera Flow' },
        email: tenant.user.email,
      }),
    });
    if (!payment.ok) return retry(`stand-in pay ${payment.status}`);
    const triple = (await payment.json()) as Record<string, string>;
    return {
      done: {
        paymentId: order.body.paymentId,
        body: {
          applicationId,
          paymentId: triple.razorpay_payment_id,
          orderId: triple.razorpay_order_id,
          signature: triple.razorpay_signature,
          amount: order.body.order.amount / 100,
        },
      },
    };
  });
  if (paid) {
    await u('payment-success', async () => {
      const answer = await call<PaymentSuccessAnswer>(world, tenant.client, 'POST', '/api/razorpay/payment-success', {
        body: paid.body,
      });
      if (answer.status === 200 && answer.body.payment.status === 'completed') return { done: true };
      if (transient(answer)) return retry(describe(answer));
      refused('payment-success', answer);
    });
  }
  const leaseId = await u('lease', async () => {
    const answer = await call<MyLeases>(world, tenant.client, 'GET', `/trio/users/${tenant.user.uid}/leases`);
    const lease = answer.status === 200 ? answer.body.leases.find((l) => l.applicationId === applicationId) : undefined;
    return lease ? { done: lease._id } : retry(answer.status === 200 ? 'not-yet lease' : describe(answer));
  });
  // The completed payment the client was told about (from the answer, or the lease that records it).
  record.paymentId = paid?.paymentId ?? 'found-by-lease';
  record.leaseId = leaseId;

  // Maintenance: no Idempotency-Key on this route, so after an answer that never came the tenant looks first.
  const findMine = async () => {
    const answer = await call<MyMaintenanceAnswer>(
      world,
      tenant.client,
      'GET',
      `/trio/maintenance/user/${tenant.user.uid}`,
    );
    if (answer.status !== 200) return undefined;
    return answer.body.requests.find(
      (r) => (typeof r.propertyId === 'string' ? r.propertyId : r.propertyId?._id) === propertyId,
    );
  };
  let uncertain = false;
  const maintenanceId = await u('maintenance', async () => {
    if (uncertain) {
      const existing = await findMine().catch(() => undefined);
      if (existing) return { done: existing._id };
    }
    uncertain = true;
    const answer = await call<{ request: MaintenanceRequest }>(
      world,
      tenant.client,
      'POST',
      '/trio/maintenance/create',
      {
        body: {
          title: 'Bathroom geyser not heating',
          description: 'No hot water since Sunday morning.',
          priority: 'high',
          category: 'appliance',
          propertyId,
          rentalApplicationId: applicationId,
          userId: tenant.user.uid,
        },
      },
    );
    if (answer.status === 201) return { done: answer.body.request._id };
    if (transient(answer)) return retry(describe(answer));
    uncertain = false;
    // The maintenance service has not learnt of the lease yet.
    if (codeOf(answer) === 'NO_ACTIVE_RENTAL') return retry(describe(answer));
    refused('maintenance', answer);
  });
  record.maintenanceId = maintenanceId;
  const move = async (who: Person, status: string) =>
    u(`maintenance ${status}`, async () => {
      const answer = await call<MaintenanceRequest>(world, who.client, 'PUT', `/trio/maintenance/${maintenanceId}`, {
        body: { status },
      });
      if (answer.status === 200) return { done: true };
      if (transient(answer) || codeOf(answer) === 'CONFLICT') return retry(describe(answer));
      // The maintenance service's copy of the manager or landlord is not there yet.
      if (answer.status === 403) return retry(describe(answer));
      refused(`maintenance ${status}`, answer);
    });
  await move(manager, 'in_progress');
  await move(landlord, 'completed');
  record.maintenanceStatus = 'completed';

  // The rent falls 10 days overdue, as payments announces it; the manager sends one reminder.
  const dueDate = todayInIndia(new Date(Date.now() - 10 * 86_400_000));
  const fixture = fixtureFor('payments.rent.overdue.v1');
  const overdue = {
    ...fixture,
    id: randomUUID(),
    aggregateId: leaseId,
    // Above any rent event payments itself publishes for this lease during the run, so the copy takes it.
    aggregateVersion: 1_000,
    occurredAt: new Date().toISOString(),
    data: {
      ...fixture.data,
      leaseId,
      month: dueDate.slice(0, 7),
      dueDate,
      amountPaise: 2_550_000,
      rentPaise: 2_500_000,
      daysPastDue: 10,
      // Its late fee (2 % of ₹25,000), charged with the notice.
      lateFeePaise: 50_000,
      tenantId: tenant.user._id,
      tenant: { firstName: 'Meera', lastName: `Flow ${n}`, email: tenant.user.email },
      propertyId,
      managerId: manager.managerId,
    },
  };
  await u('rent overdue', async () => {
    await world.publish(rentOverdue.topic, leaseId, overdue);
    return { done: true };
  });
  // The manager sends it from the overdue list, once the lease shows there 10 days past due. The list is every lease
  // of the run's one manager (hundreds), and dozens of flows wait here at once: they look again every 10 s at most,
  // as a manager revisiting the tab would, not every 2 s (on FerretDB each look is four collection scans, and at 2 s
  // the looks alone kept the database busy enough that notifications could not catch up).
  await u(
    'overdue on the list',
    async () => {
      const answer = await call<LeaseReminderRecord[]>(
        world,
        manager.client,
        'GET',
        `/trio/property-manager/${manager.managerId}/leases-reminders`,
      );
      if (answer.status !== 200) return retry(describe(answer));
      const row = answer.body.find((record) => record.leaseId === leaseId);
      return row && row.daysPastDue >= 10 ? { done: true } : retry('not-yet overdue');
    },
    10_000,
  );
  await u('reminder', async () => {
    const answer = await call<{ success: boolean }>(
      world,
      manager.client,
      'POST',
      `/trio/property-manager/lease/${leaseId}/send-reminder`,
    );
    if (answer.status === 200) return { done: true };
    // Sent by an earlier try whose answer was lost.
    if (codeOf(answer) === 'REMINDER_TOO_SOON') return { done: true };
    // The notifications service has not learnt of the lease or the overdue rent yet.
    if (transient(answer) || ['NOT_FOUND', 'LEASE_NOT_ACTIVE', 'FORBIDDEN'].includes(codeOf(answer)))
      return retry(describe(answer));
    refused('reminder', answer);
  });
  record.reminderSent = true;
  if (movesOut(world, n)) await moveOut(world, n, record, { tenant, leaseId, step: u });
  record.finished = true;
  world.progress.delete(n);
}

/**
 * The end of the tenancy (issue 30): the tenant gives notice, the move-out date comes (moved to today), the lease
 * ends by the applications service's sweep; the manager inspects with one deduction, the tenant accepts it, the
 * manager settles, and the tenant sees the balance refunded (the payments service's refund job, at the Razorpay
 * stand-in).
 */
async function moveOut(
  world: FlowWorld,
  n: number,
  record: FlowRecord,
  {
    tenant,
    leaseId,
    step: u,
  }: {
    tenant: Person;
    leaseId: string;
    step: <T>(step: string, attempt: () => Promise<Outcome<T>>, maxWaitMs?: number) => Promise<T>;
  },
): Promise<void> {
  const { manager } = world;
  const base = `/trio/leases/${leaseId}/deposit`;
  const today = todayInIndia(new Date());
  await u('notice', async () => {
    const answer = await call(world, tenant.client, 'POST', `/trio/leases/${leaseId}/notice`, {
      body: { moveOutDate: addMonthsToDate(today, 2), reason: `Fault run ${n}: moving to Chennai` },
    });
    if (answer.status === 200) return { done: true };
    // Given by an earlier try whose answer was lost.
    if (codeOf(answer) === 'NOTICE_ALREADY_GIVEN') return { done: true };
    if (transient(answer) || codeOf(answer) === 'CONFLICT') return retry(describe(answer));
    refused('notice', answer);
  });
  record.noticeGiven = true;
  await u('move-out date', async () => {
    await world.moveOutToday(leaseId);
    return { done: true };
  });
  record.moveOutDateReached = true;

  // The lease ends (applications' sweep) and payments learns of it: the deposit's inspection opens.
  const collectedPaise = await u(
    'inspection open',
    async () => {
      const answer = await call<Deposit>(world, manager.client, 'GET', base);
      if (answer.status === 200 && answer.body.inspectionOpen) return { done: answer.body.collectedPaise };
      // 404: payments has not learnt of the lease yet.
      return retry(answer.status === 200 ? 'not-yet inspection' : describe(answer));
    },
    5_000,
  );
  record.depositCollectedPaise = collectedPaise;

  // No Idempotency-Key on the inspection: after an answer that never came, the manager looks first (a second PUT
  // would add the deduction again as a new one).
  const inspection = {
    rooms: [
      { name: 'Living room', condition: 'good', note: '' },
      { name: 'Bedroom', condition: 'damaged', note: 'Crayon on the wall' },
    ],
    deductions: [MOVE_OUT_DEDUCTION],
  };
  const ours = (deposit: Deposit) =>
    deposit.deductions.find(
      (d) => d.reason === MOVE_OUT_DEDUCTION.reason && d.amountPaise === MOVE_OUT_DEDUCTION.amountPaise,
    );
  let uncertain = false;
  const deductionId = await u('inspection', async () => {
    if (uncertain) {
      const seen = await call<Deposit>(world, manager.client, 'GET', base).catch(() => undefined);
      const found = seen?.status === 200 && seen.body.status !== 'held' ? ours(seen.body) : undefined;
      if (found) return { done: found.id };
    }
    uncertain = true;
    const answer = await call<Deposit>(world, manager.client, 'PUT', `${base}/inspection`, { body: inspection });
    if (answer.status === 200) {
      const found = ours(answer.body);
      if (found) return { done: found.id };
      refused('inspection', answer);
    }
    if (transient(answer) || codeOf(answer) === 'CONFLICT') return retry(describe(answer));
    uncertain = false;
    refused('inspection', answer);
  });
  record.deductionPaise = MOVE_OUT_DEDUCTION.amountPaise;

  await u('accept deduction', async () => {
    const answer = await call<Deposit>(world, tenant.client, 'POST', `${base}/deductions/${deductionId}/answer`, {
      body: { answer: 'accept' },
    });
    if (answer.status === 200) return { done: true };
    if (transient(answer) || codeOf(answer) === 'CONFLICT') return retry(describe(answer));
    refused('accept deduction', answer);
  });
  record.deductionAccepted = true;

  const refundPaise = await u('settle', async () => {
    const answer = await call<Deposit>(world, manager.client, 'POST', `${base}/settle`);
    // A settled deposit answers as it is: a retry after a lost answer is told the same.
    if (answer.status === 200 && answer.body.refund) return { done: answer.body.refund.amountPaise };
    if (transient(answer) || codeOf(answer) === 'CONFLICT') return retry(describe(answer));
    refused('settle', answer);
  });
  record.settledRefundPaise = refundPaise;

  // The refund job: the tenant looks until the refund shows as processed (the Renters Hub's deposit card).
  const refundId = await u(
    'refund',
    async () => {
      const answer = await call<Deposit>(world, tenant.client, 'GET', base);
      if (answer.status !== 200) return retry(describe(answer));
      const refund = answer.body.refund;
      return answer.body.status === 'refunded' && refund?.status === 'processed' && refund.razorpayRefundId
        ? { done: refund.razorpayRefundId }
        : retry(`not-yet refund ${answer.body.status}`);
    },
    5_000,
  );
  record.razorpayRefundId = refundId;
}

export { StepFailed };
