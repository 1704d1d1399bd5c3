import { Injectable } from '@nestjs/common';
import Handlebars from 'handlebars';
import mjml2html from 'mjml';
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

/**
 * Renders a template: MJML turns the layout and the template's content into e-mail HTML once per template (the
 * Handlebars expressions pass through it untouched), then Handlebars fills in the props per message: escaped in
 * the HTML, as they are in the subject and the plain text.
 */
@Injectable()
export class EmailRenderer {
  private readonly handlebars = Handlebars.create();
  private readonly compiled = new Map<TemplateName, Promise<CompiledTemplate>>();

  async render<N extends TemplateName>(name: N, props: TemplateProps[N]): Promise<RenderedEmail> {
    const template = await this.compile(name);
    const subject = template.subject(props).replace(/\s+/g, ' ').trim();
    return {
      subject,
      html: template.html({ ...props, subject }),
      text: template.text(props),
    };
  }

  private compile(name: TemplateName): Promise<CompiledTemplate> {
    let compiled = this.compiled.get(name);
    if (!compiled) {
      compiled = this.compileNow(name);
      this.compiled.set(name, compiled);
      compiled.catch(() => this.compiled.delete(name));
    }
    return compiled;
  }

  private async compileNow(name: TemplateName): Promise<CompiledTemplate> {
    const source = templateSources[name];
    const { html, errors } = await mjml2html(withLayout(source.mjml, source.reason), { validationLevel: 'strict' });
    if (errors.length > 0) {
      throw new Error(`Template ${name}: ${errors.map((error) => error.formattedMessage).join('; ')}`);
    }
    const options = {};
    return {
      subject: this.handlebars.compile(source.subject, { ...options, noEscape: true }),
      html: this.handlebars.compile(html, options),
      text: this.handlebars.compile(source.text, { ...options, noEscape: true }),
    };
  }
}
