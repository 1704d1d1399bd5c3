import { LANGUAGE_LOCALES } from '@trio/contracts/common';

/**
 * The languages the product speaks. Adding one (Marathi, Tamil, …) is data: a row here and its catalogues under
 * catalogues/<code>/, one file per area, with the same keys as English's.
 */
export const LANGUAGES = [
  { code: 'en', locale: LANGUAGE_LOCALES.en, name: 'English' },
  { code: 'hi', locale: LANGUAGE_LOCALES.hi, name: 'हिन्दी' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

/** The language of a visitor who has not chosen one, and the one every catalogue is written in first. */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

/** The BCP 47 tag numbers, dates and `<html lang>` follow: 'en-IN', 'hi-IN'. */
export function localeOf(language: Language): string {
  return LANGUAGES.find((candidate) => candidate.code === language)?.locale ?? 'en-IN';
}
