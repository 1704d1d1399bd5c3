import type { ReaderText } from '../format';
import {
  heading,
  paragraph,
  button,
  facts,
  signOff,
  textFacts,
  textSignOff,
  type TemplateSource,
} from '../template-source';

export interface LeaseConfirmedManagerProps {
  name: string;
  tenantName: string;
  tenantEmail: string;
  tenantPhone?: string;
  propertyName: string;
  address: string;
  startDate: ReaderText;
  rentLabel: string;
  hubUrl: string;
}

export const leaseConfirmedManagerTemplate: TemplateSource = {
  subject: 'New lease: contact {{tenantName}} within 48 hours',
  mjml: [
    heading('A lease is confirmed'),
    paragraph(
      'Hello {{name}}, the lease of <strong>{{propertyName}}</strong> to {{tenantName}} is confirmed. The tenant ' +
        'has been promised your call within 48 hours.',
    ),
    facts([
      ['Tenant', 'tenantName'],
      ['E-mail', 'tenantEmail'],
      ['Phone', 'tenantPhone'],
      ['Property', 'propertyName'],
      ['Address', 'address'],
      ['Lease starts', 'startDate'],
      ['Monthly rent', 'rentLabel'],
    ]),
    button('Open the Property Manager Hub', 'hubUrl'),
    signOff,
  ].join(''),
  text:
    'Hello {{name}},\n\nThe lease of {{propertyName}} to {{tenantName}} is confirmed. The tenant has been promised ' +
    'your call within 48 hours.\n\n' +
    textFacts([
      ['Tenant', 'tenantName'],
      ['E-mail', 'tenantEmail'],
      ['Phone', 'tenantPhone'],
      ['Property', 'propertyName'],
      ['Address', 'address'],
      ['Lease starts', 'startDate'],
      ['Monthly rent', 'rentLabel'],
    ]) +
    '\nProperty Manager Hub: {{hubUrl}}\n' +
    textSignOff,
};
