import type { PaymentsProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What the rent ledger refuses (a month's late fee waiver); the class name tells the logs which module spoke. */
export class RentLedgerException extends ProblemException<PaymentsProblemCode> {}

export const noLateFee = (month: string) =>
  new RentLedgerException('NO_LATE_FEE', `The rent of ${month} carries no late fee to waive.`);
export const lateFeeAlreadyWaived = (month: string) =>
  new RentLedgerException('LATE_FEE_ALREADY_WAIVED', `The late fee of ${month} has already been waived.`);
export const monthAlreadyPaid = (month: string) =>
  new RentLedgerException('ALREADY_PAID', `The rent of ${month} has already been paid, with its late fee.`);
