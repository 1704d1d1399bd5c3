import {
  hasValidVerhoeffCheckDigit,
  identityNumberProblem,
  maskIdentityNumber,
  normaliseIdentityNumber,
  verhoeffCheckDigit,
} from './identity-numbers';

/** A syntactically valid Aadhaar number: 11 digits plus their Verhoeff check digit. */
const aadhaar = (first11: string) => `${first11}${verhoeffCheckDigit(first11)}`;

describe('Verhoeff check digit', () => {
  it.each([
    ['236', 3],
    ['12345', 1],
    ['142857', 0],
  ])('appends the published check digit to %s', (digits, check) => {
    expect(verhoeffCheckDigit(digits)).toBe(check);
    expect(hasValidVerhoeffCheckDigit(`${digits}${check}`)).toBe(true);
  });

  it('catches every single-digit error and every adjacent transposition of a number', () => {
    const valid = aadhaar('23412341234');
    expect(hasValidVerhoeffCheckDigit(valid)).toBe(true);
    for (let i = 0; i < valid.length; i += 1) {
      for (let d = 0; d < 10; d += 1) {
        if (String(d) === valid[i]) continue;
        expect(hasValidVerhoeffCheckDigit(`${valid.slice(0, i)}${d}${valid.slice(i + 1)}`)).toBe(false);
      }
      if (i + 1 < valid.length && valid[i] !== valid[i + 1]) {
        const swapped = `${valid.slice(0, i)}${valid[i + 1]}${valid[i]}${valid.slice(i + 2)}`;
        expect(hasValidVerhoeffCheckDigit(swapped)).toBe(false);
      }
    }
  });

  it('refuses non-digits', () => {
    expect(hasValidVerhoeffCheckDigit('12a4')).toBe(false);
    expect(() => verhoeffCheckDigit('')).toThrow(RangeError);
  });
});

describe('PAN / Aadhaar', () => {
  const valid = aadhaar('49876543210');

  it.each([
    valid,
    `${valid.slice(0, 4)} ${valid.slice(4, 8)} ${valid.slice(8)}`,
    'ABCPE1234F',
    'abcpe1234f',
    'AAACT0001Z',
  ])('accepts %s', (text) => {
    expect(identityNumberProblem(text)).toBeUndefined();
  });

  it.each([
    ['', /required/],
    ['12345', /12 digits/],
    [aadhaar('19876543210'), /0 or 1/],
    [aadhaar('09876543210'), /0 or 1/],
    [`${valid.slice(0, 11)}${(Number(valid[11]) + 1) % 10}`, /check digit/],
    ['ABCDE1234F', /fourth letter/],
    ['ABCP1234F', /PAN/],
    ['ABCPE12345', /PAN/],
  ])('refuses %p', (text, message) => {
    expect(identityNumberProblem(text)).toMatch(message);
  });

  it('normalises and masks, keeping the last four characters only', () => {
    expect(normaliseIdentityNumber(` ${valid.slice(0, 6)}-${valid.slice(6)} `)).toEqual({
      kind: 'aadhaar',
      value: valid,
    });
    expect(normaliseIdentityNumber('abcpe1234f')).toEqual({ kind: 'pan', value: 'ABCPE1234F' });
    expect(normaliseIdentityNumber('nope')).toBeUndefined();
    expect(maskIdentityNumber('aadhaar', valid)).toBe(`XXXX XXXX ${valid.slice(8)}`);
    expect(maskIdentityNumber('pan', 'ABCPE1234F')).toBe('XXXXXX234F');
  });
});
