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

export interface ApplicationReceivedProps {
  firstName: string;
  propertyName: string;
  address: string;
  moveInDate: ReaderText;
  leasePeriod: ReaderText;
  applicationsUrl: string;
}

export const applicationReceivedTemplate: TemplateSource = {
  subject: t('application-received.subject'),
  mjml: [
    heading(t('application-received.heading')),
    paragraph(t('application-received.submitted')),
    facts(applicationFacts),
    button(t('application-received.applications'), 'applicationsUrl'),
    signOff,
  ].join(''),
  text:
    `${t('application-received.heading')}\n\n${t('application-received.submitted')}\n\n` +
    textFacts(applicationFacts) +
    `\n${t('application-received.applications')}: {{applicationsUrl}}\n` +
    textSignOff,
};
