import {
  answerDeduction,
  answersDueBy,
  refundDueBy,
  refundStatus,
  awaitingAnswers,
  balancePaise,
  deductedPaise,
  isOpenDispute,
  isSameAnswer,
  reviseDeductions,
  type Deduction,
} from './deposit-rules';

const DEPOSIT = 5_175_000;
const at = new Date('2026-02-09T04:00:00.000Z');

function revise(current: Deduction[], proposed: Parameters<typeof reviseDeductions>[2]): Deduction[] {
  const result = reviseDeductions(DEPOSIT, current, proposed);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problem)}`);
  return result.deductions;
}

describe('the security deposit’s rules', () => {
  it('numbers new deductions and leaves the balance of the deposit less their sum', () => {
    const deductions = revise(
      [],
      [
        { reason: 'Repainting the bedroom wall', amountPaise: 450_000 },
        { reason: 'Unpaid rent for January 2026', amountPaise: 3_450_000 },
      ],
    );
    expect(deductions.map((d) => [d.id, d.answer, d.confirmed])).toEqual([
      ['d1', 'pending', false],
      ['d2', 'pending', false],
    ]);
    expect(deductedPaise(deductions)).toBe(3_900_000);
    expect(balancePaise(DEPOSIT, deductions)).toBe(1_275_000);
    expect(balancePaise(DEPOSIT, [])).toBe(DEPOSIT);
  });

  it('allows deductions up to the whole deposit and refuses one paisa more', () => {
    expect(reviseDeductions(DEPOSIT, [], [{ reason: 'Everything', amountPaise: DEPOSIT }]).ok).toBe(true);
    expect(
      reviseDeductions(
        DEPOSIT,
        [],
        [
          { reason: 'Walls', amountPaise: DEPOSIT - 100 },
          { reason: 'Key', amountPaise: 101 },
        ],
      ),
    ).toEqual({ ok: false, problem: { kind: 'exceeds-deposit', deductedPaise: DEPOSIT + 1, collectedPaise: DEPOSIT } });
  });

  it('refuses an unknown or repeated id in a revision', () => {
    const [d1] = revise([], [{ reason: 'Walls', amountPaise: 100_000 }]);
    expect(reviseDeductions(DEPOSIT, [d1!], [{ id: 'd9', reason: 'Walls', amountPaise: 100_000 }])).toMatchObject({
      ok: false,
      problem: { kind: 'unknown-deduction', id: 'd9' },
    });
    expect(
      reviseDeductions(
        DEPOSIT,
        [d1!],
        [
          { id: 'd1', reason: 'Walls', amountPaise: 100_000 },
          { id: 'd1', reason: 'Walls', amountPaise: 100_000 },
        ],
      ),
    ).toMatchObject({ ok: false, problem: { kind: 'repeated-deduction', id: 'd1' } });
  });

  it('takes the renter’s answers; a dispute stays open until the manager revises or confirms it', () => {
    const first = revise(
      [],
      [
        { reason: 'Walls', amountPaise: 450_000 },
        { reason: 'Geyser knob', amountPaise: 35_000 },
      ],
    );
    const accepted = answerDeduction(first, 'd2', 'accept', '', at)!;
    const disputed = answerDeduction(accepted, 'd1', 'dispute', 'The marks were there at move-in.', at)!;
    expect(answerDeduction(first, 'd7', 'accept', '', at)).toBeNull();
    expect(disputed.map((d) => [d.id, d.answer, d.note])).toEqual([
      ['d1', 'disputed', 'The marks were there at move-in.'],
      ['d2', 'accepted', ''],
    ]);
    expect(disputed.filter(isOpenDispute).map((d) => d.id)).toEqual(['d1']);
    expect(isSameAnswer(disputed[0]!, 'dispute', 'The marks were there at move-in.')).toBe(true);
    expect(isSameAnswer(disputed[0]!, 'accept', '')).toBe(false);

    // Sent unchanged: confirmed (it stands); the accepted one keeps its answer.
    const confirmed = revise(disputed, [
      { id: 'd1', reason: 'Walls', amountPaise: 450_000 },
      { id: 'd2', reason: 'Geyser knob', amountPaise: 35_000 },
    ]);
    expect(confirmed.map((d) => [d.id, d.answer, d.confirmed])).toEqual([
      ['d1', 'disputed', true],
      ['d2', 'accepted', false],
    ]);
    expect(confirmed.filter(isOpenDispute)).toEqual([]);

    // Revised (a new amount): answered again; a new one follows the highest id; a dropped one is gone.
    const revised = revise(disputed, [
      { id: 'd1', reason: 'Walls', amountPaise: 200_000 },
      { reason: 'Cleaning', amountPaise: 50_000 },
    ]);
    expect(revised.map((d) => [d.id, d.amountPaise, d.answer, d.note, d.confirmed])).toEqual([
      ['d1', 200_000, 'pending', '', false],
      ['d3', 50_000, 'pending', '', false],
    ]);

    // Disputing a confirmed deduction again (with a new note) asks the manager again.
    const again = answerDeduction(confirmed, 'd1', 'dispute', 'Please see the photos I sent.', at)!;
    expect(again.filter(isOpenDispute).map((d) => d.id)).toEqual(['d1']);
  });

  it('promises the refund 48 hours after settlement: pending until then, overdue from then, unless refunded or nothing', () => {
    const settledAt = new Date('2026-02-20T10:00:00.000Z');
    expect(refundDueBy(settledAt).toISOString()).toBe('2026-02-22T10:00:00.000Z');
    const unrefunded = { amountPaise: 2_300_000, razorpayRefundId: null };
    expect(refundStatus(unrefunded, settledAt, new Date('2026-02-22T09:59:59.999Z'))).toBe('pending');
    expect(refundStatus(unrefunded, settledAt, new Date('2026-02-22T10:00:00.000Z'))).toBe('overdue');
    const late = new Date('2026-03-01T00:00:00.000Z');
    expect(refundStatus({ ...unrefunded, razorpayRefundId: 'rfnd_1' }, settledAt, late)).toBe('processed');
    expect(refundStatus({ amountPaise: 0, razorpayRefundId: null }, settledAt, late)).toBe('none');
  });

  it('waits 7 days from the latest inspection for the renter’s answers, then counts an unanswered one as accepted', () => {
    const deductions = revise(
      [],
      [
        { reason: 'Repainting the bedroom wall', amountPaise: 450_000 },
        { reason: 'Replacing a lost key', amountPaise: 30_000 },
      ],
    );
    const inspectedAt = new Date('2026-02-08T06:00:00.000Z');
    expect(answersDueBy(inspectedAt).toISOString()).toBe('2026-02-15T06:00:00.000Z');
    const nextDay = new Date('2026-02-09T06:00:00.000Z');
    expect(awaitingAnswers(deductions, inspectedAt, nextDay)).toBe(2);
    const oneAnswered = answerDeduction(deductions, 'd2', 'accept', '', nextDay)!;
    expect(awaitingAnswers(oneAnswered, inspectedAt, nextDay)).toBe(1);
    expect(awaitingAnswers(oneAnswered, inspectedAt, new Date('2026-02-15T05:59:59.999Z'))).toBe(1);
    expect(awaitingAnswers(oneAnswered, inspectedAt, new Date('2026-02-15T06:00:00.000Z'))).toBe(0);
    // A dispute is an answer (the manager's turn), and no inspection means nothing to wait for.
    expect(
      awaitingAnswers(
        answerDeduction(oneAnswered, 'd1', 'dispute', 'Was there before', nextDay)!,
        inspectedAt,
        nextDay,
      ),
    ).toBe(0);
    expect(awaitingAnswers(deductions, null, nextDay)).toBe(0);
  });
});
