import { heading, paragraph, button, signOff, textSignOff, type TemplateSource } from '../template-source';

export interface ListingAssignedProps {
  managerName: string;
  landlordName: string;
  address: string;
  hubUrl: string;
}

export const listingAssignedTemplate: TemplateSource = {
  subject: 'New listing request assigned to you: {{address}}',
  mjml: [
    heading('A listing request to review'),
    paragraph(
      'Hello {{managerName}}, a listing request from <strong>{{landlordName}}</strong> for {{address}} has been ' +
        'assigned to you.',
    ),
    button('Review listing requests', 'hubUrl'),
    signOff,
  ].join(''),
  text:
    'Hello {{managerName}},\n\nA listing request from {{landlordName}} for {{address}} has been assigned to you.\n' +
    '\nReview listing requests: {{hubUrl}}\n' +
    textSignOff,
};
