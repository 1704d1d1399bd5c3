import { readFileSync } from 'node:fs';
import { objectIdSchema } from '@trio/contracts/common';
import { z } from 'zod';

const personSchema = z.object({
  _id: objectIdSchema,
  email: z.string().min(3),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  displayName: z.string().min(1),
});

/** The part of the users seed's people file (`seed-demo --out`) this seed reads: the demo managers, renters and landlords. */
const peopleFileSchema = z.object({
  managers: z.array(z.object({ _id: objectIdSchema, email: z.string().min(3) })),
  renters: z.array(personSchema).default([]),
  /** The demo landlords (landlord@trio.rentals first when present): the demo leases prefer their homes. */
  landlords: z.array(personSchema).default([]),
});
export type DemoPeople = z.output<typeof peopleFileSchema>;

export function readPeopleFile(path: string): DemoPeople {
  const parsed = peopleFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path} is not a people file: ${parsed.error.message}`);
  return parsed.data;
}
