import { heading, paragraph, button, signOff, textSignOff, type TemplateSource } from '../template-source';

export interface MaintenanceStatusChangedProps {
  firstName: string;
  title: string;
  propertyName: string;
  statusLabel: string;
  previousStatusLabel: string;
  changedBy: string;
  hubUrl: string;
}

export const maintenanceStatusChangedTemplate: TemplateSource = {
  subject: 'Your maintenance request "{{title}}" is now {{statusLabel}}',
  mjml: [
    heading('Hello {{firstName}},'),
    paragraph(
      'Your maintenance request <strong>{{title}}</strong> for {{propertyName}} changed from {{previousStatusLabel}} ' +
        'to <strong>{{statusLabel}}</strong> ({{changedBy}}).',
    ),
    button('See my requests', 'hubUrl'),
    signOff,
  ].join(''),
  text:
    'Hello {{firstName}},\n\nYour maintenance request "{{title}}" for {{propertyName}} changed from ' +
    '{{previousStatusLabel}} to {{statusLabel}} ({{changedBy}}).\n\nSee my requests: {{hubUrl}}\n' +
    textSignOff,
};
