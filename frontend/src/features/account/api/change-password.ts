import { useMutation } from '@tanstack/react-query';
import { changePassword as changePasswordRoute, type PasswordChangeBody } from '@trio/contracts/http/users';
import { callRoute } from '../../../lib/api-client';

/** POST /trio/auth/password {currentPassword, newPassword}: 204; the other devices' sessions end, this one's goes on. */
export function changePassword(body: PasswordChangeBody) {
  return callRoute(changePasswordRoute, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
