import type {
  changePassword,
  googleSignIn,
  login,
  register,
  requestPasswordReset,
  resetPassword,
} from '@trio/contracts/http/users';
import type { ParsedBodyOf } from '@trio/contracts/http/route';

/*
 * The bodies of sign-up and sign-in as this service reads them, once parsed with their route definitions
 * (`@trio/contracts/http/users`), which declare the rules and their messages.
 */
export type RegisterBody = ParsedBodyOf<typeof register>;
export type LoginBody = ParsedBodyOf<typeof login>;
export type GoogleSignInBody = ParsedBodyOf<typeof googleSignIn>;
export type PasswordResetRequestBody = ParsedBodyOf<typeof requestPasswordReset>;
export type PasswordResetBody = ParsedBodyOf<typeof resetPassword>;
export type PasswordChangeBody = ParsedBodyOf<typeof changePassword>;
