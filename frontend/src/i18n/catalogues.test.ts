import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { CATALOGUE_AREAS } from './catalogues';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

const i18nDir = dirname(fileURLToPath(import.meta.url));
const srcDir = join(i18nDir, '..');
const cataloguesDir = join(i18nDir, 'catalogues');

/** Names written the same in every language: a message made only of these needs no translation. */
const NAMES_KEPT_AS_WRITTEN = ['Trio Rentals', 'Trio', 'Razorpay', 'Google', 'OpenStreetMap', 'UPI', 'PAN', 'PDF'];

function catalogue(language: string, area: string): Record<string, string> {
  return JSON.parse(readFileSync(join(cataloguesDir, language, `${area}.json`), 'utf8')) as Record<string, string>;
}

/** The names of a message's arguments and tags ({count}, {city}, <b>…</b>), wherever they are nested. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === cataloguesDir ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const english = Object.fromEntries(CATALOGUE_AREAS.map((area) => [area, catalogue(DEFAULT_LANGUAGE, area)]));

describe('the catalogues', () => {
  it.each(LANGUAGES.map((language) => language.code))('%s has one catalogue per area, and no other', (language) => {
    const files = readdirSync(join(cataloguesDir, language)).sort();
    expect(files).toEqual(CATALOGUE_AREAS.map((area) => `${area}.json`).sort());
  });

  it.each(CATALOGUE_AREAS)("%s: every id starts with its area's name", (area) => {
    const strays = Object.keys(english[area] ?? {}).filter((id) => !id.startsWith(`${area}.`));
    expect(strays).toEqual([]);
  });

  describe.each(LANGUAGES.filter((language) => language.code !== DEFAULT_LANGUAGE).map((language) => language.code))(
    '%s',
    (language) => {
      it.each(CATALOGUE_AREAS)('%s has exactly the ids of English', (area) => {
        const ids = Object.keys(catalogue(language, area));
        const englishIds = Object.keys(english[area] ?? {});
        expect({
          missing: englishIds.filter((id) => !ids.includes(id)),
          unknown: ids.filter((id) => !englishIds.includes(id)),
        }).toEqual({ missing: [], unknown: [] });
      });

      it.each(CATALOGUE_AREAS)(
        '%s: every message takes the arguments of its English one, and is translated',
        (area) => {
          const translated = catalogue(language, area);
          const wrong = Object.entries(english[area] ?? {}).flatMap(([id, text]) => {
            const theirs = translated[id];
            if (theirs === undefined) return [];
            const expected = [...argumentsOf(parse(text))].sort();
            const actual = [...argumentsOf(parse(theirs))].sort();
            if (expected.join() !== actual.join())
              return [`${id}: takes {${actual.join(', ')}}, not {${expected.join(', ')}}`];
            const words = NAMES_KEPT_AS_WRITTEN.reduce(
              (rest, name) => rest.replaceAll(name, ''),
              text.replace(/\{[^{}]*\}/g, ''),
            );
            if (/[A-Za-z]{2,}/.test(words) && !/[\u0900-\u097F]/.test(theirs))
              return [`${id}: "${theirs}" is not in Devanagari`];
            return [];
          });
          expect(wrong).toEqual([]);
        },
      );
    },
  );

  it.each(LANGUAGES.map((language) => language.code))('every %s message is valid ICU', (language) => {
    const invalid = CATALOGUE_AREAS.flatMap((area) =>
      Object.entries(catalogue(language, area)).flatMap(([id, text]) => {
        try {
          parse(text);
          return [];
        } catch (error) {
          return [`${id}: ${(error as Error).message}`];
        }
      }),
    );
    expect(invalid).toEqual([]);
  });

  it('has no id that the code does not use (ids are written whole, in quotes)', () => {
    const code = sourceFiles(srcDir)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = CATALOGUE_AREAS.flatMap((area) => Object.keys(english[area] ?? {})).filter(
      (id) => !code.includes(`'${id}'`) && !code.includes(`"${id}"`),
    );
    expect(unused).toEqual([]);
  });
});
