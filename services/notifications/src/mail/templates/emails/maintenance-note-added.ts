import type { ReaderText } from '../format';
import { heading, paragraph, button, notes, signOff, t, textSignOff, type TemplateSource } from '../template-source';

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
  subject: t('maintenance-note-added.subject'),
  mjml: [
    heading(t('maintenance-note-added.greeting')),
    paragraph(t('maintenance-note-added.added')),
    notes('maintenance-note-added.note'),
    button(t('maintenance-note-added.hub'), 'hubUrl'),
    signOff,
  ].join(''),
  text:
    `${t('maintenance-note-added.greeting')}\n\n${t('maintenance-note-added.addedText')}\n\n{{notes}}\n\n` +
    `${t('maintenance-note-added.hub')}: {{hubUrl}}\n` +
    textSignOff,
};
