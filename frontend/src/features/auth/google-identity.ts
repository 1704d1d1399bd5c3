import { env } from '../../config/env';
import type { MessageId } from '../../i18n/message-ids';

/**
 * Google Identity Services, loaded only when someone asks to continue with Google. It yields an ID token, which the
 * session exchanges at /trio/auth/google.
 */
const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface PromptMoment {
  isNotDisplayed(): boolean;
  isSkippedMoment(): boolean;
  getNotDisplayedReason?(): string;
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (answer: { credential?: string }) => void;
        cancel_on_tap_outside?: boolean;
        use_fedcm_for_prompt?: boolean;
      }): void;
      prompt(listener?: (moment: PromptMoment) => void): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

export function isGoogleSignInConfigured(): boolean {
  return env.googleClientId !== '';
}

/** A failure of Google's own sign-in: `messageId` says it to the user, the English message goes to the logs. */
export class GoogleSignInError extends Error {
  constructor(
    readonly messageId: MessageId,
    message: string,
  ) {
    super(message);
    this.name = 'GoogleSignInError';
  }
}

let scriptLoading: Promise<GoogleIdentity> | null = null;

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  scriptLoading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      if (window.google?.accounts?.id) resolve(window.google);
      else reject(new GoogleSignInError('auth.google.notLoaded', 'Google sign-in did not load.'));
    };
    script.onerror = () => {
      scriptLoading = null;
      script.remove();
      reject(new GoogleSignInError('auth.google.unreachable', 'Google sign-in could not be loaded.'));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

/** Asks Google for an ID token for the person at the keyboard; rejects when they close or cannot see the prompt. */
export async function requestGoogleIdToken(): Promise<string> {
  const google = await loadGoogleIdentity();
  return new Promise<string>((resolve, reject) => {
    google.accounts.id.initialize({
      client_id: env.googleClientId,
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
      callback: (answer) => {
        if (answer.credential) resolve(answer.credential);
        else reject(new Error(''));
      },
    });
    google.accounts.id.prompt((moment) => {
      if (moment.isNotDisplayed() || moment.isSkippedMoment()) {
        reject(new GoogleSignInError('auth.google.closed', 'Google sign-in was closed or is blocked in this browser.'));
      }
    });
  });
}
