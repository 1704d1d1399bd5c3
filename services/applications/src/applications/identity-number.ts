import { createHmac } from 'node:crypto';
import { maskIdentityNumber, normaliseIdentityNumber } from '@trio/contracts/identity-numbers';
import type { StoredIdentity } from './application.schema';

/**
 * What is kept of a PAN or Aadhaar number: its kind, its masked form and a keyed hash of its canonical form (so the
 * same number typed with spaces or in lower case hashes the same). The number itself goes no further than this
 * function: it is not stored, logged or published. Throws on an invalid number (the request was validated first).
 */
export function protectIdentityNumber(text: string, secret: string): StoredIdentity {
  const number = normaliseIdentityNumber(text);
  if (!number) throw new RangeError('not a valid PAN or Aadhaar number');
  return {
    kind: number.kind,
    masked: maskIdentityNumber(number.kind, number.value),
    hash: createHmac('sha256', secret).update(`${number.kind}:${number.value}`).digest('hex'),
  };
}
