import { heading, paragraph, button, notes, signOff, t, textSignOff, type TemplateSource } from '../template-source';

export interface ApplicationRejectedProps {
  firstName: string;
  propertyName: string;
  notes?: string;
  searchUrl: string;
}

export const applicationRejectedTemplate: TemplateSource = {
  subject: t('application-rejected.subject'),
  mjml: [
    heading(t('application-rejected.heading')),
    paragraph(t('application-rejected.notApproved')),
    notes('common.applicationNotes'),
    paragraph(t('application-rejected.otherHomes')),
    button(t('application-rejected.search'), 'searchUrl'),
    signOff,
  ].join(''),
  text:
    `${t('application-rejected.heading')}\n\n${t('application-rejected.notApproved')}\n` +
    `{{#if notes}}\n${t('common.applicationNotes')}: {{notes}}\n{{/if}}` +
    `\n${t('application-rejected.otherHomes')}\n${t('application-rejected.search')}: {{searchUrl}}\n` +
    textSignOff,
};
