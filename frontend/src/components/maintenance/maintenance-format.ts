import type { MaintenanceRequest } from '@trio/contracts/http/maintenance';
import { formatIndianDate, formatIndianDateTime } from '@trio/contracts/common';
import type { MaintenanceCategory, MaintenancePriority } from '@trio/contracts/http/maintenance';

/** The category icons of the Renters Hub list (001 §2), as emoji with a text label beside them. */
export const CATEGORY_ICONS: Readonly<Record<MaintenanceCategory, string>> = {
  general: '🛠️',
  plumbing: '🚰',
  electrical: '💡',
  hvac: '❄️',
  appliance: '🔌',
  structural: '🧱',
};

export const CATEGORY_LABELS: Readonly<Record<MaintenanceCategory, string>> = {
  general: 'General',
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  hvac: 'HVAC',
  appliance: 'Appliance',
  structural: 'Structural',
};

export const PRIORITY_LABELS: Readonly<Record<MaintenancePriority, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/** The status badge is coloured by priority (001 §2): urgent red, high orange, medium yellow, low grey. */
export function priorityTone(priority: MaintenancePriority): string {
  return `priority-${priority}`;
}

/** "25 Nov 2026" (the day in India) */
export const formatDay = formatIndianDate;

/** "25 Nov 2026, 3:30 pm IST" */
export const formatMoment = formatIndianDateTime;

/**
 * A status as the tenant reads it: their own cancellation is "Cancelled by you", not the managers' "Rejected"
 * (001 §4's mapping is for the landlord's and manager's screens).
 */
export function tenantStatusLabel(request: Pick<MaintenanceRequest, 'status' | 'statusLabel' | 'history'>): string {
  if (request.status !== 'cancelled') return request.statusLabel;
  const cancelled = request.history.findLast((entry) => entry.to === 'cancelled');
  return cancelled?.role === 'tenant' ? 'Cancelled by you' : request.statusLabel;
}
