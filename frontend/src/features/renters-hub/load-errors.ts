import { ApiError, MALFORMED_ANSWER } from '../../lib/problem';

/** The Renters Hub's load messages (spec 001 §8 "Renters Hub load", §5 session rule). */
export const HUB_MESSAGES = {
  notLoggedIn: 'Please login to access your rental information',
  invalidSession: 'Invalid user authentication. Please try logging out and logging back in.',
  healthCheck: 'Unable to connect to server. Please check your connection.',
  htmlPage: 'Server returned an error page. Please try again later.',
  badShape: 'Invalid response format from server',
  notFound: 'User not found. Please try logging out and logging back in.',
  serverError: 'Server error. Please try again later.',
  network: 'Network error. Please check your connection and try again.',
} as const;

/** The spec's session rule: a uid shorter than this is not a real sign-in. */
export const MIN_UID_LENGTH = 10;

/** Thrown when the pre-check (GET /health) fails, before anything else is loaded. */
export class HealthCheckFailed extends Error {
  constructor(readonly reason: unknown) {
    super(HUB_MESSAGES.healthCheck);
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

/** Which message of the load table a failure gets, checked in the table's order. */
export function rentersHubLoadMessage(error: unknown): string {
  if (error instanceof HealthCheckFailed) return HUB_MESSAGES.healthCheck;
  if (error instanceof ApiError) {
    if (error.answer.html) return HUB_MESSAGES.htmlPage;
    const field = errorFieldOf(error.answer.body);
    if (field) return `Server error: ${field}`;
    if (error.code === MALFORMED_ANSWER) return HUB_MESSAGES.badShape;
    if (error.status === 404) return HUB_MESSAGES.notFound;
    if (error.status === 500) return HUB_MESSAGES.serverError;
    if (error.code === 'NETWORK_ERROR') return HUB_MESSAGES.network;
  }
  const text = error instanceof Error ? error.message : String(error);
  return `Failed to load your rental information: ${text}`;
}
