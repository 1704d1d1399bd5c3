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

export interface DepositInspectedProps {
  firstName: string;
  propertyName: string;
  collectedLabel: string;
  deductedLabel: string;
  balanceLabel: string;
  hubUrl: string;
}

const depositFacts = [
  ['common.factProperty', 'propertyName'],
  ['deposit-inspected.factCollected', 'collectedLabel'],
  ['deposit-inspected.factDeducted', 'deductedLabel'],
  ['deposit-inspected.factBalance', 'balanceLabel'],
] as const;

/** To the renter: the move-out inspection is recorded (or revised); accept or dispute each deduction. */
export const depositInspectedTemplate: TemplateSource = {
  subject: t('deposit-inspected.subject'),
  mjml: [
    heading(t('deposit-inspected.greeting')),
    paragraph(t('deposit-inspected.recorded')),
    facts(depositFacts),
    paragraph(t('deposit-inspected.answer')),
    button(t('deposit-inspected.hub'), 'hubUrl'),
    signOff,
  ].join(''),
  text:
    `${t('deposit-inspected.greeting')}\n\n${t('deposit-inspected.recorded')}\n\n` +
    textFacts(depositFacts) +
    `\n${t('deposit-inspected.answer')}\n\n${t('deposit-inspected.hub')}: {{hubUrl}}\n` +
    textSignOff,
};
