import type { ReaderText } from '../format';
import { heading, paragraph, button, notes, signOff, textSignOff, type TemplateSource } from '../template-source';

export interface MaintenanceNoteAddedProps {
  firstName: string;
  title: string;
  propertyName: string;
  author: string;
  /** The note's text (placed by the shared notes block). */
  notes: string;
  addedAt: ReaderText;
  hubUrl: string;
}

export const maintenanceNoteAddedTemplate: TemplateSource = {
  subject: 'New note on your maintenance request "{{title}}"',
  mjml: [
    heading('Hello {{firstName}},'),
    paragraph('{{author}} added a note to your maintenance request <strong>{{title}}</strong> for {{propertyName}}:'),
    notes('Note, {{addedAt}}'),
    button('See my requests', 'hubUrl'),
    signOff,
  ].join(''),
  text:
    'Hello {{firstName}},\n\n{{author}} added a note to your maintenance request "{{title}}" for {{propertyName}} ' +
    '({{addedAt}}):\n\n{{notes}}\n\nSee my requests: {{hubUrl}}\n' +
    textSignOff,
};
