import type { MaintenanceRequest } from '@trio/contracts/http/maintenance';
import { formatIndianDate, formatIndianDateTime, INDIA_TIME_ZONE, instantInIndia } from '@trio/contracts/common';
import { useIntl } from 'react-intl';
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

/** English only, for the Renters Hub until it reads `CATEGORY_LABEL_IDS`. */
export const CATEGORY_LABELS: Readonly<Record<MaintenanceCategory, string>> = {
  general: 'General',
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  hvac: 'HVAC',
  appliance: 'Appliance',
  structural: 'Structural',
};

/** English only, for the Renters Hub until it reads `PRIORITY_LABEL_IDS`. */
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

/** "25 Nov 2026" (the day in India), in English only: screens in the hubs use `useIndiaDates()`. */
export const formatDay = formatIndianDate;

/** "25 Nov 2026, 3:30 pm IST", in English only: screens in the hubs use `useIndiaDates()`. */
export const formatMoment = formatIndianDateTime;

/**
 * Dates and times as people in India read them, in the language shown: the day in India and times in IST, as
 * `formatIndianDate`/`formatIndianDateTime` say them in English ("25 Nov 2026", "25 Nov 2026, 3:30 pm IST"); other
 * languages name the month in full, their short months being clipped ("25 नवंबर 2026, 3:30 pm IST", not "नव॰").
 */
export function useIndiaDates() {
  const intl = useIntl();
  const english = intl.locale.startsWith('en');
  const inIndia = { timeZone: INDIA_TIME_ZONE } as const;
  const dayOptions = { day: 'numeric', month: english ? 'short' : 'long', year: 'numeric', ...inIndia } as const;
  const timeOptions = { hour: 'numeric', minute: '2-digit', hour12: true, ...inIndia } as const;
  const format = (value: string | Date, time: boolean): string => {
    const instant = instantInIndia(value);
    if (Number.isNaN(instant.getTime())) return String(value);
    if (!time) return intl.formatDate(instant, dayOptions);
    // Together, a long month would bring the language's own joining words ("… को 3:30 pm बजे"), clumsy in a sentence.
    return english
      ? `${intl.formatDate(instant, { ...dayOptions, ...timeOptions })} IST`
      : `${intl.formatDate(instant, dayOptions)}, ${intl.formatTime(instant, timeOptions)} IST`;
  };
  return {
    /** "25 Nov 2026" */
    day: (value: string | Date) => format(value, false),
    /** "25 Nov 2026, 3:30 pm IST" */
    moment: (value: string | Date) => format(value, true),
  };
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

/** English only, for the Renters Hub until it reads `tenantStatusLabelId`. */
export function tenantStatusLabel(request: Pick<MaintenanceRequest, 'status' | 'statusLabel' | 'history'>): string {
  if (request.status !== 'cancelled') return request.statusLabel;
  const cancelled = request.history.findLast((entry) => entry.to === 'cancelled');
  return cancelled?.role === 'tenant' ? 'Cancelled by you' : request.statusLabel;
}
