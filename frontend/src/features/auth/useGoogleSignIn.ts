import { useCallback } from 'react';
import { useSession } from '../../lib/auth/session';
import type { SessionUser } from '../../lib/auth/types';
import { ApiError } from '../../lib/problem';
import { authErrorMessage } from './auth-errors';
import { requestGoogleIdToken } from './google-identity';

export const GOOGLE_FAILURE_MESSAGE = 'Failed to sign in with Google. Please try again.';

/** Google sign-in end to end: the ID token from Google, then the session. Failures carry a message to show. */
export function useGoogleSignIn(): () => Promise<SessionUser> {
  const { loginWithGoogle } = useSession();
  return useCallback(async () => {
    try {
      const idToken = await requestGoogleIdToken();
      return await loginWithGoogle(idToken);
    } catch (error) {
      const message =
        error instanceof ApiError || (error instanceof Error && error.message)
          ? authErrorMessage(error, GOOGLE_FAILURE_MESSAGE)
          : GOOGLE_FAILURE_MESSAGE;
      throw new Error(message, { cause: error });
    }
  }, [loginWithGoogle]);
}
