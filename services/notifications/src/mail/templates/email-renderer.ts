import { Injectable } from '@nestjs/common';
import type { Language } from '@trio/contracts/common';
import Handlebars from 'handlebars';
import mjml2html from 'mjml';
import { EmailText, type MessageValues } from './email-text';
import { inReaderLanguage } from './format';
import { withLayout } from './layout';
import { templateSources, type TemplateName, type TemplateProps } from './templates';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

interface CompiledTemplate {
  subject: Handlebars.TemplateDelegate;
  html: Handlebars.TemplateDelegate;
  text: Handlebars.TemplateDelegate;
}

/** One language's Handlebars: `{{t "id"}}` writes a catalogue message, as HTML in the body, as text elsewhere. */
interface LanguageBars {
  text: EmailText;
  html: typeof Handlebars;
  plain: typeof Handlebars;
}

/**
 * Renders a template in its reader's language: MJML turns the layout and the template's content into e-mail HTML
 * once per template (the Handlebars expressions pass through it untouched), then that language's Handlebars fills in
 * the words (`{{t "id"}}`, whose ICU arguments are the props in scope and the helper's own) and the props per
 * message: escaped in the HTML, as they are in the subject and the plain text.
 */
@Injectable()
export class EmailRenderer {
  private readonly mjml = new Map<TemplateName, Promise<string>>();
  private readonly compiled = new Map<string, Promise<CompiledTemplate>>();
  private readonly languages = new Map<Language, LanguageBars>();

  async render<N extends TemplateName>(
    name: N,
    props: TemplateProps[N],
    language: Language = 'en',
  ): Promise<RenderedEmail> {
    const template = await this.compile(name, language);
    const { text } = this.bars(language);
    const written = inReaderLanguage(props, language, (id, values) => text.text(id, values as MessageValues));
    const subject = template.subject(written).replace(/\s+/g, ' ').trim();
    return {
      subject,
      html: template.html({ ...written, subject, language }),
      text: template.text(written),
    };
  }

  private bars(language: Language): LanguageBars {
    let bars = this.languages.get(language);
    if (!bars) {
      const text = new EmailText(language);
      const html = Handlebars.create();
      const plain = Handlebars.create();
      html.registerHelper('t', function (this: unknown, id: string, options: Handlebars.HelperOptions) {
        return new Handlebars.SafeString(text.html(id, valuesInScope(this, options)));
      });
      plain.registerHelper('t', function (this: unknown, id: string, options: Handlebars.HelperOptions) {
        return text.text(id, valuesInScope(this, options));
      });
      bars = { text, html, plain };
      this.languages.set(language, bars);
    }
    return bars;
  }

  private compile(name: TemplateName, language: Language): Promise<CompiledTemplate> {
    const key = `${language}/${name}`;
    let compiled = this.compiled.get(key);
    if (!compiled) {
      compiled = this.compileNow(name, language);
      this.compiled.set(key, compiled);
      compiled.catch(() => this.compiled.delete(key));
    }
    return compiled;
  }

  private async compileNow(name: TemplateName, language: Language): Promise<CompiledTemplate> {
    const source = templateSources[name];
    const { html, plain } = this.bars(language);
    return {
      subject: plain.compile(source.subject, { noEscape: true }),
      html: html.compile(await this.mjmlOf(name)),
      text: plain.compile(source.text, { noEscape: true }),
    };
  }

  /** The template's e-mail HTML with its Handlebars expressions, the same in every language. */
  private mjmlOf(name: TemplateName): Promise<string> {
    let html = this.mjml.get(name);
    if (!html) {
      const source = templateSources[name];
      html = mjml2html(withLayout(source.mjml, source.reason), { validationLevel: 'strict' }).then(
        ({ html, errors }) => {
          if (errors.length > 0) {
            throw new Error(`Template ${name}: ${errors.map((error) => error.formattedMessage).join('; ')}`);
          }
          return html;
        },
      );
      this.mjml.set(name, html);
      html.catch(() => this.mjml.delete(name));
    }
    return html;
  }
}

/** A message's ICU arguments: the whole message's props, the props of the current block (`#each`), the helper's. */
function valuesInScope(scope: unknown, options: Handlebars.HelperOptions): MessageValues {
  const root = (options.data as { root?: unknown } | undefined)?.root;
  return {
    ...(root && typeof root === 'object' ? root : {}),
    ...(scope && typeof scope === 'object' ? scope : {}),
    ...options.hash,
  } as MessageValues;
}
