import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile as updateProfileRoute, type ProfileUpdateBody } from '@trio/contracts/http/users';
import { useText } from '../../../i18n/use-text';
import { callRoute } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { userProfileKey } from '../../../lib/user-profile';

/** PATCH /trio/users/{id}: the caller's own name, phone and address; answers the record as it now is. */
export function updateProfile(userId: string, body: ProfileUpdateBody) {
  return callRoute(updateProfileRoute, { params: { id: userId }, body });
}

/** Saves the profile; the cached profile becomes the answer and the session re-reads the name the header shows. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { currentUser, reload } = useSession();
  const t = useText();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => {
      if (!currentUser) throw new Error(t('account.form.signInFirst'));
      return updateProfile(currentUser._id, body);
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(userProfileKey(profile._id), profile);
      void reload().catch(() => undefined);
    },
  });
}
