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

export interface MaintenanceCreatedProps {
  name: string;
  tenantName: string;
  title: string;
  categoryLabel: string;
  priorityLabel: string;
  description: string;
  propertyName: string;
  address: string;
  dueAt: ReaderText;
  hubUrl: string;
}

export const maintenanceCreatedTemplate: TemplateSource = {
  subject: 'New {{priorityLabel}} maintenance request: {{title}} ({{propertyName}})',
  mjml: [
    heading('A new maintenance request'),
    paragraph(
      'Hello {{name}}, <strong>{{tenantName}}</strong> has asked for maintenance at {{propertyName}}. Please respond ' +
        'by {{dueAt}}.',
    ),
    facts([
      ['Request', 'title'],
      ['Category', 'categoryLabel'],
      ['Priority', 'priorityLabel'],
      ['Property', 'propertyName'],
      ['Address', 'address'],
      ['Respond by', 'dueAt'],
    ]),
    paragraph('<strong>Description</strong><br/>{{description}}'),
    button('Open the maintenance requests', 'hubUrl'),
    signOff,
  ].join(''),
  text:
    'Hello {{name}},\n\n{{tenantName}} has asked for maintenance at {{propertyName}}. Please respond by {{dueAt}}.\n\n' +
    textFacts([
      ['Request', 'title'],
      ['Category', 'categoryLabel'],
      ['Priority', 'priorityLabel'],
      ['Property', 'propertyName'],
      ['Address', 'address'],
      ['Respond by', 'dueAt'],
    ]) +
    '\nDescription: {{description}}\n\nMaintenance requests: {{hubUrl}}\n' +
    textSignOff,
};
