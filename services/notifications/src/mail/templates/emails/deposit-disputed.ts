import {
  heading,
  paragraph,
  button,
  facts,
  notes,
  signOff,
  t,
  textFacts,
  textSignOff,
  type TemplateSource,
} from '../template-source';

export interface DepositDisputedProps {
  tenantName: string;
  propertyName: string;
  reason: string;
  amountLabel: string;
  /** The renter's note (placed by the shared notes block). */
  notes: string;
  hubUrl: string;
}

const deductionFacts = [
  ['common.factProperty', 'propertyName'],
  ['deposit-disputed.factDeduction', 'reason'],
  ['deposit-disputed.factAmount', 'amountLabel'],
] as const;

/** To the manager: the renter disputes a deduction; revise or confirm it before settling. */
export const depositDisputedTemplate: TemplateSource = {
  subject: t('deposit-disputed.subject'),
  mjml: [
    heading(t('deposit-disputed.heading')),
    paragraph(t('deposit-disputed.disputed')),
    facts(deductionFacts),
    notes('deposit-disputed.note'),
    paragraph(t('deposit-disputed.next')),
    button(t('deposit-disputed.hub'), 'hubUrl'),
    signOff,
  ].join(''),
  text:
    `${t('deposit-disputed.heading')}\n\n${t('deposit-disputed.disputed')}\n\n` +
    textFacts(deductionFacts) +
    `\n${t('deposit-disputed.note')}: {{notes}}\n\n${t('deposit-disputed.next')}\n\n` +
    `${t('deposit-disputed.hub')}: {{hubUrl}}\n` +
    textSignOff,
};
