import type { ProblemCode } from '@trio/contracts/problem';
import type { MessageId } from '../i18n/message-ids';
import { hasTextNow, textNow } from '../i18n/text-now';
import type { MessageValues } from '../i18n/use-text';
import { fieldMessage } from './field-messages';

/*
 * The words of a problem+json answer in a language other than English (lib/problem.ts loads this module only then):
 * the servers write their `detail` in English, so the SPA says what each stable `code` means from its catalogue
 * (`common`, loaded with every page). English keeps the server's detail, which names the very thing that failed.
 */

/** Every code the API answers with (@trio/contracts/problem's catalogue) → its message: a new code fails the typecheck. */
export const PROBLEM_MESSAGE_IDS: Readonly<Record<ProblemCode, MessageId>> = {
  VALIDATION_FAILED: 'common.problem.validationFailed',
  UNAUTHENTICATED: 'common.problem.unauthenticated',
  FORBIDDEN: 'common.problem.forbidden',
  NOT_FOUND: 'common.problem.notFound',
  METHOD_NOT_ALLOWED: 'common.problem.methodNotAllowed',
  CONFLICT: 'common.problem.conflict',
  DUPLICATE: 'common.problem.duplicate',
  IDEMPOTENCY_KEY_REUSED: 'common.problem.idempotencyKeyReused',
  IDEMPOTENCY_IN_PROGRESS: 'common.problem.idempotencyInProgress',
  RATE_LIMITED: 'common.problem.rateLimited',
  PAYLOAD_TOO_LARGE: 'common.problem.payloadTooLarge',
  HEADERS_TOO_LARGE: 'common.problem.headersTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'common.problem.unsupportedMediaType',
  SERVICE_UNAVAILABLE: 'common.problem.serviceUnavailable',
  OVERLOADED: 'common.problem.overloaded',
  INTERNAL: 'common.problem.internal',
  EMAIL_IN_USE: 'common.problem.emailInUse',
  WEAK_PASSWORD: 'common.problem.weakPassword',
  INVALID_CREDENTIALS: 'common.problem.invalidCredentials',
  TOO_MANY_ATTEMPTS: 'common.problem.tooManyAttempts',
  TOKEN_EXPIRED: 'common.problem.tokenExpired',
  REFRESH_TOKEN_INVALID: 'common.problem.refreshTokenInvalid',
  REFRESH_TOKEN_REUSED: 'common.problem.refreshTokenReused',
  GOOGLE_TOKEN_INVALID: 'common.problem.googleTokenInvalid',
  GOOGLE_SIGN_IN_DISABLED: 'common.problem.googleSignInDisabled',
  UID_IMMUTABLE: 'common.problem.uidImmutable',
  RESET_LINK_INVALID: 'common.problem.resetLinkInvalid',
  RESET_LINK_EXPIRED: 'common.problem.resetLinkExpired',
  SEARCH_QUERY_REQUIRED: 'common.problem.searchQueryRequired',
  UNSUPPORTED_IMAGE_TYPE: 'common.problem.unsupportedImageType',
  IMAGE_TOO_LARGE: 'common.problem.imageTooLarge',
  TOO_MANY_IMAGES: 'common.problem.tooManyImages',
  INVALID_STATE_TRANSITION: 'common.problem.invalidStateTransition',
  SAVED_SEARCH_LIMIT: 'common.problem.savedSearchLimit',
  APPLICATION_EXISTS: 'common.problem.applicationExists',
  OWN_PROPERTY: 'common.problem.ownProperty',
  PROPERTY_NOT_AVAILABLE: 'common.problem.propertyNotAvailable',
  INVALID_TRANSITION: 'common.problem.invalidTransition',
  OWN_HOME: 'common.problem.ownHome',
  CONVERSATION_CLOSED: 'common.problem.conversationClosed',
  IMAGE_NOT_AVAILABLE: 'common.problem.imageNotAvailable',
  RENEWAL_TERMS_INVALID: 'common.problem.renewalTermsInvalid',
  LEASE_NOT_RENEWABLE: 'common.problem.leaseNotRenewable',
  NO_RENEWAL_OFFER: 'common.problem.noRenewalOffer',
  MOVE_OUT_DATE_INVALID: 'common.problem.moveOutDateInvalid',
  NOTICE_ALREADY_GIVEN: 'common.problem.noticeAlreadyGiven',
  PROPERTY_UNAVAILABLE: 'common.problem.propertyUnavailable',
  ALREADY_PAID: 'common.problem.alreadyPaid',
  PAYMENT_REFUNDED: 'common.problem.paymentRefunded',
  NOT_PAYABLE: 'common.problem.notPayable',
  PAYMENT_SIGNATURE_INVALID: 'common.problem.paymentSignatureInvalid',
  PAYMENT_MISMATCH: 'common.problem.paymentMismatch',
  WEBHOOK_SIGNATURE_INVALID: 'common.problem.webhookSignatureInvalid',
  PAYMENT_PROVIDER_FAILED: 'common.problem.paymentProviderFailed',
  LATE_FEE_ALREADY_WAIVED: 'common.problem.lateFeeAlreadyWaived',
  NO_LATE_FEE: 'common.problem.noLateFee',
  MOVE_OUT_NOT_DUE: 'common.problem.moveOutNotDue',
  DEDUCTIONS_EXCEED_DEPOSIT: 'common.problem.deductionsExceedDeposit',
  DEDUCTION_DISPUTED: 'common.problem.deductionDisputed',
  DEDUCTIONS_UNANSWERED: 'common.problem.deductionsUnanswered',
  DEPOSIT_SETTLED: 'common.problem.depositSettled',
  INSPECTION_ROOM_UNKNOWN: 'common.problem.inspectionRoomUnknown',
  TOO_MANY_ROOM_PHOTOS: 'common.problem.tooManyRoomPhotos',
  NO_ACTIVE_RENTAL: 'common.problem.noActiveRental',
  NOT_CANCELLABLE: 'common.problem.notCancellable',
  TOO_MANY_PHOTOS: 'common.problem.tooManyPhotos',
  REMINDER_TOO_SOON: 'common.problem.reminderTooSoon',
  LEASE_NOT_ACTIVE: 'common.problem.leaseNotActive',
};

/** The problem's members a message may take: how long to wait (429s, OVERLOADED), as `retry-after` says. */
function valuesOf(body: Record<string, unknown>): MessageValues {
  const seconds = typeof body.retryAfterSeconds === 'number' && body.retryAfterSeconds > 0 ? body.retryAfterSeconds : 0;
  return { seconds: Math.ceil(seconds), minutes: Math.ceil(seconds / 60) };
}

/** The problem's message in the language shown: its code's, or for a code the SPA does not know, a general one. */
export function problemMessage(code: string, status: number, body: Record<string, unknown>): string {
  const id = Object.hasOwn(PROBLEM_MESSAGE_IDS, code) ? PROBLEM_MESSAGE_IDS[code as ProblemCode] : undefined;
  // The shell's sentence is there before any page's catalogues (the session check at start-up can fail too).
  if (!id || !hasTextNow(id)) return textNow('shell.problem.requestFailed', { status: String(status) });
  return textNow(id, valuesOf(body));
}

/**
 * An answer's per-field messages (`{ field, message, code }`) in the language shown; `fallback` for an entry whose
 * words and code say nothing the SPA knows (a WEAK_PASSWORD's reason: its problem's message says it best).
 */
export function problemFieldMessages(
  fieldErrors: Readonly<Record<string, { message: string; code?: string }>>,
  fallback?: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, error]) => [field, fieldMessage(error, fallback)]),
  );
}
