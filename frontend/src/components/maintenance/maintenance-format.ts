import type { MaintenanceRequest } from '@trio/contracts/http/maintenance';
import { formatIndianDate, formatIndianDateTime, INDIA_TIME_ZONE, instantInIndia } from '@trio/contracts/common';
import { useIntl } from 'react-intl';
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

/** "25 Nov 2026" (the day in India), in English only: screens in the hubs use `useIndiaDates()`. */
export const formatDay = formatIndianDate;

/** "25 Nov 2026, 3:30 pm IST", in English only: screens in the hubs use `useIndiaDates()`. */
export const formatMoment = formatIndianDateTime;

/**
 * Dates and times as people in India read them, in the language shown: the day in India and times in IST, as
 * `formatIndianDate`/`formatIndianDateTime` say them in English ("25 Nov 2026", "25 Nov 2026, 3:30 pm IST"); other
 * languages name the month in full ("25 नवंबर 2026"), their short months being clipped ("नव॰").
 */
export function useIndiaDates() {
  const intl = useIntl();
  const month = intl.locale.startsWith('en') ? 'short' : 'long';
  const format = (value: string | Date, time: boolean): string => {
    const instant = instantInIndia(value);
    if (Number.isNaN(instant.getTime())) return String(value);
    const options = { day: 'numeric', month, year: 'numeric', timeZone: INDIA_TIME_ZONE } as const;
    return time
      ? `${intl.formatDate(instant, { ...options, hour: 'numeric', minute: '2-digit', hour12: true })} IST`
      : intl.formatDate(instant, options);
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
export function tenantStatusLabel(request: Pick<MaintenanceRequest, 'status' | 'statusLabel' | 'history'>): string {
  if (request.status !== 'cancelled') return request.statusLabel;
  const cancelled = request.history.findLast((entry) => entry.to === 'cancelled');
  return cancelled?.role === 'tenant' ? 'Cancelled by you' : request.statusLabel;
}
