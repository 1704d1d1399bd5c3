import { readFileSync } from 'node:fs';
import { objectIdSchema } from '@trio/contracts/common';
import { z } from 'zod';

const personSchema = z.object({
  _id: objectIdSchema,
  email: z.string().min(3),
  displayName: z.string().min(1),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  /** The user's version in the users service (the projection applies it as the event version). */
  version: z.int().nonnegative().optional(),
});

/**
 * What the users seed writes (`npm run ops -- seed-demo --out <file>`): the demo managers, landlords and renters with
 * their ids as the users service stores them. The demo landlord (landlord@trio.rentals) is the first landlord, the demo
 * renter (renter@trio.rentals) the first renter.
 */
export const peopleFileSchema = z.object({
  managers: z
    .array(
      z.object({
        _id: objectIdSchema,
        email: z.string().min(3),
        name: z.string().min(1),
        company: z.string().min(1),
        phone: z.string().optional(),
        version: z.int().nonnegative().optional(),
        /** The manager's own sign-in account, when there is one (named as the reviewer in request histories). */
        userId: objectIdSchema.optional(),
      }),
    )
    .min(1, 'at least one property manager is needed'),
  landlords: z.array(personSchema).min(1, 'at least one landlord is needed'),
  renters: z.array(personSchema).default([]),
});
export type PeopleFile = z.output<typeof peopleFileSchema>;

export function readPeopleFile(path: string): PeopleFile {
  const parsed = peopleFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`${path} is not a people file: ${issues}`);
  }
  return parsed.data;
}
