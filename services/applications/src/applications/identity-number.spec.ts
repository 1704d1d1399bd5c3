import { verhoeffCheckDigit } from '@trio/contracts/identity-numbers';
import { protectIdentityNumber } from './identity-number';

const secret = 'a-test-identity-hash-key-of-32-characters';
const aadhaar = `23412341234${verhoeffCheckDigit('23412341234')}`;

describe('protectIdentityNumber', () => {
  it('keeps the kind, the masked form and a keyed hash, never the number', () => {
    const kept = protectIdentityNumber(aadhaar, secret);
    expect(kept).toEqual({
      kind: 'aadhaar',
      masked: `XXXX XXXX ${aadhaar.slice(-4)}`,
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.stringify(kept)).not.toContain(aadhaar.slice(0, 8));
    expect(protectIdentityNumber('abcpe1234f', secret)).toMatchObject({ kind: 'pan', masked: 'XXXXXX234F' });
  });

  it('hashes the same number the same however it is written, and differently under another key', () => {
    const spaced = `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`;
    expect(protectIdentityNumber(spaced, secret).hash).toBe(protectIdentityNumber(aadhaar, secret).hash);
    expect(protectIdentityNumber(aadhaar, `${secret}!`).hash).not.toBe(protectIdentityNumber(aadhaar, secret).hash);
  });

  it('refuses an invalid number', () => {
    expect(() => protectIdentityNumber('123412341234', secret)).toThrow(RangeError);
  });
});
