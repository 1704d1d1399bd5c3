import type { ReaderText } from '../format';
import { heading, paragraph, button, signOff, textSignOff, type TemplateSource } from '../template-source';

/** `resetUrl` carries the single-use token: it is placed in the message and nowhere else (never logged). */
export interface PasswordResetProps {
  firstName: string;
  resetUrl: string;
  expiresAt: ReaderText;
}

export const passwordResetTemplate: TemplateSource = {
  subject: 'Reset your Trio Rentals password',
  mjml: [
    heading('Reset your password, {{firstName}}'),
    paragraph(
      'Someone (we hope you) asked to reset the password of your Trio Rentals account. The link works once, until ' +
        '{{expiresAt}}; using it signs you out everywhere.',
    ),
    button('Choose a new password', 'resetUrl'),
    paragraph('If you did not ask for this, ignore this e-mail: your password stays as it is.'),
    signOff,
  ].join(''),
  text:
    'Reset your password, {{firstName}}\n\nSomeone (we hope you) asked to reset the password of your Trio Rentals ' +
    'account. The link works once, until {{expiresAt}}; using it signs you out everywhere.\n\nChoose a new ' +
    'password: {{resetUrl}}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.\n' +
    textSignOff,
};
