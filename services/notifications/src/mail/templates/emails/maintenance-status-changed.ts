import type { MaintenanceActorRole } from '@trio/contracts/events/maintenance';
import type { ReaderText } from '../format';
import { heading, paragraph, button, signOff, t, textSignOff, type TemplateSource } from '../template-source';

export interface MaintenanceStatusChangedProps {
  firstName: string;
  title: string;
  propertyName: string;
  /** `message('common.maintenanceStatus', { status })` */
  statusLabel: ReaderText;
  previousStatusLabel: ReaderText;
  /** Who changed it: the landlord, else the property manager (the tenant's own changes are not mailed). */
  changedBy: MaintenanceActorRole;
  hubUrl: string;
}

export const maintenanceStatusChangedTemplate: TemplateSource = {
  subject: t('maintenance-status-changed.subject'),
  mjml: [
    heading(t('maintenance-status-changed.greeting')),
    paragraph(t('maintenance-status-changed.changed')),
    button(t('maintenance-status-changed.hub'), 'hubUrl'),
    signOff,
  ].join(''),
  text:
    `${t('maintenance-status-changed.greeting')}\n\n${t('maintenance-status-changed.changedText')}\n\n` +
    `${t('maintenance-status-changed.hub')}: {{hubUrl}}\n` +
    textSignOff,
};
