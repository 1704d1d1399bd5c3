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
  type TemplateSource,
} from '../template-source';

export interface MaintenanceCreatedProps {
  /** The recipient's name; absent when not known yet (the greeting then names nobody). */
  name?: string;
  tenantName: string;
  title: string;
  /** `message('common.maintenanceCategory', { category })` */
  categoryLabel: ReaderText;
  /** `message('common.maintenancePriority', { priority })` */
  priorityLabel: ReaderText;
  description: string;
  propertyName: string;
  address: string;
  dueAt: ReaderText;
  hubUrl: string;
}

const requestFacts = [
  ['maintenance-created.factRequest', 'title'],
  ['maintenance-created.factCategory', 'categoryLabel'],
  ['maintenance-created.factPriority', 'priorityLabel'],
  ['common.factProperty', 'propertyName'],
  ['common.factAddress', 'address'],
  ['maintenance-created.factRespondBy', 'dueAt'],
] as const;

/** "Hello Asha," or, a name not known yet, "Hello there,". */
const greeting = `{{#if name}}${t('maintenance-created.greeting')}{{else}}${t('maintenance-created.greetingNoName')}{{/if}}`;

export const maintenanceCreatedTemplate: TemplateSource = {
  subject: t('maintenance-created.subject'),
  mjml: [
    heading(t('maintenance-created.heading')),
    paragraph(`${greeting} ${t('maintenance-created.asked')}`),
    facts(requestFacts),
    paragraph(`<strong>${t('maintenance-created.description')}</strong><br/>{{description}}`),
    button(t('maintenance-created.hub'), 'hubUrl'),
    signOff,
  ].join(''),
  text:
    `${greeting}\n\n${t('maintenance-created.asked')}\n\n` +
    textFacts(requestFacts) +
    `\n${t('maintenance-created.description')}: {{description}}\n\n${t('maintenance-created.hubText')}: {{hubUrl}}\n` +
    textSignOff,
};
