import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGE_LOCALES as LOCALES } from '@trio/contracts/common';
import { EmailText, readCatalogue } from './email-text';

/** Every TypeScript source of the service but the tests: where a message's id must appear to be used. */
function serviceSources(): string {
  const root = join(__dirname, '..', '..');
  const sources: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) sources.push(readFileSync(path, 'utf8'));
    }
  };
  visit(root);
  return sources.join('\n');
}

describe('the e-mail catalogues', () => {
  const english = readCatalogue('en');
  const hindi = readCatalogue('hi');

  it('have the same messages in English and Hindi', () => {
    expect([...hindi.keys()].filter((id) => !english.has(id))).toEqual([]);
    expect([...english.keys()].filter((id) => !hindi.has(id))).toEqual([]);
  });

  it('hold no message that no e-mail uses', () => {
    const sources = serviceSources();
    const quotedIn = (id: string) => sources.includes(`"${id}"`) || sources.includes(`'${id}'`);
    expect([...english.keys()].filter((id) => !quotedIn(id))).toEqual([]);
  });

  it('hold valid ICU messages with the same arguments in both languages', () => {
    const argumentsOf = (message: string, locale: string) =>
      JSON.stringify(new IntlMessageFormat(message, locale).getAst())
        .match(/"value":"[A-Za-z]+","type":[1-6]/g)
        ?.map((argument) => argument.replace(/,"type":\d/, ''))
        .sort() ?? [];
    const differing = [...english].filter(([id, message]) => {
      const translated = hindi.get(id) ?? '';
      return (
        JSON.stringify([...new Set(argumentsOf(message, LOCALES.en))]) !==
        JSON.stringify([...new Set(argumentsOf(translated, LOCALES.hi))])
      );
    });
    expect(differing.map(([id]) => id)).toEqual([]);
  });

  it('write Hindi in Devanagari', () => {
    // The words of a message: its literal parts, in plural and select branches and bold too (not argument names).
    const literals = (node: unknown): string[] => {
      if (Array.isArray(node)) return node.flatMap(literals);
      if (!node || typeof node !== 'object') return [];
      const element = node as {
        type?: number;
        value?: unknown;
        options?: Record<string, { value: unknown }>;
        children?: unknown;
      };
      if (element.type === 0 && typeof element.value === 'string') return [element.value];
      return [
        ...Object.values(element.options ?? {}).flatMap((option) => literals(option.value)),
        ...literals(element.children),
      ];
    };
    const names = /Trio Rentals|IST|ID|UPI|PDF|Razorpay|WhatsApp/g;
    const notDevanagari = [...hindi].filter(([, message]) =>
      literals(new IntlMessageFormat(message, LOCALES.hi).getAst()).some((words) =>
        /[A-Za-z]{3,}/.test(words.replace(names, '')),
      ),
    );
    expect(notDevanagari.map(([id]) => id)).toEqual([]);
  });
});

describe('EmailText', () => {
  it('writes bold as <strong> in HTML, escaping the values, and drops it in plain text', () => {
    const text = new EmailText('en', new Map([['x.bold', 'Your request for <b>{title}</b> is in.']]));
    expect(text.html('x.bold', { title: 'Tap <leaking> & more' })).toBe(
      'Your request for <strong>Tap &lt;leaking&gt; &amp; more</strong> is in.',
    );
    expect(text.text('x.bold', { title: 'Tap <leaking> & more' })).toBe('Your request for Tap <leaking> & more is in.');
  });

  it('counts in each language', () => {
    expect(new EmailText('en').text('common.months', { count: 1 })).toBe('1 month');
    expect(new EmailText('en').text('common.months', { count: 11 })).toBe('11 months');
    expect(new EmailText('hi').text('common.months', { count: 11 })).toBe('11 महीने');
  });
});
