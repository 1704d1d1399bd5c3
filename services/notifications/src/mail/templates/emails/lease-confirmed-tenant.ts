import type { ReaderText } from '../format';
import {
  heading,
  paragraph,
  button,
  facts,
  signOff,
  textFacts,
  textSignOff,
  leaseFacts,
  type TemplateSource,
} from '../template-source';

export interface LeaseConfirmedTenantProps {
  firstName: string;
  propertyName: string;
  address: string;
  startDate: ReaderText;
  endDate: ReaderText;
  leasePeriod: ReaderText;
  rentLabel: string;
  depositLabel: string;
  hubUrl: string;
}

export const leaseConfirmedTenantTemplate: TemplateSource = {
  subject: 'Your rental of {{propertyName}} is confirmed',
  mjml: [
    heading('Welcome home, {{firstName}}!'),
    paragraph(
      'Your rental is confirmed. Your property manager will contact you within 48 hours to arrange the move-in.',
    ),
    facts([...leaseFacts, ['Lease period', 'leasePeriod'], ['Security deposit', 'depositLabel']]),
    paragraph(
      'Your leave and licence agreement is attached to this e-mail as a PDF. You can download it again at any ' +
        'time from your Renters Hub.',
    ),
    button('Open my Renters Hub', 'hubUrl'),
    signOff,
  ].join(''),
  text:
    'Welcome home, {{firstName}}!\n\nYour rental is confirmed. Your property manager will contact you within 48 ' +
    'hours to arrange the move-in.\n\n' +
    textFacts([...leaseFacts, ['Lease period', 'leasePeriod'], ['Security deposit', 'depositLabel']]) +
    '\nYour leave and licence agreement is attached to this e-mail as a PDF. You can download it again at any ' +
    'time from your Renters Hub.\n' +
    '\nRenters Hub: {{hubUrl}}\n' +
    textSignOff,
};
