import type { ReaderText } from '../format';
import { heading, paragraph, button, signOff, textSignOff, type TemplateSource } from '../template-source';

export interface MaintenanceDigestProps {
  name: string;
  propertyName: string;
  count: number;
  requests: Array<{
    title: string;
    priorityLabel: string;
    categoryLabel: string;
    tenantName: string;
    submittedAt: ReaderText;
  }>;
  hubUrl: string;
}

export const maintenanceDigestTemplate: TemplateSource = {
  subject: '{{count}} more maintenance requests at {{propertyName}}',
  mjml: [
    heading('More maintenance requests'),
    paragraph(
      'Hello {{name}}, since our last e-mail about {{propertyName}}, {{count}} more maintenance requests came in. ' +
        'We gathered them here instead of writing once for each.',
    ),
    '<mj-table cellpadding="6px" font-size="14px"><tr style="color:#64748b;text-align:left"><th>Request</th>' +
      '<th>Priority</th><th>Category</th><th>From</th><th>Sent</th></tr>{{#each requests}}<tr><td style="font-weight:bold">' +
      '{{title}}</td><td>{{priorityLabel}}</td><td>{{categoryLabel}}</td><td>{{tenantName}}</td><td>{{submittedAt}}</td>' +
      '</tr>{{/each}}</mj-table>',
    button('Open the maintenance requests', 'hubUrl'),
    signOff,
  ].join(''),
  text:
    'Hello {{name}},\n\nSince our last e-mail about {{propertyName}}, {{count}} more maintenance requests came in:\n\n' +
    '{{#each requests}}- {{title}} ({{priorityLabel}}, {{categoryLabel}}) from {{tenantName}}, {{submittedAt}}\n{{/each}}' +
    '\nMaintenance requests: {{hubUrl}}\n' +
    textSignOff,
};
