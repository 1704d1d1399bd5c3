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

export interface ApplicationReceivedProps {
  firstName: string;
  propertyName: string;
  address: string;
  moveInDate: ReaderText;
  leasePeriod: ReaderText;
  applicationsUrl: string;
}

export const applicationReceivedTemplate: TemplateSource = {
  subject: 'We received your application for {{propertyName}}',
  mjml: [
    heading('Thank you for applying, {{firstName}}'),
    paragraph(
      'Your rental application for <strong>{{propertyName}}</strong> has been submitted. The property manager will ' +
        'reply within 48 hrs.',
    ),
    facts(applicationFacts),
    button('See my applications', 'applicationsUrl'),
    signOff,
  ].join(''),
  text:
    'Thank you for applying, {{firstName}}\n\nYour rental application for {{propertyName}} has been submitted. ' +
    'The property manager will reply within 48 hrs.\n\n' +
    textFacts(applicationFacts) +
    '\nSee my applications: {{applicationsUrl}}\n' +
    textSignOff,
};
