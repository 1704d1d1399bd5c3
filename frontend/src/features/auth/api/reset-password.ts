import { useMutation } from '@tanstack/react-query';
import { resetPassword as resetPasswordRoute, type PasswordResetBody } from '@trio/contracts/http/users';
import { callRoute } from '../../../lib/api-client';

/** POST /trio/auth/password-resets {token, password}: 204; every session of the account ends. */
export function resetPassword(body: PasswordResetBody) {
  return callRoute(resetPasswordRoute, { body, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
