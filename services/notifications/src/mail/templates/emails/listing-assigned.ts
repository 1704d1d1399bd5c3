import { heading, paragraph, button, signOff, t, textSignOff, type TemplateSource } from '../template-source';

export interface ListingAssignedProps {
  managerName: string;
  /** Absent while the landlord's own record has not arrived: the request is then told without a name. */
  landlordName?: string;
  address: string;
  hubUrl: string;
}

const assigned = `{{#if landlordName}}${t('listing-assigned.assigned')}{{else}}${t('listing-assigned.assignedNoName')}{{/if}}`;

export const listingAssignedTemplate: TemplateSource = {
  subject: t('listing-assigned.subject'),
  mjml: [
    heading(t('listing-assigned.heading')),
    paragraph(t('listing-assigned.greeting')),
    paragraph(assigned),
    button(t('listing-assigned.review'), 'hubUrl'),
    signOff,
  ].join(''),
  text:
    `${t('listing-assigned.greeting')}\n\n${assigned}\n` +
    `\n${t('listing-assigned.review')}: {{hubUrl}}\n` +
    textSignOff,
};
