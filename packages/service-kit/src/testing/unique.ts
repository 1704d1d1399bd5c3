import { randomBytes, randomInt } from 'node:crypto';
import { verhoeffCheckDigit } from '@trio/contracts/identity-numbers';

/** A name no other test run uses: tests share the servers, so each one works in its own topic/db/bucket. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}

let aadhaarCount = 0;

/**
 * A valid Aadhaar number (11 digits, the first 2–9, and their Verhoeff check digit) that no earlier call in this
 * process made (a counter) and another process is unlikely to make (random digits).
 */
export function uniqueAadhaar(): string {
  aadhaarCount += 1;
  const digits = `${randomInt(2, 10)}${String(randomInt(0, 1e6)).padStart(6, '0')}${String(aadhaarCount % 1e4).padStart(4, '0')}`;
  return `${digits}${verhoeffCheckDigit(digits)}`;
}
