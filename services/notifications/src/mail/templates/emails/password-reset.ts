import type { ReaderText } from '../format';
import { heading, paragraph, button, signOff, t, textSignOff, type TemplateSource } from '../template-source';

/** `resetUrl` carries the single-use token: it is placed in the message and nowhere else (never logged). */
export interface PasswordResetProps {
  firstName: string;
  resetUrl: string;
  expiresAt: ReaderText;
}

export const passwordResetTemplate: TemplateSource = {
  subject: t('password-reset.subject'),
  mjml: [
    heading(t('password-reset.heading')),
    paragraph(t('password-reset.asked')),
    button(t('password-reset.choose'), 'resetUrl'),
    paragraph(t('password-reset.notYou')),
    signOff,
  ].join(''),
  text:
    `${t('password-reset.heading')}\n\n${t('password-reset.asked')}\n\n` +
    `${t('password-reset.choose')}: {{resetUrl}}\n\n${t('password-reset.notYou')}\n` +
    textSignOff,
};
