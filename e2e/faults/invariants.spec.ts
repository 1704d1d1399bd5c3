import { checkInvariants, type FlowRecord, type WorldSnapshot } from './invariants';

/** One finished flow and the world it should leave behind: the checker's baseline, which each test breaks once. */
function finishedFlow(): { flow: FlowRecord; world: WorldSnapshot } {
  const flow: FlowRecord = {
    flow: 1,
    tenantEmail: 'Meera.K@example.in',
    tenantId: 'u1',
    propertyId: 'p1',
    applicationId: 'a1',
    paymentId: 'pay1',
    leaseId: 'l1',
    maintenanceId: 'm1',
    maintenanceStatus: 'completed',
    reminderSent: true,
    finished: true,
  };
  const world: WorldSnapshot = {
    users: [{ _id: 'u1', email: 'Meera.K@example.in' }],
    properties: [{ _id: 'p1', status: 'occupied' }],
    applications: [{ _id: 'a1', propertyId: 'p1', applicantId: 'u1', status: 'approved', paymentStatus: 'completed' }],
    leases: [{ _id: 'l1', applicationId: 'a1', propertyId: 'p1' }],
    payments: [
      { _id: 'pay0', applicationId: 'a1', paymentType: 'initial', status: 'created' },
      { _id: 'pay1', applicationId: 'a1', paymentType: 'initial', status: 'completed' },
    ],
    maintenance: [{ _id: 'm1', propertyId: 'p1', userId: 'u1', status: 'completed' }],
    reminderHistories: [{ _id: 'l1', reminders: [{ reminderId: 'manual-1', kind: 'manual' }] }],
    mailLog: [
      { _id: 'email|e1|welcome|meera.k@example.in', to: 'meera.k@example.in', template: 'welcome', status: 'sent' },
      {
        _id: 'email|e2|payment-reminder|meera.k@example.in',
        to: 'meera.k@example.in',
        template: 'payment-reminder',
        status: 'sent',
      },
    ],
    inbox: [
      {
        mailId: 'email|e1|welcome|meera.k@example.in',
        messageId: '<a1@trio.rentals>',
        to: ['meera.k@example.in'],
        subject: 'Welcome to Trio',
      },
      {
        mailId: 'email|e2|payment-reminder|meera.k@example.in',
        messageId: '<a2@trio.rentals>',
        to: ['meera.k@example.in'],
        subject: 'Overdue rent (reminder 1)',
      },
    ],
    deadLetters: [
      {
        topic: 'payments.dlq',
        offset: '0',
        headers: {
          'x-original-topic': 'applications.lease',
          'x-dead-letter-reason': 'invalid-event',
          'x-error': 'Bad',
        },
      },
    ],
    deposits: [],
    depositRefunds: [],
  };
  return { flow, world };
}

/**
 * A finished flow that went on to move out: notice, the lease ended, an inspection with a ₹3,500 deduction the
 * tenant accepted, settled and refunded once at Razorpay for ₹37,500 − ₹3,500 = ₹34,000, the refund e-mail once.
 */
function movedOutFlow(): { flow: FlowRecord; world: WorldSnapshot } {
  const { flow, world } = finishedFlow();
  Object.assign(flow, {
    noticeGiven: true,
    moveOutDateReached: true,
    depositCollectedPaise: 3_750_000,
    deductionPaise: 350_000,
    deductionAccepted: true,
    settledRefundPaise: 3_400_000,
    razorpayRefundId: 'rfnd_1',
  } satisfies Partial<FlowRecord>);
  world.properties[0]!.status = 'available';
  world.leases[0] = { ...world.leases[0]!, status: 'ended', notice: { moveOutDate: '2027-01-28' } };
  world.deposits.push({
    _id: 'l1',
    status: 'refunded',
    collectedPaise: 3_750_000,
    deductions: [{ id: 'd1', amountPaise: 350_000, answer: 'accepted' }],
    refund: { amountPaise: 3_400_000, razorpayRefundId: 'rfnd_1' },
  });
  world.depositRefunds.push({ id: 'rfnd_1', depositId: 'l1', paymentId: 'pay_1', amount: 3_400_000 });
  world.mailLog.push({
    _id: 'email|e3|deposit-refunded|meera.k@example.in',
    to: 'meera.k@example.in',
    template: 'deposit-refunded',
    status: 'sent',
  });
  world.inbox.push({
    mailId: 'email|e3|deposit-refunded|meera.k@example.in',
    messageId: '<a3@trio.rentals>',
    to: ['meera.k@example.in'],
    subject: 'Your security deposit refund of ₹34,000 is on its way',
  });
  return { flow, world };
}

/** A deposit another flow settled (its answer lost, the flow stopped): the refund is owed all the same. */
const settledElsewhere = (status: string): WorldSnapshot['deposits'][number] => ({
  _id: 'l9',
  status,
  collectedPaise: 3_750_000,
  deductions: [{ id: 'd1', amountPaise: 350_000, answer: 'accepted' }],
  refund: { amountPaise: 3_400_000, razorpayRefundId: status === 'refunded' ? 'rfnd_9' : null },
});

const withinLimit = { drainedMs: 4_000, limitMs: 60_000 };

describe('the fault run invariant checker', () => {
  it('passes a finished flow whose every step is in the data once (an explained dead letter is allowed)', () => {
    const { flow, world } = finishedFlow();
    const report = checkInvariants([flow], world, withinLimit);
    expect(report.findings).toEqual([]);
    expect(report).toMatchObject({ ok: true, lost: 0, duplicated: 0, deadLetters: 1, unexplainedDeadLetters: 0 });
  });

  it.each<[string, (w: WorldSnapshot) => void, RegExp]>([
    ['a missing account', (w) => (w.users = []), /account .* not in the users database/],
    ['a missing application', (w) => (w.applications = []), /application a1 .* missing/],
    ['an application left unpaid', (w) => (w.applications[0]!.paymentStatus = 'pending'), /approved\/pending after/],
    ['no completed payment', (w) => (w.payments = w.payments.slice(0, 1)), /no completed payment/],
    ['no lease', (w) => (w.leases = []), /no lease for the paid application/],
    ['a property still available', (w) => (w.properties[0]!.status = 'available'), /available, not occupied/],
    ['a missing maintenance request', (w) => (w.maintenance = []), /maintenance request m1 .* missing/],
    ['a status change lost', (w) => (w.maintenance[0]!.status = 'in_progress'), /in_progress, acknowledged completed/],
    ['a reminder lost', (w) => (w.reminderHistories = []), /reminder the manager was told was sent is missing/],
    ['a logged e-mail never delivered', (w) => (w.inbox = w.inbox.slice(0, 1)), /never reached the inbox/],
  ])('counts %s as lost', (_, breakIt, detail) => {
    const { flow, world } = finishedFlow();
    breakIt(world);
    const report = checkInvariants([flow], world, withinLimit);
    expect(report.ok).toBe(false);
    expect(report.lost).toBeGreaterThan(0);
    expect(report.findings.map((f) => f.detail)).toContainEqual(expect.stringMatching(detail));
  });

  it.each<[string, (w: WorldSnapshot) => void, RegExp]>([
    [
      'a second completed payment',
      (w) => w.payments.push({ _id: 'pay2', applicationId: 'a1', paymentType: 'initial', status: 'captured' }),
      /2 completed initial payments/,
    ],
    ['a second lease', (w) => w.leases.push({ _id: 'l2', applicationId: 'a1', propertyId: 'p1' }), /2 leases for/],
    [
      'a second application',
      (w) => w.applications.push({ ...w.applications[0]!, _id: 'a2', status: 'pending' }),
      /2 applications by u1/,
    ],
    [
      'a second maintenance request',
      (w) => w.maintenance.push({ _id: 'm2', propertyId: 'p1', userId: 'u1', status: 'pending' }),
      /2 maintenance requests/,
    ],
    [
      'a second reminder',
      (w) => w.reminderHistories[0]!.reminders.push({ reminderId: 'manual-2', kind: 'manual' }),
      /2 manual reminders/,
    ],
    [
      'one e-mail sent as two messages',
      (w) => w.inbox.push({ ...w.inbox[0]!, messageId: '<other@trio.rentals>' }),
      /arrived as 2 messages/,
    ],
    [
      'one e-mail twice, a copy without a Message-ID',
      (w) => w.inbox.push({ ...w.inbox[0]!, messageId: undefined }),
      /arrived as 2 messages/,
    ],
    [
      'two welcome e-mails',
      (w) => w.mailLog.push({ ...w.mailLog[0]!, _id: 'email|e9|welcome|meera.k@example.in' }),
      /2 welcome e-mails/,
    ],
  ])('counts %s as duplicated', (_, breakIt, detail) => {
    const { flow, world } = finishedFlow();
    breakIt(world);
    const report = checkInvariants([flow], world, withinLimit);
    expect(report.ok).toBe(false);
    expect(report.duplicated).toBeGreaterThan(0);
    expect(report.findings.map((f) => f.detail)).toContainEqual(expect.stringMatching(detail));
  });

  describe('the move-out flow', () => {
    it('passes a deposit settled and refunded once for collected − deductions, its home free again', () => {
      const { flow, world } = movedOutFlow();
      const report = checkInvariants([flow], world, withinLimit);
      expect(report.findings).toEqual([]);
      expect(report).toMatchObject({ ok: true, lost: 0, duplicated: 0, wrongAmounts: 0 });
    });

    it.each<[string, (w: WorldSnapshot) => void, RegExp]>([
      [
        'a deposit still settled after the drain',
        (w) => (w.deposits[0]!.status = 'settled'),
        /settled and never refunded/,
      ],
      [
        'a deposit settled by a flow that never heard back, not refunded',
        (w) => w.deposits.push(settledElsewhere('settled')),
        /deposit l9 was settled and never refunded/,
      ],
      [
        'a refund recorded but not at Razorpay',
        (w) => (w.depositRefunds = []),
        /recorded refunded but Razorpay has no refund|refund rfnd_1 \(shown processed\) is not at Razorpay/,
      ],
      ['the settlement lost', (w) => (w.deposits[0]!.status = 'inspected'), /inspected after its settlement/],
      ['the deduction lost', (w) => (w.deposits[0]!.deductions = []), /inspection's deduction .* is missing/],
      ['the acceptance lost', (w) => (w.deposits[0]!.deductions[0]!.answer = 'pending'), /acceptance .* is missing/],
      ['the notice lost', (w) => (w.leases[0]!.notice = null), /notice the tenant was told was given is missing/],
      ['a lease not ended', (w) => (w.leases[0]!.status = 'active'), /active, not ended, after its move-out date/],
      [
        'a home still occupied',
        (w) => (w.properties[0]!.status = 'occupied'),
        /occupied, not available, after its lease ended/,
      ],
      ['no refund e-mail', (w) => (w.inbox = w.inbox.slice(0, 2)), /no deposit refund e-mail reached/],
    ])('counts %s as lost', (_, breakIt, detail) => {
      const { flow, world } = movedOutFlow();
      breakIt(world);
      const report = checkInvariants([flow], world, withinLimit);
      expect(report.ok).toBe(false);
      expect(report.lost).toBeGreaterThan(0);
      expect(report.findings.map((f) => f.detail)).toContainEqual(expect.stringMatching(detail));
    });

    it.each<[string, (w: WorldSnapshot) => void, RegExp]>([
      [
        'a second refund at Razorpay for one deposit',
        (w) => w.depositRefunds.push({ id: 'rfnd_2', depositId: 'l1', paymentId: 'pay_1', amount: 3_400_000 }),
        /deposit l1: 2 refunds at Razorpay \(rfnd_1, rfnd_2\)/,
      ],
      [
        'a refund for a deposit never settled',
        (w) => {
          w.deposits.push({ ...settledElsewhere('inspected'), refund: null });
          w.depositRefunds.push({ id: 'rfnd_9', depositId: 'l9', paymentId: 'pay_9', amount: 3_400_000 });
        },
        /deposit l9 is inspected yet refunded 1 time/,
      ],
      [
        'a second deduction from a retried inspection',
        (w) => w.deposits[0]!.deductions.push({ id: 'd2', amountPaise: 350_000, answer: 'pending' }),
        /2 deductions, one made/,
      ],
      [
        'two refund e-mails',
        (w) =>
          w.inbox.push({
            ...w.inbox[2]!,
            mailId: 'email|e4|deposit-refunded|meera.k@example.in',
            messageId: '<a4@trio.rentals>',
          }),
        /2 deposit refund e-mails reached/,
      ],
    ])('counts %s as duplicated', (_, breakIt, detail) => {
      const { flow, world } = movedOutFlow();
      breakIt(world);
      const report = checkInvariants([flow], world, withinLimit);
      expect(report.ok).toBe(false);
      expect(report.duplicated).toBeGreaterThan(0);
      expect(report.findings.map((f) => f.detail)).toContainEqual(expect.stringMatching(detail));
    });

    it('counts a refund of another amount than collected − deductions, in rupees', () => {
      const { flow, world } = movedOutFlow();
      world.depositRefunds[0]!.amount = 3_750_000;
      const report = checkInvariants([flow], world, withinLimit);
      expect(report).toMatchObject({ ok: false, lost: 0, duplicated: 0, wrongAmounts: 1 });
      expect(report.findings).toEqual([
        {
          invariant: 'wrong-amount',
          detail: 'deposit l1: refund rfnd_1 of ₹37,500, owed ₹34,000 (collected − deductions)',
        },
      ]);
    });

    it('counts a settlement the flow was told for the wrong balance', () => {
      const { flow, world } = movedOutFlow();
      flow.settledRefundPaise = 3_750_000;
      const report = checkInvariants([flow], world, withinLimit);
      expect(report.findings).toEqual([
        {
          invariant: 'wrong-amount',
          flow: 1,
          detail: 'deposit l1: settled to refund ₹37,500, collected ₹37,500 − deducted ₹3,500 = ₹34,000',
        },
      ]);
    });

    it('passes a deposit another flow settled and the job refunded once, its answer never seen', () => {
      const { flow, world } = movedOutFlow();
      world.deposits.push(settledElsewhere('refunded'));
      world.depositRefunds.push({ id: 'rfnd_9', depositId: 'l9', paymentId: 'pay_9', amount: 3_400_000 });
      expect(checkInvariants([flow], world, withinLimit).findings).toEqual([]);
    });
  });

  it('counts a message that arrived again with its Message-ID as redelivered, not as a duplicate', () => {
    const { flow, world } = finishedFlow();
    world.inbox.push({ ...world.inbox[0]! }, { ...world.inbox[1]! });
    const report = checkInvariants([flow], world, withinLimit);
    expect({ ok: report.ok, duplicated: report.duplicated, redelivered: report.redelivered }).toEqual({
      ok: true,
      duplicated: 0,
      redelivered: 2,
    });
  });

  it('fails a dead letter without its explanation headers', () => {
    const { flow, world } = finishedFlow();
    world.deadLetters.push({ topic: 'notifications.dlq', offset: '3', headers: { 'x-original-topic': 'users.user' } });
    const report = checkInvariants([flow], world, withinLimit);
    expect(report).toMatchObject({ ok: false, deadLetters: 2, unexplainedDeadLetters: 1 });
    expect(report.findings).toEqual([
      { invariant: 'dead-letter', detail: 'notifications.dlq@3 has no x-dead-letter-reason, x-error' },
    ]);
  });

  it('fails a backlog drained too late or never', () => {
    const { flow, world } = finishedFlow();
    expect(checkInvariants([flow], world, { drainedMs: 61_000, limitMs: 60_000 }).findings).toEqual([
      { invariant: 'backlog', detail: 'the backlog drained 61000 ms after recovery (limit 60000 ms)' },
    ]);
    expect(checkInvariants([flow], world, { limitMs: 60_000 })).toMatchObject({
      ok: false,
      backlogDrainedMs: null,
      backlogWithinLimit: false,
    });
  });

  it('reports a flow that did not finish, with its reason', () => {
    const { world } = finishedFlow();
    const report = checkInvariants(
      [{ flow: 7, tenantEmail: 'x@example.in', finished: false, error: 'apply: 503 after 40 tries' }],
      world,
      withinLimit,
    );
    expect(report.ok).toBe(false);
    expect(report.findings).toEqual([{ invariant: 'unfinished', flow: 7, detail: 'apply: 503 after 40 tries' }]);
  });
});
