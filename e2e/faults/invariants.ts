/**
 * The fault run's invariant checker: compares what the flows were told (every acknowledged step, as the client saw
 * it) with what the run's databases, dead-letter topics and mail capture hold afterwards. Pure: the snapshot is read
 * by world.ts, so each invariant is tested on fake data (invariants.spec.ts).
 *
 * - lost: a step a user was told succeeded is not in the data (or an e-mail the product logged never arrived);
 * - duplicated: more than one completed payment, lease or maintenance request for one flow's action, more than one
 *   reminder for one acknowledged send, two messages for one e-mail, two welcome e-mails to one person. One message
 *   that arrived twice (the same Message-ID: the service died after the SMTP server took it and before the mail log
 *   recorded it, and the job sent it again) is the same message to the recipient's mail system, which keeps one:
 *   counted apart as `redelivered`, not as a duplicate;
 * - move-out (issue 30): a deposit settled (by any flow, its answer seen or not) and not refunded once the backlog
 *   drained, or refunded at the Razorpay stand-in other than exactly once (refunds with the deposit's note on its
 *   move-in payment) for collected − deductions, is lost, duplicated or `wrong-amount`; so is an acknowledged notice,
 *   deduction or acceptance missing from the data, a home not free again after its lease ended, a refund e-mail
 *   missing or sent twice;
 * - unexplained dead letters: a message in a `<service>.dlq` topic without its reason, error and origin headers;
 * - the backlog (outboxes, consumer lag, e-mail queue) not drained within the limit after the last fault.
 */

/** What one flow was told, step by step: a field is set only once the step was acknowledged (2xx). */
export interface FlowRecord {
  flow: number;
  tenantEmail: string;
  tenantId?: string;
  propertyId?: string;
  applicationId?: string;
  /** The payment the checkout completed (payment-success answered `completed`). */
  paymentId?: string;
  leaseId?: string;
  maintenanceId?: string;
  /** The last maintenance status a PUT acknowledged. */
  maintenanceStatus?: string;
  /** The manual reminder the manager was told was sent. */
  reminderSent?: boolean;
  /** Move-out flows (issue 30): the tenant's notice was acknowledged. */
  noticeGiven?: boolean;
  /** The lease's end date was brought to today: the applications service's sweep ends the lease. */
  moveOutDateReached?: boolean;
  /** The deposit the tenant paid, as the deposit showed it when the inspection opened. */
  depositCollectedPaise?: number;
  /** The inspection (with this one deduction) was acknowledged. */
  deductionPaise?: number;
  /** The tenant's acceptance of the deduction was acknowledged. */
  deductionAccepted?: boolean;
  /** The settlement was acknowledged, with this balance to refund. */
  settledRefundPaise?: number;
  /** The refund the tenant saw processed. */
  razorpayRefundId?: string;
  /** Every step acknowledged. */
  finished: boolean;
  /** Why the flow stopped, when it did not finish. */
  error?: string;
}

export interface WorldSnapshot {
  users: { _id: string; email: string }[];
  properties: { _id: string; status: string }[];
  applications: { _id: string; propertyId: string; applicantId: string; status: string; paymentStatus?: string }[];
  leases: {
    _id: string;
    applicationId: string;
    propertyId: string;
    createdAt?: Date;
    status?: string;
    notice?: { moveOutDate: string } | null;
  }[];
  payments: {
    _id: string;
    applicationId: string | null;
    paymentType: string;
    status: string;
    capturedAt?: Date | null;
  }[];
  maintenance: { _id: string; propertyId: string; userId: string; status: string }[];
  reminderHistories: { _id: string; reminders: { reminderId: string; kind: string }[] }[];
  mailLog: { _id: string; to: string; template: string; status: string }[];
  /**
   * Every message the SMTP capture received; `mailId` is the product's X-Trio-Mail-Id header (the mail job id),
   * `messageId` its Message-ID (the same at every attempt at one e-mail).
   */
  inbox: { mailId?: string; messageId?: string; to: string[]; subject: string }[];
  deadLetters: { topic: string; offset: string; headers: Record<string, string | undefined> }[];
  /** The payments service's deposits (`_id` = the lease id). */
  deposits: {
    _id: string;
    status: string;
    collectedPaise: number;
    deductions: { id: string; amountPaise: number; answer: string }[];
    refund: { amountPaise: number; razorpayRefundId: string | null } | null;
  }[];
  /**
   * The refunds the Razorpay stand-in made with a deposit's note (`notes.depositId` = the lease id), read for every
   * settled deposit from its move-in payment's refunds.
   */
  depositRefunds: { id: string; depositId: string; paymentId: string; amount: number }[];
}

export interface BacklogFigures {
  /** From the end of the last fault (every app serving, the broker back) to an empty backlog; undefined = never. */
  drainedMs?: number;
  limitMs: number;
}

export interface Finding {
  invariant: 'lost' | 'duplicated' | 'wrong-amount' | 'dead-letter' | 'backlog' | 'unfinished';
  flow?: number;
  detail: string;
}

export interface InvariantReport {
  flows: number;
  finished: number;
  lost: number;
  duplicated: number;
  /** Deposit refunds made for another amount than collected − deductions. */
  wrongAmounts: number;
  /** Copies of a message that arrived again with the same Message-ID (at-least-once delivery after a crash). */
  redelivered: number;
  unexplainedDeadLetters: number;
  deadLetters: number;
  backlogDrainedMs: number | null;
  backlogWithinLimit: boolean;
  findings: Finding[];
  ok: boolean;
}

/** The headers the kit's consumer puts on a dead letter (service-kit DeadLetterHeader): origin, reason and error. */
export const DEAD_LETTER_EXPLANATION = ['x-original-topic', 'x-dead-letter-reason', 'x-error'] as const;

const countBy = <T>(items: readonly T[], key: (item: T) => string | null | undefined): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k === null || k === undefined) continue;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
};

const COMPLETED_PAYMENT = new Set(['completed', 'captured']);
/** A deposit the manager has settled with a balance to refund: the refund job owes it one refund. */
const SETTLED_DEPOSIT = new Set(['settled', 'refunded']);

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

export function checkInvariants(
  flows: readonly FlowRecord[],
  world: WorldSnapshot,
  backlog: BacklogFigures,
): InvariantReport {
  const findings: Finding[] = [];
  const lost = (flow: number | undefined, detail: string) => findings.push({ invariant: 'lost', flow, detail });
  const duplicated = (flow: number | undefined, detail: string) =>
    findings.push({ invariant: 'duplicated', flow, detail });

  const usersByEmail = new Set(world.users.map((u) => u.email.toLowerCase()));
  const properties = new Map(world.properties.map((p) => [p._id, p]));
  const applications = new Map(world.applications.map((a) => [a._id, a]));
  const leasesByApplication = countBy(world.leases, (l) => l.applicationId);
  const leasesByProperty = countBy(world.leases, (l) => l.propertyId);
  const completedPayments = countBy(
    world.payments.filter((p) => p.paymentType === 'initial' && COMPLETED_PAYMENT.has(p.status)),
    (p) => p.applicationId,
  );
  const applicationsByApplicantProperty = countBy(world.applications, (a) => `${a.applicantId}|${a.propertyId}`);
  const maintenanceById = new Map(world.maintenance.map((m) => [m._id, m]));
  const maintenanceByTenantProperty = countBy(world.maintenance, (m) => `${m.userId}|${m.propertyId}`);
  const histories = new Map(world.reminderHistories.map((h) => [h._id, h]));
  // One message per (mail id, Message-ID); a copy without a Message-ID counts as a message of its own.
  const messages = [
    ...new Map(world.inbox.map((m, i) => [m.messageId ? `${m.mailId}|${m.messageId}` : `#${i}`, m])).values(),
  ];
  const inboxByMailId = countBy(messages, (m) => m.mailId);
  const leasesById = new Map(world.leases.map((l) => [l._id, l]));
  const depositsById = new Map(world.deposits.map((d) => [d._id, d]));
  const refundsByDeposit = new Map<string, WorldSnapshot['depositRefunds']>();
  for (const refund of world.depositRefunds)
    refundsByDeposit.set(refund.depositId, [...(refundsByDeposit.get(refund.depositId) ?? []), refund]);
  const wrongAmount = (flow: number | undefined, detail: string) =>
    findings.push({ invariant: 'wrong-amount', flow, detail });

  for (const f of flows) {
    if (!f.finished) findings.push({ invariant: 'unfinished', flow: f.flow, detail: f.error ?? 'did not finish' });
    if (f.tenantId && !usersByEmail.has(f.tenantEmail.toLowerCase()))
      lost(f.flow, `the account ${f.tenantEmail} (sign-up answered 201) is not in the users database`);
    if (f.applicationId) {
      const application = applications.get(f.applicationId);
      if (!application) lost(f.flow, `application ${f.applicationId} (apply answered 200) is missing`);
      else if (f.paymentId && (application.status !== 'approved' || application.paymentStatus !== 'completed'))
        lost(
          f.flow,
          `application ${f.applicationId} is ${application.status}/${application.paymentStatus ?? 'unpaid'} after its payment completed`,
        );
      if (f.tenantId && f.propertyId) {
        const n = applicationsByApplicantProperty.get(`${f.tenantId}|${f.propertyId}`) ?? 0;
        if (n > 1) duplicated(f.flow, `${n} applications by ${f.tenantId} for property ${f.propertyId}`);
      }
    }
    if (f.paymentId) {
      const n = completedPayments.get(f.applicationId!) ?? 0;
      if (n === 0) lost(f.flow, `no completed payment for application ${f.applicationId} (checkout completed)`);
      if (n > 1) duplicated(f.flow, `${n} completed initial payments for application ${f.applicationId}`);
      const leases = leasesByApplication.get(f.applicationId!) ?? 0;
      if (leases === 0) lost(f.flow, `no lease for the paid application ${f.applicationId}`);
      if (leases > 1) duplicated(f.flow, `${leases} leases for application ${f.applicationId}`);
      const onProperty = leasesByProperty.get(f.propertyId!) ?? 0;
      if (onProperty > 1) duplicated(f.flow, `${onProperty} leases on property ${f.propertyId}`);
      const property = properties.get(f.propertyId!);
      // A lease whose move-out date came has ended (the applications sweep) and freed its home.
      const expected = f.moveOutDateReached ? 'available' : 'occupied';
      if (property?.status !== expected)
        lost(
          f.flow,
          `property ${f.propertyId} is ${property?.status ?? 'missing'}, not ${expected}, ` +
            (f.moveOutDateReached ? 'after its lease ended' : 'after its lease'),
        );
    }
    if (f.noticeGiven && f.leaseId) {
      const lease = leasesById.get(f.leaseId);
      if (!lease?.notice) lost(f.flow, `lease ${f.leaseId}: the notice the tenant was told was given is missing`);
      if (f.moveOutDateReached && lease?.status !== 'ended')
        lost(f.flow, `lease ${f.leaseId} is ${lease?.status ?? 'missing'}, not ended, after its move-out date came`);
    }
    if (f.deductionPaise !== undefined) {
      const deposit = depositsById.get(f.leaseId!);
      const deductions = deposit?.deductions.filter((d) => d.amountPaise === f.deductionPaise) ?? [];
      if (!deposit || deposit.status === 'held' || deductions.length === 0)
        lost(f.flow, `deposit ${f.leaseId}: the inspection's deduction (answered 200) is missing`);
      if (deductions.length > 1) duplicated(f.flow, `deposit ${f.leaseId}: ${deductions.length} deductions, one made`);
      if (f.deductionAccepted && deductions.length > 0 && !deductions.some((d) => d.answer === 'accepted'))
        lost(f.flow, `deposit ${f.leaseId}: the tenant's acceptance (answered 200) is missing`);
    }
    if (f.settledRefundPaise !== undefined) {
      const deposit = depositsById.get(f.leaseId!);
      if (!deposit || !SETTLED_DEPOSIT.has(deposit.status))
        lost(f.flow, `deposit ${f.leaseId} is ${deposit?.status ?? 'missing'} after its settlement (answered 200)`);
      if (f.depositCollectedPaise !== undefined && f.deductionPaise !== undefined) {
        const owed = f.depositCollectedPaise - f.deductionPaise;
        if (f.settledRefundPaise !== owed)
          wrongAmount(
            f.flow,
            `deposit ${f.leaseId}: settled to refund ${rupees(f.settledRefundPaise)}, ` +
              `collected ${rupees(f.depositCollectedPaise)} − deducted ${rupees(f.deductionPaise)} = ${rupees(owed)}`,
          );
      }
    }
    if (f.razorpayRefundId) {
      const refunds = refundsByDeposit.get(f.leaseId!) ?? [];
      if (!refunds.some((r) => r.id === f.razorpayRefundId))
        lost(f.flow, `deposit ${f.leaseId}: refund ${f.razorpayRefundId} (shown processed) is not at Razorpay`);
      // By the mail id (`email|<event id>|deposit-refunded|<recipient>`): the subject is in the tenant's language.
      const mails = messages.filter(
        (m) =>
          m.to.some((to) => to.toLowerCase() === f.tenantEmail.toLowerCase()) &&
          (m.mailId ?? '').split('|')[2] === 'deposit-refunded',
      );
      if (mails.length === 0) lost(f.flow, `no deposit refund e-mail reached ${f.tenantEmail}`);
      if (mails.length > 1) duplicated(f.flow, `${mails.length} deposit refund e-mails reached ${f.tenantEmail}`);
    }
    if (f.maintenanceId) {
      const request = maintenanceById.get(f.maintenanceId);
      if (!request) lost(f.flow, `maintenance request ${f.maintenanceId} (created, 201) is missing`);
      else if (f.maintenanceStatus && request.status !== f.maintenanceStatus)
        lost(
          f.flow,
          `maintenance request ${f.maintenanceId} is ${request.status}, acknowledged ${f.maintenanceStatus}`,
        );
      const n = maintenanceByTenantProperty.get(`${f.tenantId}|${f.propertyId}`) ?? 0;
      if (n > 1) duplicated(f.flow, `${n} maintenance requests by ${f.tenantId} on ${f.propertyId} (one was made)`);
    }
    if (f.reminderSent) {
      const manual = (histories.get(f.leaseId!)?.reminders ?? []).filter((r) => r.kind === 'manual');
      if (manual.length === 0)
        lost(f.flow, `lease ${f.leaseId}: the reminder the manager was told was sent is missing`);
      if (manual.length > 1) duplicated(f.flow, `lease ${f.leaseId}: ${manual.length} manual reminders, one was sent`);
      const mails = messages.filter(
        (m) =>
          m.to.some((to) => to.toLowerCase() === f.tenantEmail.toLowerCase()) && /\(reminder \d+\)/.test(m.subject),
      );
      if (mails.length === 0) lost(f.flow, `no reminder e-mail reached ${f.tenantEmail}`);
      if (mails.length > 1) duplicated(f.flow, `${mails.length} reminder e-mails reached ${f.tenantEmail}`);
    }
    if (f.tenantId) {
      const welcomes = world.mailLog.filter(
        (m) => m.template === 'welcome' && m.to.toLowerCase() === f.tenantEmail.toLowerCase(),
      );
      if (welcomes.length > 1) duplicated(f.flow, `${welcomes.length} welcome e-mails logged for ${f.tenantEmail}`);
    }
  }

  // Every settled deposit, whichever flow settled it and whether or not its answer arrived: refunded once, at
  // Razorpay, for collected − deductions, and recorded as refunded.
  for (const deposit of world.deposits) {
    const refunds = refundsByDeposit.get(deposit._id) ?? [];
    if (!SETTLED_DEPOSIT.has(deposit.status)) {
      if (refunds.length > 0)
        duplicated(undefined, `deposit ${deposit._id} is ${deposit.status} yet refunded ${refunds.length} time(s)`);
      continue;
    }
    const owed = deposit.collectedPaise - deposit.deductions.reduce((sum, d) => sum + d.amountPaise, 0);
    if (deposit.status === 'settled')
      lost(undefined, `deposit ${deposit._id} was settled and never refunded (still settled after the drain)`);
    if (refunds.length === 0 && deposit.status === 'refunded')
      lost(undefined, `deposit ${deposit._id} is recorded refunded but Razorpay has no refund with its note`);
    if (refunds.length > 1)
      duplicated(
        undefined,
        `deposit ${deposit._id}: ${refunds.length} refunds at Razorpay (${refunds.map((r) => r.id).join(', ')})`,
      );
    for (const refund of refunds)
      if (refund.amount !== owed)
        wrongAmount(
          undefined,
          `deposit ${deposit._id}: refund ${refund.id} of ${rupees(refund.amount)}, owed ${rupees(owed)} (collected − deductions)`,
        );
    if (deposit.refund && deposit.refund.amountPaise !== owed)
      wrongAmount(
        undefined,
        `deposit ${deposit._id}: settled for ${rupees(deposit.refund.amountPaise)}, owed ${rupees(owed)}`,
      );
    if (
      deposit.status === 'refunded' &&
      refunds.length > 0 &&
      !refunds.some((r) => r.id === deposit.refund?.razorpayRefundId)
    )
      lost(
        undefined,
        `deposit ${deposit._id}: its recorded refund ${deposit.refund?.razorpayRefundId} is not at Razorpay`,
      );
  }

  // Every e-mail the product logged arrives exactly once; nothing arrives twice.
  for (const entry of world.mailLog) {
    const n = inboxByMailId.get(entry._id) ?? 0;
    if (n === 0) lost(undefined, `e-mail ${entry._id} (${entry.status} in the mail log) never reached the inbox`);
  }
  for (const [mailId, n] of inboxByMailId)
    if (n > 1) duplicated(undefined, `e-mail ${mailId} arrived as ${n} messages`);

  const unexplained = world.deadLetters.filter((d) => DEAD_LETTER_EXPLANATION.some((h) => !d.headers[h]));
  for (const d of unexplained)
    findings.push({
      invariant: 'dead-letter',
      detail: `${d.topic}@${d.offset} has no ${DEAD_LETTER_EXPLANATION.filter((h) => !d.headers[h]).join(', ')}`,
    });

  const backlogWithinLimit = backlog.drainedMs !== undefined && backlog.drainedMs <= backlog.limitMs;
  if (!backlogWithinLimit)
    findings.push({
      invariant: 'backlog',
      detail:
        backlog.drainedMs === undefined
          ? 'the backlog never drained'
          : `the backlog drained ${backlog.drainedMs} ms after recovery (limit ${backlog.limitMs} ms)`,
    });

  const count = (kind: Finding['invariant']) => findings.filter((f) => f.invariant === kind).length;
  return {
    flows: flows.length,
    finished: flows.filter((f) => f.finished).length,
    lost: count('lost'),
    duplicated: count('duplicated'),
    wrongAmounts: count('wrong-amount'),
    redelivered: world.inbox.length - messages.length,
    unexplainedDeadLetters: unexplained.length,
    deadLetters: world.deadLetters.length,
    backlogDrainedMs: backlog.drainedMs ?? null,
    backlogWithinLimit,
    findings,
    ok: findings.length === 0,
  };
}
