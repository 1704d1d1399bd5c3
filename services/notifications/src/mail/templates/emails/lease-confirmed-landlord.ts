import type { ReaderText } from '../format';
import {
  heading,
  paragraph,
  facts,
  signOff,
  textFacts,
  textSignOff,
  leaseFacts,
  type TemplateSource,
} from '../template-source';

export interface LeaseConfirmedLandlordProps {
  name: string;
  tenantName: string;
  propertyName: string;
  address: string;
  startDate: ReaderText;
  endDate: ReaderText;
  rentLabel: string;
}

export const leaseConfirmedLandlordTemplate: TemplateSource = {
  subject: '{{propertyName}} is let to {{tenantName}}',
  mjml: [
    heading('Your home is let'),
    paragraph(
      'Hello {{name}}, <strong>{{tenantName}}</strong> has paid the move-in amount and the lease for ' +
        '{{propertyName}} is confirmed. The property manager will contact the tenant within 48 hours.',
    ),
    facts(leaseFacts),
    paragraph('The leave and licence agreement is attached to this e-mail as a PDF.'),
    signOff,
  ].join(''),
  text:
    'Hello {{name}},\n\n{{tenantName}} has paid the move-in amount and the lease for {{propertyName}} is confirmed. ' +
    'The property manager will contact the tenant within 48 hours.\n\n' +
    textFacts(leaseFacts) +
    '\nThe leave and licence agreement is attached to this e-mail as a PDF.\n' +
    textSignOff,
};
