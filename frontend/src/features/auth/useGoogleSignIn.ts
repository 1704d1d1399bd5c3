import { useCallback } from 'react';
import { useSession } from '../../lib/auth/session';
import type { SessionUser } from '../../lib/auth/types';
import { ApiError } from '../../lib/problem';
import { useText } from '../../i18n/use-text';
import { authErrorMessage } from './auth-errors';
import { GoogleSignInError, requestGoogleIdToken } from './google-identity';

/** Google sign-in end to end: the ID token from Google, then the session. Failures carry a message to show. */
export function useGoogleSignIn(): () => Promise<SessionUser> {
  const { loginWithGoogle } = useSession();
  const t = useText();
  return useCallback(async () => {
    try {
      const idToken = await requestGoogleIdToken();
      return await loginWithGoogle(idToken);
    } catch (error) {
      const message =
        error instanceof GoogleSignInError
          ? t(error.messageId)
          : error instanceof ApiError || (error instanceof Error && error.message)
            ? authErrorMessage(error, t, 'auth.signIn.googleFailed')
            : t('auth.signIn.googleFailed');
      throw new Error(message, { cause: error });
    }
  }, [loginWithGoogle, t]);
}
