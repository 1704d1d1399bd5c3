import type { ReaderText } from '../format';
import { heading, paragraph, button, signOff, t, textSignOff, type TemplateSource } from '../template-source';

export interface MaintenanceDigestProps {
  /** The recipient's name; absent when not known yet (the greeting then names nobody). */
  name?: string;
  propertyName: string;
  count: number;
  requests: Array<{
    title: string;
    /**
     * `message('common.maintenancePriority', { priority })`; a request kept before the codes were (its English label,
     * for a digest open across the deploy) is placed as it is.
     */
    priorityLabel: ReaderText | string;
    /** `message('common.maintenanceCategory', { category })`, or a kept English label (as above). */
    categoryLabel: ReaderText | string;
    tenantName: string;
    submittedAt: ReaderText;
  }>;
  hubUrl: string;
}

/** "Hello Asha," or, a name not known yet, "Hello there,". */
const greeting = `{{#if name}}${t('maintenance-digest.greeting')}{{else}}${t('maintenance-digest.greetingNoName')}{{/if}}`;

export const maintenanceDigestTemplate: TemplateSource = {
  subject: t('maintenance-digest.subject'),
  mjml: [
    heading(t('maintenance-digest.heading')),
    paragraph(`${greeting} ${t('maintenance-digest.cameIn')}`),
    `<mj-table cellpadding="6px" font-size="14px"><tr style="color:#64748b;text-align:left">` +
      `<th>${t('maintenance-digest.columnRequest')}</th><th>${t('maintenance-digest.columnPriority')}</th>` +
      `<th>${t('maintenance-digest.columnCategory')}</th><th>${t('maintenance-digest.columnFrom')}</th>` +
      `<th>${t('maintenance-digest.columnSent')}</th></tr>{{#each requests}}<tr><td style="font-weight:bold">` +
      '{{title}}</td><td>{{priorityLabel}}</td><td>{{categoryLabel}}</td><td>{{tenantName}}</td><td>{{submittedAt}}</td>' +
      '</tr>{{/each}}</mj-table>',
    button(t('maintenance-digest.hub'), 'hubUrl'),
    signOff,
  ].join(''),
  text:
    `${greeting}\n\n${t('maintenance-digest.cameInText')}\n\n` +
    `{{#each requests}}- ${t('maintenance-digest.line')}\n{{/each}}` +
    `\n${t('maintenance-digest.hubText')}: {{hubUrl}}\n` +
    textSignOff,
};
