import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_LOCALES, type Language } from '@trio/contracts/common';
import Handlebars from 'handlebars';
import { IntlMessageFormat } from 'intl-messageformat';

/*
 * The words of every e-mail, per language: catalogues/<language>/<file>.json, ICU messages (plurals, selects, and
 * `<b>…</b>` for bold) under short keys; a message's id is `<file>.<key>` ("welcome.heading"). `common.json` holds
 * the layout's, the snippets' and the labels several e-mails share. Adding a language is a folder of catalogues and
 * a language of the contracts' `languageSchema` (with its `LANGUAGE_LOCALES` row). The catalogues' test checks both languages have the same ids, every id is used, and the
 * messages parse.
 */

export const CATALOGUES_DIR = join(__dirname, 'catalogues');

/** Every message of one language by id, read once from its folder. */
export function readCatalogue(language: Language): ReadonlyMap<string, string> {
  const messages = new Map<string, string>();
  const folder = join(CATALOGUES_DIR, language);
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const area = file.slice(0, -'.json'.length);
    const entries = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>;
    for (const [key, message] of Object.entries(entries)) messages.set(`${area}.${key}`, message);
  }
  return messages;
}

/** Values a message may place: props as the template has them. */
export type MessageValues = Record<string, unknown>;

/**
 * One language's messages, formatted: as plain text (subjects, plain-text bodies: bold is dropped), or as HTML
 * (values escaped, bold as <strong>).
 */
export class EmailText {
  private readonly formats = new Map<string, IntlMessageFormat>();

  constructor(
    readonly language: Language,
    private readonly messages: ReadonlyMap<string, string> = readCatalogue(language),
  ) {}

  has(id: string): boolean {
    return this.messages.has(id);
  }

  text(id: string, values: MessageValues = {}): string {
    return this.format(
      id,
      values,
      (chunks) => chunks.join(''),
      (value) => value,
    );
  }

  html(id: string, values: MessageValues = {}): string {
    return this.format(
      id,
      values,
      (chunks) => `<strong>${chunks.join('')}</strong>`,
      (value) => Handlebars.Utils.escapeExpression(value),
    );
  }

  private format(
    id: string,
    values: MessageValues,
    bold: (chunks: string[]) => string,
    escape: (value: string) => string,
  ): string {
    const formatted = this.compiled(id).format<string>({ ...placeable(values, escape), b: bold });
    return Array.isArray(formatted) ? formatted.join('') : String(formatted);
  }

  private compiled(id: string): IntlMessageFormat {
    let format = this.formats.get(id);
    if (!format) {
      const message = this.messages.get(id);
      if (message === undefined) throw new Error(`E-mail message ${id} is not in the ${this.language} catalogue`);
      format = new IntlMessageFormat(message, LANGUAGE_LOCALES[this.language], undefined, { ignoreTag: false });
      this.formats.set(id, format);
    }
    return format;
  }
}

/** Strings escaped for HTML (when writing HTML), numbers as they are; other values are not placeable. */
function placeable(values: MessageValues, escape: (value: string) => string): Record<string, string | number> {
  const placed: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') placed[name] = escape(value);
    else if (typeof value === 'number') placed[name] = value;
    else if (typeof value === 'boolean') placed[name] = String(value);
  }
  return placed;
}
