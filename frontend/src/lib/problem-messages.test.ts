import { problemCodes } from '@trio/contracts/problem';
import englishCommon from '../i18n/catalogues/en/common.json';
import hindiCommon from '../i18n/catalogues/hi/common.json';
import { productText } from '../i18n/catalogues';
import { problemAnswer } from '../test/fetch-stub';
import { apiErrorFrom } from './problem';
import { PROBLEM_MESSAGE_IDS } from './problem-messages';

const REMINDER_DETAIL = 'A reminder was sent for this lease less than an hour ago. Try again in 25 minutes.';

function reminderTooSoon(): Response {
  return problemAnswer(429, 'REMINDER_TOO_SOON', REMINDER_DETAIL, undefined, { retryAfterSeconds: 1450 });
}

function validationFailed(): Response {
  return problemAnswer(400, 'VALIDATION_FAILED', 'The request body is not valid.', [
    { field: 'firstName', message: 'First name is required.', code: 'too_small' },
    { field: 'phone', message: 'Enter a 10-digit Indian mobile number.', code: 'invalid_format' },
    { field: 'address', message: 'Address must be at most 300 characters.', code: 'too_big' },
    { field: 'dateOfBirth', message: 'You must be at least 18 years old.', code: 'custom' },
    { field: 'leasePeriod', message: 'Too big: expected number to be <=36', code: 'too_big' },
    { field: 'gender', message: 'is required' },
  ]);
}

describe('a problem answer in the language shown', () => {
  it('keeps the server’s detail and field messages in English', async () => {
    const reminder = await apiErrorFrom(reminderTooSoon());
    expect(reminder.message).toBe(REMINDER_DETAIL);
    const invalid = await apiErrorFrom(validationFailed());
    expect(invalid.message).toBe('The request body is not valid.');
    expect(invalid.fieldErrors).toMatchObject({
      firstName: 'First name is required.',
      phone: 'Enter a 10-digit Indian mobile number.',
    });
  });

  it('says what each code means in Hindi, with how long to wait', async () => {
    await productText.show('hi');
    const reminder = await apiErrorFrom(reminderTooSoon());
    expect(reminder.code).toBe('REMINDER_TOO_SOON');
    expect(reminder.message).toBe('इस लीज़ के लिए पिछले एक घंटे में रिमाइंडर भेजा जा चुका है। 25 मिनट बाद फिर से कोशिश करें।');

    const conflict = await apiErrorFrom(problemAnswer(409, 'CONFLICT', 'The request changed meanwhile; try again.'));
    expect(conflict.message).toBe(
      'इस बीच इसमें बदलाव हो गया है या इसकी मौजूदा स्थिति में यह नहीं हो सकता। कृपया पेज रीलोड करके फिर से कोशिश करें।',
    );
    const forbidden = await apiErrorFrom(problemAnswer(403, 'FORBIDDEN', 'Only the landlord may do this.'));
    expect(forbidden.message).toBe('आपको यह करने की अनुमति नहीं है।');
    const rateLimited = await apiErrorFrom(problemAnswer(429, 'RATE_LIMITED', 'Too many requests.'));
    expect(rateLimited.message).toBe('बहुत ज़्यादा अनुरोध भेजे गए हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।');
  });

  it('says a VALIDATION_FAILED answer and its fields in Hindi', async () => {
    await productText.show('hi');
    const invalid = await apiErrorFrom(validationFailed());
    expect(invalid.message).toBe('दर्ज की गई कुछ जानकारी सही नहीं है। कृपया जाँचकर फिर से कोशिश करें।');
    expect(invalid.fieldErrors).toEqual({
      firstName: 'यह जानकारी ज़रूरी है।',
      phone: '10 अंकों का भारतीय मोबाइल नंबर लिखें।',
      address: 'ज़्यादा से ज़्यादा 300 अक्षर लिखें।',
      dateOfBirth: 'आपकी उम्र कम से कम 18 साल होनी चाहिए।',
      // The server's issues carry no numbers: the code alone.
      leasePeriod: 'यह बहुत लंबा या बहुत ज़्यादा है।',
      gender: 'यह जानकारी ज़रूरी है।',
    });
  });

  it('gives a field error it cannot read the words of its problem (WEAK_PASSWORD)', async () => {
    await productText.show('hi');
    const weak = await apiErrorFrom(
      problemAnswer(400, 'WEAK_PASSWORD', 'This password is too common.', [
        { field: 'newPassword', message: 'This password is too common.' },
      ]),
    );
    expect(weak.fieldErrors.newPassword).toBe('यह पासवर्ड बहुत कमज़ोर है। कोई मज़बूत पासवर्ड चुनें।');
  });

  it('says a code it does not know, or an answer without one, in general Hindi words with the status', async () => {
    await productText.show('hi');
    const unknown = await apiErrorFrom(problemAnswer(418, 'TEAPOT_EMPTY', 'The teapot is empty.'));
    expect(unknown.message).toBe('अनुरोध पूरा नहीं हो सका (418)');
    const page = await apiErrorFrom(
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    expect(page.message).toBe('अनुरोध पूरा नहीं हो सका (502)');
  });

  it('is made when the error is: switching language afterwards leaves it as it was', async () => {
    await productText.show('hi');
    const forbidden = await apiErrorFrom(problemAnswer(403, 'FORBIDDEN', 'Only the landlord may do this.'));
    await productText.show('en');
    expect(forbidden.message).toBe('आपको यह करने की अनुमति नहीं है।');
  });

  it('has a message for every code of the contracts, in both catalogues', () => {
    const english: Record<string, string> = englishCommon;
    const hindi: Record<string, string> = hindiCommon;
    const missing = problemCodes.filter((code) => {
      const id = PROBLEM_MESSAGE_IDS[code];
      return !id || !english[id] || !hindi[id];
    });
    expect(problemCodes.length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });
});
