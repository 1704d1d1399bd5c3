import type { ApplicationDecision, ApplicationStatus } from '@trio/contracts/http/applications';

/** The manager's actions by status (spec 001 §4): from pending all three, from under review approve or reject. */
export function decisionsFor(status: ApplicationStatus): ApplicationDecision[] {
  if (status === 'pending') return ['approve', 'reject', 'request_more_info'];
  if (status === 'under_review') return ['approve', 'reject'];
  return [];
}

export const DECISION_LABELS: Record<ApplicationDecision, string> = {
  approve: 'Approve',
  reject: 'Reject',
  request_more_info: 'Request More Info',
};

const DONE: Record<ApplicationDecision, string> = {
  approve: 'approved',
  reject: 'rejected',
  // The spec's "Application {action}d" would read "request_more_infod"; this says what happened.
  request_more_info: 'sent back for more information',
};

/** The spec's success alert, "Application {action}d successfully!". */
export function reviewSuccessMessage(action: ApplicationDecision): string {
  return `Application ${DONE[action]} successfully!`;
}
