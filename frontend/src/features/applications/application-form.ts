/*
 * The "Request to Apply" form: its eight fields as the user types them, checked before sending with the apply
 * route's own form schema (the server parses the same schema, so both name the same problems in the same words),
 * and what prefills them.
 */
import {
  addMonthsToDate,
  type ApplicationPrefill,
  applicationFormSchemaOn,
  MOVE_IN_MAX_MONTHS_AHEAD,
  todayInIndia,
} from '@trio/contracts/http/applications';
import type { MessageId } from '../../i18n/message-ids';
import type { Translate } from '../../i18n/use-text';
import { fieldMessage } from '../../lib/field-messages';

export interface ApplicationFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  panAdhaar: string;
  moveInDate: string;
  leasePeriod: string;
  numPeople: string;
}

export type ApplicationField = keyof ApplicationFormValues;
/** The message by field: the apply route's words in English, else its issue's message in the language shown (see shownFormMessage). */
export type ApplicationFormErrors = Partial<Record<ApplicationField, string>>;

export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  'firstName',
  'lastName',
  'phone',
  'address',
  'panAdhaar',
  'moveInDate',
  'leasePeriod',
  'numPeople',
];

export const emptyApplicationForm: ApplicationFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  address: '',
  panAdhaar: '',
  moveInDate: '',
  leasePeriod: '',
  numPeople: '',
};

function isApplicationField(name: string): name is ApplicationField {
  return (APPLICATION_FIELDS as readonly string[]).includes(name);
}

/** The move-in dates the apply route accepts today: from today (India's date) to six months ahead. */
export function moveInDateRange(now: Date): { min: string; max: string } {
  const today = todayInIndia(now);
  return { min: today, max: addMonthsToDate(today, MOVE_IN_MAX_MONTHS_AHEAD) };
}

/** The apply route's "required" wording per field, for fields left blank (its schema words some of them by form). */
const REQUIRED: Record<ApplicationField, string> = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  phone: 'Phone number is required.',
  address: 'Address is required.',
  panAdhaar: 'PAN or Aadhaar number is required.',
  moveInDate: 'Move-in date is required.',
  leasePeriod: 'Lease period is required.',
  numPeople: 'Number of people is required.',
};

/** Those words as the catalogue's messages, shown in the language shown. */
const REQUIRED_IDS: Record<ApplicationField, MessageId> = {
  firstName: 'applications.required.firstName',
  lastName: 'applications.required.lastName',
  phone: 'applications.required.phone',
  address: 'applications.required.address',
  panAdhaar: 'applications.required.panAdhaar',
  moveInDate: 'applications.required.moveInDate',
  leasePeriod: 'applications.required.leasePeriod',
  numPeople: 'applications.required.numPeople',
};

/**
 * A field's message as shown: "required" (the form's or the server's) in the language shown; other messages as they
 * came (already in the language shown: lib/field-messages.ts, lib/problem.ts).
 */
export function shownFormMessage(
  t: Translate,
  field: ApplicationField,
  message: string | undefined,
): string | undefined {
  return message !== undefined && message === REQUIRED[field] ? t(REQUIRED_IDS[field]) : message;
}

/** Every field's problem: blank ones are required, the rest by the apply route's form schema. */
export function validateApplicationForm(values: ApplicationFormValues, now = new Date()): ApplicationFormErrors {
  const errors: ApplicationFormErrors = {};
  for (const field of APPLICATION_FIELDS) if (!values[field].trim()) errors[field] = REQUIRED[field];
  const parsed = applicationFormSchemaOn(todayInIndia(now)).safeParse(values);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isApplicationField(field) && !errors[field]) errors[field] = fieldMessage(issue);
  }
  return errors;
}

/**
 * The server's VALIDATION_FAILED field errors (`formData.panAdhaar`) by form field; what names no field of the form
 * is returned apart, to be shown above the buttons.
 */
export function serverFieldErrors(fieldErrors: Record<string, string>): {
  errors: ApplicationFormErrors;
  other: string[];
} {
  const errors: ApplicationFormErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = path.replace(/^formData\./, '');
    if (isApplicationField(field)) errors[field] = message;
    else other.push(message);
  }
  return { errors, other };
}

/** What the signed-in user's own record offers the form. */
export interface ApplicantProfile {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  address: string | null;
}

/**
 * The form's first values: the last application's answers (the server's prefill, or an expired application's for
 * "Apply Again"), and where those are missing, the user's profile. The identity number is never prefilled (it is
 * not kept in full).
 */
export function prefilledApplicationForm(
  lastApplication: ApplicationPrefill | null | undefined,
  profile: ApplicantProfile | null | undefined,
): ApplicationFormValues {
  const pick = (...candidates: (string | number | null | undefined)[]) =>
    String(candidates.find((value) => value !== null && value !== undefined && String(value).trim() !== '') ?? '');
  return {
    firstName: pick(lastApplication?.firstName, profile?.firstName),
    lastName: pick(lastApplication?.lastName, profile?.lastName),
    phone: pick(lastApplication?.phone, profile?.phone),
    address: pick(lastApplication?.address, profile?.address),
    panAdhaar: '',
    moveInDate: pick(lastApplication?.moveInDate),
    leasePeriod: pick(lastApplication?.leasePeriod),
    numPeople: pick(lastApplication?.numPeople),
  };
}
