import { passwordWeakness } from './password-policy';

describe('passwordWeakness', () => {
  const email = 'asha.rao@example.in';

  it.each([
    ['short', 'Ab3$xyz', /at least 8 characters/],
    ['too long', 'x'.repeat(60) + 'Y'.repeat(69), /at most 128 characters/],
    ['the e-mail', 'Asha.Rao@Example.in', /e-mail/],
    ['the e-mail name part', 'asha.rao', /e-mail/],
    ['a common password', 'Password123', /too common/],
    ['a local favourite', 'Mumbai123', /too common/],
    ['one repeated character', 'zzzzzzzzzz', /single character/],
  ])('refuses %s', (_case, password, message) => {
    expect(passwordWeakness(password, email)).toMatch(message);
  });

  it.each([['correct horse battery'], ['Kh@ndala-monsoon-2026'], ['8 chars!'], ['x'.repeat(64) + 'Y'.repeat(64)]])(
    'accepts %p',
    (password) => {
      expect(passwordWeakness(password, email)).toBeNull();
    },
  );

  it('counts characters, not bytes', () => {
    expect(passwordWeakness('पासवर्ड१२३४', email)).toBeNull();
    expect(passwordWeakness('पासवर्ड', email)).toMatch(/at least 8/);
  });
});
