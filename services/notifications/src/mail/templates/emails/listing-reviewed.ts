import { heading, paragraph, button, notes, signOff, textSignOff, type TemplateSource } from '../template-source';

export interface ListingReviewedProps {
  landlordName: string;
  address: string;
  decisionLabel: string;
  notes?: string;
  hubUrl: string;
}

export const listingReviewedTemplate: TemplateSource = {
  subject: 'Your listing request for {{address}}: {{decisionLabel}}',
  mjml: [
    heading('Your listing request was reviewed'),
    paragraph(
      'Hello {{landlordName}}, the property manager reviewed your listing request for {{address}}. Decision: ' +
        '<strong>{{decisionLabel}}</strong>.',
    ),
    notes('Notes from the property manager'),
    button('Open the Landlord Hub', 'hubUrl'),
    signOff,
  ].join(''),
  text:
    'Hello {{landlordName}},\n\nThe property manager reviewed your listing request for {{address}}. Decision: ' +
    '{{decisionLabel}}.\n{{#if notes}}\nNotes from the property manager: {{notes}}\n{{/if}}' +
    '\nLandlord Hub: {{hubUrl}}\n' +
    textSignOff,
};
