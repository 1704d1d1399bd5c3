import type { MaintenanceRequest } from '@trio/contracts/http/maintenance';
import type { MessageId } from '../../i18n/message-ids';
import type { MaintenanceCategory, MaintenancePriority, MaintenanceStatus } from '@trio/contracts/http/maintenance';

/** The category icons of the Renters Hub list (001 §2), as emoji with a text label beside them. */
export const CATEGORY_ICONS: Readonly<Record<MaintenanceCategory, string>> = {
  general: '🛠️',
  plumbing: '🚰',
  electrical: '💡',
  hvac: '❄️',
  appliance: '🔌',
  structural: '🧱',
};

/** A category's name: "Plumbing" in English. */
export const CATEGORY_LABEL_IDS: Readonly<Record<MaintenanceCategory, MessageId>> = {
  general: 'maintenance.category.general',
  plumbing: 'maintenance.category.plumbing',
  electrical: 'maintenance.category.electrical',
  hvac: 'maintenance.category.hvac',
  appliance: 'maintenance.category.appliance',
  structural: 'maintenance.category.structural',
};

/** A priority's name: "Urgent" in English. */
export const PRIORITY_LABEL_IDS: Readonly<Record<MaintenancePriority, MessageId>> = {
  low: 'maintenance.priority.low',
  medium: 'maintenance.priority.medium',
  high: 'maintenance.priority.high',
  urgent: 'maintenance.priority.urgent',
};

/** A status as the landlord and the manager read it (001 §4): Submitted, In Progress, Resolved, Rejected. */
export const STATUS_LABEL_IDS: Readonly<Record<MaintenanceStatus, MessageId>> = {
  pending: 'maintenance.status.pending',
  in_progress: 'maintenance.status.in_progress',
  completed: 'maintenance.status.completed',
  cancelled: 'maintenance.status.cancelled',
};

/** The status badge is coloured by priority (001 §2): urgent red, high orange, medium yellow, low grey. */
export function priorityTone(priority: MaintenancePriority): string {
  return `priority-${priority}`;
}

/**
 * A status as the tenant reads it: their own cancellation is "Cancelled by you", not the managers' "Rejected"
 * (001 §4's mapping is for the landlord's and manager's screens).
 */
export function tenantStatusLabelId(request: Pick<MaintenanceRequest, 'status' | 'history'>): MessageId {
  if (request.status !== 'cancelled') return STATUS_LABEL_IDS[request.status];
  const cancelled = request.history.findLast((entry) => entry.to === 'cancelled');
  return cancelled?.role === 'tenant' ? 'maintenance.status.cancelledByYou' : STATUS_LABEL_IDS[request.status];
}
