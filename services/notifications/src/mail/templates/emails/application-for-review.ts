import type { ReaderText } from '../format';
import {
  heading,
  paragraph,
  button,
  facts,
  signOff,
  textFacts,
  textSignOff,
  applicationFacts,
  type TemplateSource,
} from '../template-source';

export interface ApplicationForReviewProps {
  managerName: string;
  applicantName: string;
  propertyName: string;
  address: string;
  moveInDate: ReaderText;
  leasePeriod: ReaderText;
  numPeople: number;
  rentLabel: string;
  reviewUrl: string;
}

export const applicationForReviewTemplate: TemplateSource = {
  subject: 'New rental application for {{propertyName}} from {{applicantName}}',
  mjml: [
    heading('A new application to review'),
    paragraph(
      'Hello {{managerName}}, <strong>{{applicantName}}</strong> has applied to rent {{propertyName}}. Please review ' +
        'it within 48 hrs: the applicant has been promised a reply by then.',
    ),
    facts([...applicationFacts, ['People', 'numPeople'], ['Monthly rent', 'rentLabel']]),
    button('Review the application', 'reviewUrl'),
    signOff,
  ].join(''),
  text:
    'Hello {{managerName}},\n\n{{applicantName}} has applied to rent {{propertyName}}. Please review it within 48 ' +
    'hrs: the applicant has been promised a reply by then.\n\n' +
    textFacts([...applicationFacts, ['People', 'numPeople'], ['Monthly rent', 'rentLabel']]) +
    '\nReview the application: {{reviewUrl}}\n' +
    textSignOff,
};
