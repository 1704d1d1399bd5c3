import type { ReaderText } from '../format';
import {
  heading,
  paragraph,
  button,
  facts,
  signOff,
  t,
  textFacts,
  textSignOff,
  applicationFacts,
  type TemplateSource,
} from '../template-source';

export interface ApplicationForReviewProps {
  /** Absent while the manager's own record has not arrived: the greeting then names nobody. */
  managerName?: string;
  applicantName: string;
  propertyName: string;
  address: string;
  moveInDate: ReaderText;
  leasePeriod: ReaderText;
  numPeople: number;
  rentLabel: string;
  reviewUrl: string;
}

const greeting =
  `{{#if managerName}}${t('application-for-review.greeting')}` +
  `{{else}}${t('application-for-review.greetingNoName')}{{/if}}`;

const reviewFacts = [
  ...applicationFacts,
  ['application-for-review.factPeople', 'numPeople'],
  ['common.factMonthlyRent', 'rentLabel'],
] as const;

export const applicationForReviewTemplate: TemplateSource = {
  subject: t('application-for-review.subject'),
  mjml: [
    heading(t('application-for-review.heading')),
    paragraph(greeting),
    paragraph(t('application-for-review.applied')),
    facts(reviewFacts),
    button(t('application-for-review.review'), 'reviewUrl'),
    signOff,
  ].join(''),
  text:
    `${greeting}\n\n${t('application-for-review.applied')}\n\n` +
    textFacts(reviewFacts) +
    `\n${t('application-for-review.review')}: {{reviewUrl}}\n` +
    textSignOff,
};
