/*
 * Indian identity numbers as a rental application takes them (spec 000 §3 "PAN / ADHAAR"): what is a well-formed
 * PAN or Aadhaar number, and how each is shown once stored. Pure functions, shared by the applications service
 * (which validates and masks) and the SPA (which shows inline errors before sending).
 *
 * Aadhaar numbers are personal data: the service keeps only the masked form and a keyed hash, never the number.
 */

// ---------------------------------------------------------------------------------------------------------------
// Verhoeff check digit (Aadhaar's last digit)
// ---------------------------------------------------------------------------------------------------------------

/*
 * The Verhoeff scheme works in the dihedral group D5: ten symbols, a multiplication table, a permutation applied
 * once more for every position from the right, and an inverse. The tables are built here from their definitions
 * rather than written out, which keeps them checkable:
 *   - D5 elements 0–4 are rotations, 5–9 reflections, numbered as Verhoeff's table numbers them: with a, b the
 *     index mod 5, rotation·rotation = a+b, rotation·reflection = 5+(a+b), reflection·rotation = 5+(a−b),
 *     reflection·reflection = a−b (all mod 5);
 *   - the position permutation is σ = (0)(1 5 8 9 4 2 7)(3 6), applied i times at position i.
 */

function d5(a: number, b: number): number {
  const mod5 = (n: number) => ((n % 5) + 5) % 5;
  const aReflect = a >= 5;
  const bReflect = b >= 5;
  const ak = a % 5;
  const bk = b % 5;
  if (!aReflect && !bReflect) return mod5(ak + bk);
  if (!aReflect && bReflect) return 5 + mod5(ak + bk);
  if (aReflect && !bReflect) return 5 + mod5(ak - bk);
  return mod5(ak - bk);
}

const SIGMA = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];

/** `permutation[i % 8][digit]`: σ applied i times (σ has order 8). */
const permutation: number[][] = (() => {
  const rows: number[][] = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]];
  for (let i = 1; i < 8; i += 1) rows.push((rows[i - 1] as number[]).map((digit) => SIGMA[digit] as number));
  return rows;
})();

function verhoeffChecksum(digits: string, offset: number): number {
  let check = 0;
  const reversed = [...digits].reverse();
  for (const [index, char] of reversed.entries()) {
    const position = (index + offset) % 8;
    check = d5(check, (permutation[position] as number[])[Number(char)] as number);
  }
  return check;
}

/** Whether a string of digits ends with a valid Verhoeff check digit. */
export function hasValidVerhoeffCheckDigit(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  return verhoeffChecksum(digits, 0) === 0;
}

/** The Verhoeff check digit to append to a string of digits. */
export function verhoeffCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError('verhoeffCheckDigit takes a string of digits');
  const checksum = verhoeffChecksum(digits, 1);
  for (let inverse = 0; inverse < 10; inverse += 1) {
    if (d5(checksum, inverse) === 0) return inverse;
  }
  // Unreachable: every element of D5 has an inverse.
  throw new Error('no Verhoeff inverse');
}

// ---------------------------------------------------------------------------------------------------------------
// PAN and Aadhaar
// ---------------------------------------------------------------------------------------------------------------

/**
 * The fourth letter of a PAN says who holds it: P individual, C company, H Hindu undivided family, F firm,
 * A association of persons, T trust, B body of individuals, L local authority, J artificial juridical person,
 * G government.
 */
export const PAN_HOLDER_LETTERS = 'PCHFATBLJG';

export type IdentityNumberKind = 'pan' | 'aadhaar';

/** Why a PAN / Aadhaar text is not a valid number (a sentence for the form), or undefined when it is one. */
export function identityNumberProblem(text: string): string | undefined {
  const value = text.trim().toUpperCase();
  if (value.length === 0) return 'PAN or Aadhaar number is required.';
  const digits = value.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) {
    if (digits.length !== 12) return 'An Aadhaar number has 12 digits.';
    if (/^[01]/.test(digits)) return 'An Aadhaar number does not start with 0 or 1.';
    if (!hasValidVerhoeffCheckDigit(digits)) return 'This Aadhaar number is not valid (its check digit is wrong).';
    return undefined;
  }
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(value)) {
    return 'Enter a PAN (like ABCPE1234F) or a 12-digit Aadhaar number.';
  }
  if (!PAN_HOLDER_LETTERS.includes(value[3] as string)) {
    return `This PAN is not valid: its fourth letter must be one of ${PAN_HOLDER_LETTERS.split('').join(', ')}.`;
  }
  return undefined;
}

/** A valid identity number in its canonical form (PAN upper-case, Aadhaar 12 digits), or undefined. */
export function normaliseIdentityNumber(text: string): { kind: IdentityNumberKind; value: string } | undefined {
  if (identityNumberProblem(text) !== undefined) return undefined;
  const value = text.trim().toUpperCase();
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{12}$/.test(digits) ? { kind: 'aadhaar', value: digits } : { kind: 'pan', value };
}

/**
 * How a stored number is shown, with its last four characters only: an Aadhaar number as `XXXX XXXX 1234` (the
 * masked Aadhaar's usual form), a PAN as `XXXXXX234F`.
 */
export function maskIdentityNumber(kind: IdentityNumberKind, value: string): string {
  if (kind === 'aadhaar') return `XXXX XXXX ${value.slice(-4)}`;
  return `${'X'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}
