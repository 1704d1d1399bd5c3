import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { CATALOGUE_AREAS, productText } from '../i18n/catalogues';

// Every page's English text is there before a test renders it (the app loads each page's with its chunk).
beforeAll(() => productText.need(CATALOGUE_AREAS));

afterEach(() => cleanup());
