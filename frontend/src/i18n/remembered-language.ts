import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** The language a visitor chose, kept in this browser (localStorage) across visits. */
export const REMEMBERED_LANGUAGE_KEY = 'trio.language';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked (private mode, sandboxed frame): the choice lasts for this page only
  }
}

export function rememberedLanguage(): Language {
  try {
    const stored = storage()?.getItem(REMEMBERED_LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    storage()?.setItem(REMEMBERED_LANGUAGE_KEY, language);
  } catch {
    // a full or blocked storage keeps the language for this page only
  }
}
