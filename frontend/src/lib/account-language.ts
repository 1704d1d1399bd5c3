import { useEffect, useRef } from 'react';
import { productText } from '../i18n/catalogues';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { rememberLanguage } from '../i18n/remembered-language';
import { useSession } from './auth/session';
import { updateProfile } from './user-profile';

/** Keeps `language` on the person's account, so it follows them to their other devices. */
export function saveAccountLanguage(userId: string, language: Language) {
  return updateProfile(userId, { language });
}

/**
 * The account's language, applied once each time someone signs in (or opens the app signed in): the product turns
 * to the language their account keeps; an account that has none takes the one chosen in this browser, if it is not
 * English. (A language chosen while signed in is saved by the switch itself.)
 */
export function useAccountLanguage(): void {
  const { currentUser } = useSession();
  const appliedFor = useRef<string | null>(null);
  const userId = currentUser?._id ?? null;
  const accountLanguage = currentUser?.language ?? null;
  useEffect(() => {
    if (userId === appliedFor.current) return;
    appliedFor.current = userId;
    if (!userId) return;
    if (accountLanguage) {
      productText.show(accountLanguage).then(
        () => rememberLanguage(accountLanguage),
        () => undefined, // its text could not arrive: the page stays as it is, and the switch still offers it
      );
    } else if (productText.current().language !== DEFAULT_LANGUAGE) {
      saveAccountLanguage(userId, productText.current().language).catch(() => undefined);
    }
  }, [userId, accountLanguage]);
}
