import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { productText } from './catalogues';
import { localeOf, type Language } from './languages';
import { rememberLanguage } from './remembered-language';

function useProductText() {
  return useSyncExternalStore(productText.subscribe, productText.current);
}

/** Gives every component below it the product's text in the chosen language; `<html lang>` follows the choice. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { language, messages } = useProductText();
  const locale = localeOf(language);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider locale={locale} defaultLocale="en-IN" messages={messages}>
      {children}
    </IntlProvider>
  );
}

/** The language shown and the way to change it (kept in this browser for the next visit). */
export function useLanguage() {
  const { language } = useProductText();
  const chooseLanguage = useCallback(async (next: Language) => {
    await productText.show(next);
    rememberLanguage(next);
  }, []);
  return { language, chooseLanguage };
}
