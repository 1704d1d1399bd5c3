import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { CATALOGUE_AREAS, productText } from '../i18n/catalogues';
import { DEFAULT_LANGUAGE } from '../i18n/languages';

// Every page's English text is there before a test renders it (the app loads each page's with its chunk).
beforeAll(() => productText.need(CATALOGUE_AREAS));

// Each test starts as a fresh page does: in English, with nothing kept in this browser (a test in Hindi switches back).
afterEach(async () => {
  cleanup();
  if (productText.current().language !== DEFAULT_LANGUAGE) await act(() => productText.show(DEFAULT_LANGUAGE));
  localStorage.clear();
});
