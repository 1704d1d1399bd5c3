import { heading, paragraph, button, notes, signOff, t, textSignOff, type TemplateSource } from '../template-source';

export interface ApplicationMoreInfoProps {
  firstName: string;
  propertyName: string;
  notes?: string;
  applicationsUrl: string;
}

export const applicationMoreInfoTemplate: TemplateSource = {
  subject: t('application-more-info.subject'),
  mjml: [
    heading(t('application-more-info.heading')),
    paragraph(t('application-more-info.needsMore')),
    notes('application-more-info.notes'),
    button(t('application-more-info.application'), 'applicationsUrl'),
    signOff,
  ].join(''),
  text:
    `${t('application-more-info.heading')}\n\n${t('application-more-info.needsMore')}\n` +
    `{{#if notes}}\n${t('application-more-info.notes')}: {{notes}}\n{{/if}}` +
    `\n${t('application-more-info.application')}: {{applicationsUrl}}\n` +
    textSignOff,
};
