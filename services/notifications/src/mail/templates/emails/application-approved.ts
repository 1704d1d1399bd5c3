import { heading, paragraph, button, notes, signOff, t, textSignOff, type TemplateSource } from '../template-source';

export interface ApplicationApprovedProps {
  firstName: string;
  propertyName: string;
  address: string;
  moveInTotalLabel: string;
  notes?: string;
  checkoutUrl: string;
}

export const applicationApprovedTemplate: TemplateSource = {
  subject: t('application-approved.subject'),
  mjml: [
    heading(t('application-approved.heading')),
    paragraph(t('application-approved.approved')),
    notes('common.applicationNotes'),
    button(t('application-approved.checkout'), 'checkoutUrl'),
    signOff,
  ].join(''),
  text:
    `${t('application-approved.heading')}\n\n${t('application-approved.approved')}\n` +
    `{{#if notes}}\n${t('common.applicationNotes')}: {{notes}}\n{{/if}}` +
    `\n${t('application-approved.checkout')}: {{checkoutUrl}}\n` +
    textSignOff,
};
