import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody } from '@trio/contracts/http/users';
import { useText } from '../../../i18n/use-text';
import { useSession } from '../../../lib/auth/session';
import { updateProfile, userProfileKey } from '../../../lib/user-profile';

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
