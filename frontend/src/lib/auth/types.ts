/*
 * The session's shapes, as the users service's routes declare them (`@trio/contracts/http/users`).
 */
import type { Role as ContractRole } from '@trio/contracts/common';
import type { Me, RegisterBody, Session } from '@trio/contracts/http/users';

export type Role = ContractRole;

/** The signed-in user, as `/trio/auth/me` answers it (the sign-in calls answer a superset). `_id` is the spec's mongoUserId. */
export type SessionUser = Me;

/** What the sign-in calls answer: the user, the access token and its lifetime in seconds. */
export type SessionAnswer = Session;

/** The sign-up form's body. The phone, an Indian mobile number, is stored as +91XXXXXXXXXX. */
export type RegisterInput = RegisterBody;
