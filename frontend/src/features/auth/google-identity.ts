import { env } from '../../config/env';

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

let scriptLoading: Promise<GoogleIdentity> | null = null;

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  scriptLoading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      if (window.google?.accounts?.id) resolve(window.google);
      else reject(new Error('Google sign-in did not load. Please try again.'));
    };
    script.onerror = () => {
      scriptLoading = null;
      script.remove();
      reject(new Error('Google sign-in could not be loaded. Please check your connection and try again.'));
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
        reject(new Error('Google sign-in was closed or is blocked in this browser. Please try again.'));
      }
    });
  });
}
