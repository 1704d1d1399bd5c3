import { heading, paragraph, button, notes, signOff, textSignOff, type TemplateSource } from '../template-source';

export interface ApplicationMoreInfoProps {
  firstName: string;
  propertyName: string;
  notes?: string;
  applicationsUrl: string;
}

export const applicationMoreInfoTemplate: TemplateSource = {
  subject: 'More information needed for your application for {{propertyName}}',
  mjml: [
    heading('Hello {{firstName}},'),
    paragraph(
      'The property manager reviewing your application for <strong>{{propertyName}}</strong> needs more ' +
        'information before deciding.',
    ),
    notes('What the manager asks'),
    button('See my application', 'applicationsUrl'),
    signOff,
  ].join(''),
  text:
    'Hello {{firstName}},\n\nThe property manager reviewing your application for {{propertyName}} needs more ' +
    'information before deciding.\n{{#if notes}}\nWhat the manager asks: {{notes}}\n{{/if}}' +
    '\nSee my application: {{applicationsUrl}}\n' +
    textSignOff,
};
