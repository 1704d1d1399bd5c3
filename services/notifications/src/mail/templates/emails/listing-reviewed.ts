import { heading, paragraph, button, notes, signOff, t, textSignOff, type TemplateSource } from '../template-source';
import type { ReaderText } from '../format';

export interface ListingReviewedProps {
  landlordName: string;
  address: string;
  /** The decision's name: `message('listing-reviewed.decision', { decision })`. */
  decisionLabel: ReaderText;
  notes?: string;
  hubUrl: string;
}

export const listingReviewedTemplate: TemplateSource = {
  subject: t('listing-reviewed.subject'),
  mjml: [
    heading(t('listing-reviewed.heading')),
    paragraph(t('listing-reviewed.reviewed')),
    notes('listing-reviewed.notes'),
    button(t('listing-reviewed.hub'), 'hubUrl'),
    signOff,
  ].join(''),
  text:
    `${t('listing-reviewed.greeting')}\n\n${t('listing-reviewed.reviewedText')}\n` +
    `{{#if notes}}\n${t('listing-reviewed.notes')}: {{notes}}\n{{/if}}` +
    `\n${t('listing-reviewed.hub')}: {{hubUrl}}\n` +
    textSignOff,
};
