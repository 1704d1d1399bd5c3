import { heading, paragraph, button, notes, signOff, textSignOff, type TemplateSource } from '../template-source';

export interface ApplicationRejectedProps {
  firstName: string;
  propertyName: string;
  notes?: string;
  searchUrl: string;
}

export const applicationRejectedTemplate: TemplateSource = {
  subject: 'Your application for {{propertyName}}',
  mjml: [
    heading('Hello {{firstName}},'),
    paragraph(
      'Thank you for your interest in <strong>{{propertyName}}</strong>. We are sorry: your application was not ' +
        'approved this time.',
    ),
    notes('Notes from the property manager'),
    paragraph('Many other homes are waiting for you.'),
    button('Search homes', 'searchUrl'),
    signOff,
  ].join(''),
  text:
    'Hello {{firstName}},\n\nThank you for your interest in {{propertyName}}. We are sorry: your application was ' +
    'not approved this time.\n{{#if notes}}\nNotes from the property manager: {{notes}}\n{{/if}}' +
    '\nMany other homes are waiting for you: {{searchUrl}}\n' +
    textSignOff,
};
