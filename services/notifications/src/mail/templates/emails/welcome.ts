import { heading, paragraph, button, signOff, t, textSignOff, type TemplateSource } from '../template-source';

export interface WelcomeProps {
  firstName: string;
  searchUrl: string;
}

export const welcomeTemplate: TemplateSource = {
  subject: t('welcome.subject'),
  mjml: [
    heading(t('welcome.heading')),
    paragraph(t('welcome.ready')),
    button(t('welcome.search'), 'searchUrl'),
    signOff,
  ].join(''),
  text: `${t('welcome.heading')}\n\n${t('welcome.ready')}\n\n${t('welcome.search')}: {{searchUrl}}\n${textSignOff}`,
};
