import { productText } from '../../i18n/catalogues';
import { textNow } from '../../i18n/text-now';
import { apiErrorFrom } from '../../lib/problem';
import { problemAnswer } from '../../test/fetch-stub';
import { authErrorMessage } from './auth-errors';

const tooManyAttempts = (extensions: Record<string, unknown>) =>
  problemAnswer(
    429,
    'TOO_MANY_ATTEMPTS',
    'Too many failed sign-in attempts. Try again in 5 minute(s).',
    undefined,
    extensions,
  );

describe('a sign-in locked after failures, in Hindi', () => {
  it('says how long to wait when the answer says it', async () => {
    await productText.show('hi');
    const error = await apiErrorFrom(tooManyAttempts({ retryAfterSeconds: 290 }));
    expect(authErrorMessage(error, textNow)).toBe('लॉग इन की बहुत सारी कोशिशें नाकाम रहीं। 5 मिनट बाद फिर से कोशिश करें।');
  });

  it('asks to wait a few minutes when it does not', async () => {
    await productText.show('hi');
    const error = await apiErrorFrom(tooManyAttempts({}));
    expect(authErrorMessage(error, textNow)).toBe('लॉग इन की बहुत सारी कोशिशें नाकाम रहीं। कुछ मिनट रुककर फिर से कोशिश करें।');
  });
});
