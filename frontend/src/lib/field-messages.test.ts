import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { profileUpdateBodySchema } from '@trio/contracts/http/users';
import { z } from 'zod';
import { productText } from '../i18n/catalogues';
import { fieldMessage, KNOWN_SENTENCES } from './field-messages';
import { firstMessagePerField } from './form-errors';

function issuesOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to fail');
  return result.error.issues;
}

/** The sources the server's and the contracts' field messages are written in (tests left out). */
function validationSources(): string {
  const repository = join(__dirname, '..', '..', '..');
  const roots = ['packages/contracts/src', 'packages/service-kit/src/http'].map((root) => join(repository, root));
  return roots
    .flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
        .map((file) => readFileSync(join(root, file), 'utf8')),
    )
    .join('\n');
}

describe('field messages from zod issues', () => {
  it('knows only sentences the contracts and the server still write, word for word', () => {
    // A reworded sentence would silently fall back to its code's general message: this names it instead.
    const sources = validationSources();
    expect(Object.keys(KNOWN_SENTENCES).filter((sentence) => !sources.includes(sentence))).toEqual([]);
  });

  it('keeps the contracts’ words in English', () => {
    const errors = firstMessagePerField(issuesOf(profileUpdateBodySchema, { firstName: '', phone: '12345' }));
    expect(errors).toEqual({ firstName: 'First name is required.', phone: 'Enter a 10-digit Indian mobile number.' });
  });

  it('says the contracts’ rules in Hindi, with their numbers', async () => {
    await productText.show('hi');
    const errors = firstMessagePerField(
      issuesOf(profileUpdateBodySchema, { firstName: '', middleName: 'x'.repeat(61), phone: '12345' }),
    );
    expect(errors).toEqual({
      firstName: 'यह जानकारी ज़रूरी है।',
      middleName: 'ज़्यादा से ज़्यादा 60 अक्षर लिखें।',
      phone: '10 अंकों का भारतीय मोबाइल नंबर लिखें।',
    });
  });

  it('says zod’s own issues in Hindi by their code and numbers', async () => {
    await productText.show('hi');
    const schema = z.object({
      code: z.string().min(6),
      people: z.number().max(12),
      photos: z.array(z.string()).min(2),
      email: z.email(),
      kind: z.enum(['flat', 'house']),
      rent: z.number(),
      deposit: z.number(),
      notes: z.string().refine(() => false, 'Some rule the SPA has no words for.'),
    });
    const errors = firstMessagePerField(
      issuesOf(schema, {
        code: 'abc',
        people: 13,
        photos: [],
        email: 'not-mail',
        kind: 'tent',
        deposit: 'lots',
        notes: '',
      }),
    );
    expect(errors).toEqual({
      code: 'कम से कम 6 अक्षर लिखें।',
      people: '12 या उससे कम लिखें।',
      photos: 'कम से कम 2 चुनें।',
      email: 'सही ईमेल पता लिखें।',
      kind: 'दिए गए विकल्पों में से एक चुनें।',
      rent: 'यह जानकारी ज़रूरी है।',
      deposit: 'कृपया इसे जाँचें।',
      notes: 'कृपया इसे जाँचें।',
    });
  });

  it('leaves catalogue ids and messages already in the language shown as they are', async () => {
    await productText.show('hi');
    expect(
      fieldMessage({ code: 'too_small', message: 'auth.register.phoneRequired', origin: 'string', minimum: 1 }),
    ).toBe('auth.register.phoneRequired');
    expect(fieldMessage({ code: 'custom', message: 'कम से कम 8 अक्षर रखें।', params: { inLanguageShown: true } })).toBe(
      'कम से कम 8 अक्षर रखें।',
    );
  });
});
