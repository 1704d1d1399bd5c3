import type { z } from 'zod';
import { fieldMessage } from './field-messages';

/**
 * A form's messages from a schema's issues: the first message of each top-level field (a field shows one message at a
 * time), in the language shown (lib/field-messages.ts); issues about no field are left out.
 */
export function firstMessagePerField<Field extends string>(
  issues: readonly z.core.$ZodIssue[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as Field] = fieldMessage(issue);
  }
  return errors;
}
