import type { MessageFormatElement } from 'react-intl';
import shellInEnglish from './catalogues/en/shell.json';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * The product's text lives in catalogues, one JSON file per language and area (catalogues/hi/search.json), in ICU
 * message syntax. An area is a feature folder (its ids start with its name: 'search.results.count'), plus 'shell'
 * (the layout, header and footer, always there), 'common' (components/ and lib/, loaded with every page) and
 * 'maintenance' (components/maintenance/, in the hubs). The shell's English comes with the app; every other catalogue is its own small chunk, loaded
 * with the page that needs it and only in the language shown, so Hindi costs nothing to an English reader and the
 * reverse. (A build compiles each catalogue's messages ahead of time: see vite.config.ts.)
 */
export const CATALOGUE_AREAS = [
  'shell',
  'common',
  'home',
  'search',
  'saved-searches',
  'favorites',
  'property',
  'applications',
  'auth',
  'account',
  'billing',
  'conversations',
  'maintenance',
  'renters',
  'landlord',
  'manager',
  'info',
] as const;
export type CatalogueArea = (typeof CATALOGUE_AREAS)[number];

/** A catalogue: message id → ICU message (a string, or the message already parsed by the build). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

const lazyCatalogues = import.meta.glob<{ default: Messages }>([
  './catalogues/*/*.json',
  '!./catalogues/en/shell.json',
]);

export interface TextState {
  language: Language;
  /** Every loaded area's messages in `language`, merged (ids are prefixed by their area, so none collide). */
  messages: Messages;
}

const loaded = new Map<string, Messages>([[`${DEFAULT_LANGUAGE}/shell`, shellInEnglish]]);
const areasInUse = new Set<CatalogueArea>(['shell']);
const listeners = new Set<() => void>();
let state: TextState = { language: DEFAULT_LANGUAGE, messages: mergedMessages(DEFAULT_LANGUAGE) };

function mergedMessages(language: Language): Messages {
  return Object.assign({}, ...[...areasInUse].map((area) => loaded.get(`${language}/${area}`) ?? {})) as Messages;
}

/** Loads `area` in `language` unless it is there already. */
async function loadArea(language: Language, area: CatalogueArea): Promise<void> {
  if (loaded.has(`${language}/${area}`)) return;
  const load = lazyCatalogues[`./catalogues/${language}/${area}.json`];
  if (!load) throw new Error(`There is no ${area} catalogue in ${language}`);
  loaded.set(`${language}/${area}`, (await load()).default);
}

/** Loads every area in use that `language` does not have yet; true when something new arrived. */
async function loadAreasInUse(language: Language): Promise<boolean> {
  let arrived = false;
  for (;;) {
    const missing = [...areasInUse].filter((area) => !loaded.has(`${language}/${area}`));
    if (missing.length === 0) return arrived;
    await Promise.all(missing.map((area) => loadArea(language, area)));
    arrived = true;
  }
}

function publish(next: TextState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The text the app shows: its language and messages, and what loads them. */
export const productText = {
  current: (): TextState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A page's catalogues, in the language shown (its chunk waits for them, so it never renders a missing id). */
  async need(areas: readonly CatalogueArea[]): Promise<void> {
    const fresh = areas.filter((area) => !areasInUse.has(area));
    if (fresh.length === 0) return;
    for (const area of fresh) areasInUse.add(area);
    for (;;) {
      const language = state.language;
      await loadAreasInUse(language);
      if (state.language !== language) continue; // switched meanwhile: the new language loads the areas too
      publish({ language, messages: mergedMessages(language) });
      return;
    }
  },
  /**
   * Fetches areas' catalogues in the language shown ahead of need, without putting them in use: the text shown does
   * not change, so nothing renders again (a later `need` of them then finds them here).
   */
  async preload(areas: readonly CatalogueArea[]): Promise<void> {
    const language = state.language;
    await Promise.all(areas.map((area) => loadArea(language, area)));
  },
  /** Shows the product in `language` once every catalogue in use has arrived in it (until then, the old one). */
  async show(language: Language): Promise<void> {
    const arrived = await loadAreasInUse(language);
    if (language === state.language && !arrived) return;
    publish({ language, messages: mergedMessages(language) });
  },
};
