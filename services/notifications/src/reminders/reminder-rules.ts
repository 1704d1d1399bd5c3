import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { ReminderTone } from '@trio/contracts/events/notifications';
import { REMINDER_OVERDUE_THRESHOLD_DAYS } from '@trio/contracts/http/notifications';
import { formatIndianDate } from '@trio/contracts/common';
import { LATE_FEE_AFTER_DAYS } from '@trio/contracts/money';
import { rupees } from '../mail/templates/format';

/*
 * The reminder rules of spec 001 §9, alone: days past due from the rent the service knows, the tone (firm past the
 * 7-day overdue threshold), the message, and whether the daily schedule reminds a lease today.
 */

/** A month of rent as the rent copy holds it. */
export interface RentItem {
  month: string;
  /** YYYY-MM-DD (India) */
  dueDate: string;
  amountPaise: number;
  paid: boolean;
  /** The late fee charged on the month 7 days past its due date, and whether the manager waived it (with a note). */
  lateFeePaise?: number;
  /** The lease's days after the due date when the fee was charged (issue 30; absent on older notices: 7). */
  lateFeeAfterDays?: number;
  lateFeeWaiver?: { note: string } | null;
}

/** The late fee of the oldest unpaid month: charged (owed with it) or waived by the manager. */
export interface UnpaidLateFee {
  paise: number;
  status: 'charged' | 'waived';
  /** The manager's note of a waived fee, else null. */
  note: string | null;
  /** The lease's days after the due date when it was charged (its agreement's late-fee terms). */
  afterDays: number;
}

/** The rent due and unpaid: the oldest month, and all of them together. */
export interface UnpaidRent {
  month: string;
  dueDate: string;
  /** The oldest unpaid month's rent. */
  amountPaise: number;
  unpaidMonths: number;
  /** Every unpaid month that is due, together, with their late fees not waived: what the tenant owes today. */
  totalPaise: number;
  /** The oldest unpaid month's late fee, or null when it has none (yet). */
  lateFee: UnpaidLateFee | null;
}

/** What a month costs with its late fee unless waived. */
const owedFor = (item: RentItem) => item.amountPaise + (item.lateFeeWaiver ? 0 : (item.lateFeePaise ?? 0));

function lateFeeOf(item: RentItem): UnpaidLateFee | null {
  if (!item.lateFeePaise) return null;
  const afterDays = item.lateFeeAfterDays ?? LATE_FEE_AFTER_DAYS;
  return item.lateFeeWaiver
    ? { paise: item.lateFeePaise, status: 'waived', note: item.lateFeeWaiver.note, afterDays }
    : { paise: item.lateFeePaise, status: 'charged', note: null, afterDays };
}

export interface RentStatus {
  /** Whole days since the oldest unpaid due date; 0 when nothing due is unpaid. */
  daysPastDue: number;
  unpaid: UnpaidRent | null;
}

/** Where a lease's rent stands on `today` (YYYY-MM-DD, India). */
export function rentStatus(items: readonly RentItem[], today: string): RentStatus {
  const unpaid = items
    .filter((item) => !item.paid && item.dueDate <= today)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const oldest = unpaid[0];
  if (!oldest) return { daysPastDue: 0, unpaid: null };
  return {
    daysPastDue: differenceInCalendarDays(parseISO(today), parseISO(oldest.dueDate)),
    unpaid: {
      month: oldest.month,
      dueDate: oldest.dueDate,
      amountPaise: oldest.amountPaise,
      unpaidMonths: unpaid.length,
      totalPaise: unpaid.reduce((sum, item) => sum + owedFor(item), 0),
      lateFee: lateFeeOf(oldest),
    },
  };
}

/** The daily schedule reminds every lease whose rent is past its due date (1 day or more). */
export function remindsAutomatically(status: RentStatus): boolean {
  return status.unpaid !== null && status.daysPastDue >= 1;
}

export function reminderTone(daysPastDue: number): ReminderTone {
  return daysPastDue > REMINDER_OVERDUE_THRESHOLD_DAYS ? 'firm' : 'gentle';
}

/** The next reminder's number: reminders sent plus one (spec 001 §9). */
export function nextReminderNumber(remindersSent: number): number {
  return remindersSent + 1;
}

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/** What the tenant reads (and the manager's card shows). */
export function reminderMessage(input: { nth: number; propertyName: string; status: RentStatus }): string {
  const { nth, propertyName, status } = input;
  const unpaid = status.unpaid;
  if (!unpaid || status.daysPastDue <= 0) {
    return `Reminder ${nth}: a friendly reminder to pay your monthly rent for ${propertyName} on time.`;
  }
  const more =
    unpaid.unpaidMonths > 1
      ? ` You have ${unpaid.unpaidMonths} months of rent unpaid, ${rupees(unpaid.totalPaise)} in all.`
      : '';
  const due = `your rent of ${rupees(unpaid.amountPaise)} for ${propertyName} was due on ${formatIndianDate(unpaid.dueDate)}`;
  const lateFee =
    unpaid.lateFee?.status === 'charged'
      ? ` A late fee of ${rupees(unpaid.lateFee.paise)} has been added to it, as your agreement states.`
      : '';
  if (reminderTone(status.daysPastDue) === 'firm') {
    return (
      `Reminder ${nth}: ${due} and is ${days(status.daysPastDue)} overdue.${lateFee}${more} ` +
      'Please pay it today, or contact your property manager.'
    );
  }
  return `Reminder ${nth}: ${due} (${days(status.daysPastDue)} ago).${more} Please pay it at your earliest convenience.`;
}
