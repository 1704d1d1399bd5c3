import {
  DEPOSIT_ANSWER_DAYS,
  DEPOSIT_REFUND_WITHIN_HOURS,
  type DeductionAnswer,
  type Deposit,
  type RoomCondition,
} from '@trio/contracts/http/payments';

/*
 * The security deposit's rules, pure (no clock, no storage): deductions within the deposit, a revision that sends
 * changed deductions back to the renter and confirms disputed ones sent unchanged, the renter's answers, and what
 * settlement leaves to refund. DepositsService applies them to the stored deposit.
 */

export interface DepositRoom {
  name: string;
  condition: RoomCondition;
  note: string;
}

export interface Deduction {
  id: string;
  reason: string;
  amountPaise: number;
  answer: DeductionAnswer;
  /** The renter's note with the answer ('' when none). */
  note: string;
  answeredAt: Date | null;
  /** A disputed deduction the manager kept unchanged: it stands. */
  confirmed: boolean;
}

export interface ProposedDeduction {
  /** An existing deduction's id (a revision); absent for a new one. */
  id?: string;
  reason: string;
  amountPaise: number;
}

/** Why a set of deductions is refused. */
export type DeductionsProblem =
  | { kind: 'exceeds-deposit'; deductedPaise: number; collectedPaise: number }
  | { kind: 'unknown-deduction'; id: string }
  | { kind: 'repeated-deduction'; id: string };

export function deductedPaise(deductions: ReadonlyArray<Pick<Deduction, 'amountPaise'>>): number {
  return deductions.reduce((sum, d) => sum + d.amountPaise, 0);
}

/** What goes back to the renter: the deposit less every deduction (never below 0: the sum is kept ≤ the deposit). */
export function balancePaise(
  collectedPaise: number,
  deductions: ReadonlyArray<Pick<Deduction, 'amountPaise'>>,
): number {
  return Math.max(0, collectedPaise - deductedPaise(deductions));
}

/** A disputed deduction the manager has neither revised nor confirmed: settlement waits for it. */
export function isOpenDispute(deduction: Pick<Deduction, 'answer' | 'confirmed'>): boolean {
  return deduction.answer === 'disputed' && !deduction.confirmed;
}

/** The end of the renter's window to answer the deductions of an inspection made at `inspectedAt`. */
export function answersDueBy(inspectedAt: Date): Date {
  return new Date(inspectedAt.getTime() + DEPOSIT_ANSWER_DAYS * 86_400_000);
}

/** When the balance of a deposit settled at `settledAt` is promised back: DEPOSIT_REFUND_WITHIN_HOURS later. */
export function refundDueBy(settledAt: Date): Date {
  return new Date(settledAt.getTime() + DEPOSIT_REFUND_WITHIN_HOURS * 3_600_000);
}

/**
 * Where a settled deposit's refund stands at `now`: nothing to refund, refunded, pending until its due time, and
 * overdue from then (the sweep still retries it, and says so in the log at error level).
 */
export function refundStatus(
  refund: { amountPaise: number; razorpayRefundId: string | null },
  settledAt: Date,
  now: Date,
): NonNullable<Deposit['refund']>['status'] {
  if (refund.amountPaise === 0) return 'none';
  if (refund.razorpayRefundId) return 'processed';
  return now >= refundDueBy(settledAt) ? 'overdue' : 'pending';
}

/**
 * The deductions the renter may still answer at `now`: those pending while the window after the latest inspection is
 * open (settlement waits for them). After the window an unanswered deduction counts as accepted.
 */
export function awaitingAnswers(
  deductions: ReadonlyArray<Pick<Deduction, 'answer'>>,
  inspectedAt: Date | null,
  now: Date,
): number {
  if (!inspectedAt || now >= answersDueBy(inspectedAt)) return 0;
  return deductions.filter((d) => d.answer === 'pending').length;
}

/**
 * The deductions after the manager's (re)inspection. An existing deduction (by id) sent with the same reason and
 * amount keeps its answer, and a disputed one is thereby confirmed; one with a new reason or amount is answered
 * again (pending); a new one gets the next free id `d<n>`; one left out is dropped. The sum must stay within the
 * deposit.
 */
export function reviseDeductions(
  collectedPaise: number,
  current: readonly Deduction[],
  proposed: readonly ProposedDeduction[],
): { ok: true; deductions: Deduction[] } | { ok: false; problem: DeductionsProblem } {
  const byId = new Map(current.map((d) => [d.id, d]));
  const seen = new Set<string>();
  let next = 1 + current.reduce((max, d) => Math.max(max, Number(d.id.replace(/^d/, '')) || 0), 0);
  const deductions: Deduction[] = [];
  for (const p of proposed) {
    if (p.id !== undefined) {
      const existing = byId.get(p.id);
      if (!existing) return { ok: false, problem: { kind: 'unknown-deduction', id: p.id } };
      if (seen.has(p.id)) return { ok: false, problem: { kind: 'repeated-deduction', id: p.id } };
      seen.add(p.id);
      const unchanged = existing.reason === p.reason && existing.amountPaise === p.amountPaise;
      deductions.push(
        unchanged
          ? { ...existing, confirmed: existing.confirmed || existing.answer === 'disputed' }
          : {
              id: existing.id,
              reason: p.reason,
              amountPaise: p.amountPaise,
              answer: 'pending',
              note: '',
              answeredAt: null,
              confirmed: false,
            },
      );
    } else {
      const id = `d${next++}`;
      deductions.push({
        id,
        reason: p.reason,
        amountPaise: p.amountPaise,
        answer: 'pending',
        note: '',
        answeredAt: null,
        confirmed: false,
      });
    }
  }
  const total = deductedPaise(deductions);
  if (total > collectedPaise) {
    return { ok: false, problem: { kind: 'exceeds-deposit', deductedPaise: total, collectedPaise } };
  }
  return { ok: true, deductions };
}

/**
 * The renter's answer to one deduction: accepted, or disputed with a note (which reopens a confirmed one: the
 * manager is asked again). Null when there is no such deduction.
 */
export function answerDeduction(
  deductions: readonly Deduction[],
  id: string,
  answer: 'accept' | 'dispute',
  note: string,
  at: Date,
): Deduction[] | null {
  if (!deductions.some((d) => d.id === id)) return null;
  return deductions.map((d) =>
    d.id === id
      ? { ...d, answer: answer === 'accept' ? 'accepted' : 'disputed', note, answeredAt: at, confirmed: false }
      : d,
  );
}

/** Whether the answer changes nothing (a repeated request): the same answer and note as recorded. */
export function isSameAnswer(deduction: Deduction, answer: 'accept' | 'dispute', note: string): boolean {
  return deduction.answer === (answer === 'accept' ? 'accepted' : 'disputed') && deduction.note === note;
}
