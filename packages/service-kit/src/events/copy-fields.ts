/*
 * Field shapes that copies of several services hold, for `defineCopy`'s `fields`: one declaration each, as the
 * events carry them (`addressSchema` of @trio/contracts/common; a person's name and e-mail).
 */

/** A home's address as the events carry it. */
export const addressCopyFields = { line1: String, locality: String, city: String, state: String, pinCode: String };

/** A person (an applicant, a tenant) as a copy names them. */
export const personCopyFields = { firstName: String, lastName: String, email: String };
