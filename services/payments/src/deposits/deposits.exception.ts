import { formatIndianDate, formatIndianDateTime, formatPaiseAsRupees } from '@trio/contracts/common';
import type { PaymentsProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What the deposits feature refuses; the class name tells the logs which module spoke. */
export class DepositException extends ProblemException<PaymentsProblemCode> {}

/** A stranger to the lease, or a lease this service does not know: the same answer (nothing leaks). */
export const depositNotFound = (leaseId: string) =>
  new DepositException('NOT_FOUND', `There is no deposit of lease ${leaseId} for you.`);
export const depositForbidden = (detail: string) => new DepositException('FORBIDDEN', detail);
export const deductionNotFound = (id: string) => new DepositException('NOT_FOUND', `There is no deduction ${id}.`);
export const moveOutNotDue = (endDate: string) =>
  new DepositException(
    'MOVE_OUT_NOT_DUE',
    `The move-out inspection can be recorded from the lease’s end date, ${formatIndianDate(endDate)}.`,
    { extensions: { endDate } },
  );
export const notInspected = () =>
  new DepositException('CONFLICT', 'Record the move-out inspection before settling the deposit.');
export const nothingToAnswer = () =>
  new DepositException('CONFLICT', 'There is nothing to answer yet: the move-out inspection is not recorded.');
export const deductionsExceedDeposit = (deductedPaise: number, collectedPaise: number) =>
  new DepositException(
    'DEDUCTIONS_EXCEED_DEPOSIT',
    `The deductions add up to ${formatPaiseAsRupees(deductedPaise)}, more than the deposit of ` +
      `${formatPaiseAsRupees(collectedPaise)}.`,
    { extensions: { deductedPaise, collectedPaise } },
  );
export const badDeduction = (detail: string) => new DepositException('VALIDATION_FAILED', detail);
export const deductionDisputed = (count: number) =>
  new DepositException(
    'DEDUCTION_DISPUTED',
    `${count === 1 ? 'One deduction is' : `${count} deductions are`} disputed by the renter: revise or confirm ` +
      'before settling.',
    { extensions: { openDisputes: count } },
  );
export const deductionsUnanswered = (count: number, answersDueBy: Date) =>
  new DepositException(
    'DEDUCTIONS_UNANSWERED',
    `${count === 1 ? 'One deduction is' : `${count} deductions are`} not yet answered by the renter, who has until ` +
      `${formatIndianDateTime(answersDueBy)} to answer; then an unanswered deduction counts as accepted.`,
    { extensions: { unanswered: count, answersDueBy: answersDueBy.toISOString() } },
  );
export const depositSettled = () =>
  new DepositException('DEPOSIT_SETTLED', 'This deposit has been settled; it can no longer be changed.');
export const inspectionRoomUnknown = (room: string) =>
  new DepositException(
    'INSPECTION_ROOM_UNKNOWN',
    `The recorded inspection has no room named “${room}”: record the room in the inspection first.`,
    { errors: [{ field: 'room', message: 'Choose a room of the recorded inspection.' }] },
  );
export const tooManyRoomPhotos = (room: string, max: number) =>
  new DepositException('TOO_MANY_ROOM_PHOTOS', `The room “${room}” already has ${max} photos, the most it can have.`, {
    extensions: { max },
  });
export const noPhoto = () =>
  new DepositException('VALIDATION_FAILED', 'There is no photo in the upload.', {
    errors: [{ field: 'file', message: 'Choose a photo to upload.' }],
  });
export const photoNotFound = (leaseId: string, photoId: string) =>
  new DepositException('NOT_FOUND', `There is no photo ${photoId} of the deposit of lease ${leaseId} for you.`);
