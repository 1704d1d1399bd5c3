import type { ApplicationDecision, ApplicationStatus } from '@trio/contracts/http/applications';
import type { MessageId } from '../../i18n/message-ids';

/** The manager's actions by status (spec 001 §4): from pending all three, from under review approve or reject. */
export function decisionsFor(status: ApplicationStatus): ApplicationDecision[] {
  if (status === 'pending') return ['approve', 'reject', 'request_more_info'];
  if (status === 'under_review') return ['approve', 'reject'];
  return [];
}

/** A decision's button: "Approve", "Reject", "Request More Info". */
export const DECISION_LABEL_IDS: Record<ApplicationDecision, MessageId> = {
  approve: 'manager.decision.approve',
  reject: 'manager.decision.reject',
  request_more_info: 'manager.decision.moreInfo',
};

/** A decision's button named with the applicant: "Approve: {name}". */
export const DECISION_FOR_IDS: Record<ApplicationDecision, MessageId> = {
  approve: 'manager.decision.approveFor',
  reject: 'manager.decision.rejectFor',
  request_more_info: 'manager.decision.moreInfoFor',
};

/**
 * The spec's success alert, "Application {action}d successfully!" (the spec's "request_more_infod" says what
 * happened instead: "sent back for more information").
 */
export const REVIEW_SUCCESS_IDS: Record<ApplicationDecision, MessageId> = {
  approve: 'manager.applications.approved',
  reject: 'manager.applications.rejected',
  request_more_info: 'manager.applications.sentBack',
};
