import { heading, paragraph, button, notes, signOff, textSignOff, type TemplateSource } from '../template-source';

export interface ApplicationApprovedProps {
  firstName: string;
  propertyName: string;
  address: string;
  moveInTotalLabel: string;
  notes?: string;
  checkoutUrl: string;
}

export const applicationApprovedTemplate: TemplateSource = {
  subject: 'Your application for {{propertyName}} is approved',
  mjml: [
    heading('Good news, {{firstName}}!'),
    paragraph(
      'Your application for <strong>{{propertyName}}</strong> ({{address}}) has been approved. Complete the move-in ' +
        'payment of <strong>{{moveInTotalLabel}}</strong> to confirm the rental.',
    ),
    notes('Notes from the property manager'),
    button('Proceed to checkout', 'checkoutUrl'),
    signOff,
  ].join(''),
  text:
    'Good news, {{firstName}}!\n\nYour application for {{propertyName}} ({{address}}) has been approved. Complete ' +
    'the move-in payment of {{moveInTotalLabel}} to confirm the rental.\n' +
    '{{#if notes}}\nNotes from the property manager: {{notes}}\n{{/if}}' +
    '\nProceed to checkout: {{checkoutUrl}}\n' +
    textSignOff,
};
