import { textNow } from '../../i18n/text-now';
import type { MessageId } from '../../i18n/message-ids';
import type { MessageValues, Translate } from '../../i18n/use-text';
import { ApiError, MALFORMED_ANSWER } from '../../lib/problem';

/** The ids of the Renters Hub's load messages (spec 001 §8 "Renters Hub load", §5 session rule). */
export const HUB_MESSAGE_IDS = {
  notLoggedIn: 'renters.load.notLoggedIn',
  invalidSession: 'renters.load.invalidSession',
  healthCheck: 'renters.load.healthCheck',
  htmlPage: 'renters.load.htmlPage',
  badShape: 'renters.load.badShape',
  notFound: 'renters.load.notFound',
  serverError: 'renters.load.serverError',
  network: 'renters.load.network',
} as const satisfies Record<string, MessageId>;

/** The spec's session rule: a uid shorter than this is not a real sign-in. */
export const MIN_UID_LENGTH = 10;

/** Thrown when the pre-check (GET /health) fails, before anything else is loaded. */
export class HealthCheckFailed extends Error {
  constructor(readonly reason: unknown) {
    super(textNow(HUB_MESSAGE_IDS.healthCheck));
    this.name = 'HealthCheckFailed';
  }
}

function errorFieldOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('error' in body)) return undefined;
  const field = (body as { error: unknown }).error;
  if (typeof field === 'string' && field) return field;
  if (field && typeof field === 'object' && typeof (field as { message?: unknown }).message === 'string') {
    return (field as { message: string }).message;
  }
  return undefined;
}

/** Which message of the load table a failure gets (its id and values), checked in the table's order. */
export function rentersHubLoadText(error: unknown): { id: MessageId; values?: MessageValues } {
  if (error instanceof HealthCheckFailed) return { id: HUB_MESSAGE_IDS.healthCheck };
  if (error instanceof ApiError) {
    if (error.answer.html) return { id: HUB_MESSAGE_IDS.htmlPage };
    const field = errorFieldOf(error.answer.body);
    if (field) return { id: 'renters.load.serverErrorWithText', values: { text: field } };
    if (error.code === MALFORMED_ANSWER) return { id: HUB_MESSAGE_IDS.badShape };
    if (error.status === 404) return { id: HUB_MESSAGE_IDS.notFound };
    if (error.status === 500) return { id: HUB_MESSAGE_IDS.serverError };
    if (error.code === 'NETWORK_ERROR') return { id: HUB_MESSAGE_IDS.network };
  }
  const text = error instanceof Error ? error.message : String(error);
  return { id: 'renters.load.failed', values: { text } };
}

/** rentersHubLoadText, said in the language of `t` (English by default). */
export function rentersHubLoadMessage(error: unknown, t: Translate): string {
  const { id, values } = rentersHubLoadText(error);
  return t(id, values);
}
