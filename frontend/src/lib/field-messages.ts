import type { MessageId } from '../i18n/message-ids';
import { hasTextNow, shownInDefaultLanguage, textNow } from '../i18n/text-now';
import type { MessageValues } from '../i18n/use-text';

/*
 * A field's message in the language shown, from what zod says about it: an issue of a client-side safeParse with a
 * schema of @trio/contracts, or an entry of a server's VALIDATION_FAILED answer (`{ field, message, code }`, made
 * from the same zod issues on the server, without their numbers). The contracts' messages are English; in English
 * they are shown as they are (they are the most specific), in another language the issue's code and numbers (zod's
 * own data) and the contracts' known sentences choose a catalogue message.
 */

/** What a field message is made from: a zod issue, or a server's field error (which has no numbers). */
export interface FieldIssue {
  message: string;
  /** zod's issue code: too_small, too_big, invalid_format, invalid_type, invalid_value, custom, … */
  code?: string;
  /** What was checked: 'string', 'number', 'array', … (too_small / too_big). */
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  /** The format that failed (invalid_format): 'email', 'regex', … */
  format?: unknown;
  /** A custom issue's own data; `{ inLanguageShown: true }` marks a message already written for the reader. */
  params?: unknown;
}

type Shown = readonly [MessageId, MessageValues?];

/**
 * The contracts' own sentences (packages/contracts/src/http/*.ts) that say more than their issue's code: custom
 * refinements and named formats. Keyed by their English words, which are what both the server and zod carry.
 */
export const KNOWN_SENTENCES: Readonly<Record<string, Shown>> = {
  'Enter a 10-digit Indian mobile number.': ['common.field.indianMobile'],
  'Enter a 10-digit Indian mobile number (starting 6–9, +91 optional).': ['common.field.indianMobile'],
  'Enter a valid e-mail address.': ['common.field.email'],
  'Choose female, male or other.': ['common.field.gender'],
  'Enter a real date as YYYY-MM-DD.': ['common.field.realDate'],
  'Enter the move-in date as YYYY-MM-DD.': ['common.field.realDate'],
  'Date of birth cannot be in the future.': ['common.field.dateOfBirthInFuture'],
  'Not a plausible date of birth.': ['common.field.dateOfBirthImplausible'],
  'The move-in date cannot be in the past.': ['common.field.moveInInPast'],
  'Number of people must be a whole number.': ['common.field.wholeNumber'],
  'Give at least one field to change.': ['common.field.nothingToChange'],
  // The server's word for a member that is missing altogether (service-kit's ZodValidationPipe).
  'is required': ['common.field.required'],
};

/** Sentences of the contracts with a number in them, or one pattern for many fields ("First name is required."). */
const KNOWN_PATTERNS: readonly { pattern: RegExp; shown: (match: RegExpMatchArray) => Shown }[] = [
  {
    pattern: /^You must be at least (\d+) years old\.$/,
    shown: (match) => ['common.field.adultOnly', { years: Number(match[1]) }],
  },
  { pattern: /\bis required\.?$/, shown: () => ['common.field.required'] },
  {
    pattern: /\bmust be at most (\d+) characters\.?$/,
    shown: (match) => ['common.field.tooLong', { maximum: Number(match[1]) }],
  },
];

/** An id of the catalogues used as a message (the SPA's own schemas write ids, translated where they are shown). */
const MESSAGE_ID = /^[a-z][a-z-]*(\.[A-Za-z0-9]+)+$/;

function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'bigint'
      ? Number(value)
      : undefined;
}

/** A too_small / too_big issue by what was measured: characters, items or the number itself. */
function sizeMessage(issue: FieldIssue, small: boolean): Shown {
  const limit = numberOf(small ? issue.minimum : issue.maximum);
  if (limit === undefined) return [small ? 'common.field.tooSmall' : 'common.field.tooBig'];
  if (issue.origin === 'string') {
    if (small) return limit <= 1 ? ['common.field.required'] : ['common.field.tooShort', { minimum: limit }];
    return ['common.field.tooLong', { maximum: limit }];
  }
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint' || issue.origin === 'date') {
    return small
      ? ['common.field.numberTooSmall', { minimum: limit }]
      : ['common.field.numberTooBig', { maximum: limit }];
  }
  return small ? ['common.field.tooFew', { minimum: limit }] : ['common.field.tooMany', { maximum: limit }];
}

function byCode(issue: FieldIssue): Shown | undefined {
  switch (issue.code) {
    case 'too_small':
      return sizeMessage(issue, true);
    case 'too_big':
      return sizeMessage(issue, false);
    case 'invalid_format':
      return [issue.format === 'email' ? 'common.field.email' : 'common.field.format'];
    case 'invalid_type':
      // Nothing there at all ("…, received undefined", zod's words; the value itself is reported only on request).
      return [/received undefined$/.test(issue.message) ? 'common.field.required' : 'common.field.invalid'];
    case 'invalid_value':
      return ['common.field.choice'];
    case undefined:
      return undefined;
    default:
      return ['common.field.invalid'];
  }
}

function alreadyShown(issue: FieldIssue): boolean {
  const params = issue.params as { inLanguageShown?: unknown } | undefined;
  return MESSAGE_ID.test(issue.message) || params?.inLanguageShown === true;
}

/**
 * The message to show for a field's issue, made now in the language shown: English keeps the contract's (or the
 * server's) words; another language gets the catalogue's message for a known sentence, else for the issue's code,
 * else `fallback` (a server's field error without a code: the words of its problem, say WEAK_PASSWORD's). An id of
 * the catalogues, or a message already in the language shown, is returned as it is.
 */
export function fieldMessage(issue: FieldIssue, fallback?: string): string {
  if (shownInDefaultLanguage() || alreadyShown(issue)) return issue.message;
  const pattern = KNOWN_PATTERNS.find((known) => known.pattern.test(issue.message));
  const shown: Shown | undefined =
    (Object.hasOwn(KNOWN_SENTENCES, issue.message) ? KNOWN_SENTENCES[issue.message] : undefined) ??
    (pattern && pattern.shown(issue.message.match(pattern.pattern) as RegExpMatchArray)) ??
    byCode(issue);
  if (!shown) return fallback ?? textNowOr(['common.field.invalid'], issue.message);
  return textNowOr(shown, issue.message);
}

/** A catalogue message, or `otherwise` while its catalogue has not arrived (a call that failed before any page). */
function textNowOr([id, values]: Shown, otherwise: string): string {
  return hasTextNow(id) ? textNow(id, values) : otherwise;
}
