import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset as requestPasswordResetRoute } from '@trio/contracts/http/users';
import { callRoute } from '../../../lib/api-client';

/** POST /trio/auth/password-reset-requests {email}: the same answer whether or not the address has an account. */
export function requestPasswordReset(email: string) {
  return callRoute(requestPasswordResetRoute, { body: { email }, auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
