/** Invisible joiners (ZWNJ, ZWJ) that change how Indic letters are drawn, not which word is written. */
const JOINERS = /[\u200c\u200d]/g;

/**
 * A name as written in any script, in one Unicode form: NFC, without the invisible joiners. Latin letters keep
 * their case and accents; Indic names ("पुणे", "ಕೋರಮಂಗಲ") compare equal however the keyboard composed them.
 */
export function canonicalName(name: string): string {
  return name.normalize('NFC').replace(JOINERS, '');
}

/**
 * Comparison keys for place names: letter case, Latin diacritics, spaces and punctuation do not count, "&" reads
 * as "and". "T. Nagar", "t nagar" and "TNagar" share the key "tnagar"; "Bengalūru" and "BENGALURU" share
 * "bengaluru". Names in Indic scripts keep their vowel signs and viramas (they are letters of the word there, not
 * accents: "पुणे" is not "पण"), in NFC and without joiners.
 */
export function nameKey(name: string): string {
  return canonicalName(
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC'),
  )
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}

/**
 * True when `a` turns into `b` with at most one edit: one letter inserted, deleted or replaced, or two adjacent
 * letters swapped ("Bangalor" → "bangalore", "Mumbaai" → "mumbai", "Dehli" → "delhi").
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = a.length - b.length;
  if (lengthGap > 1 || lengthGap < -1) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  let start = 0;
  while (start < shorter.length && shorter[start] === longer[start]) start += 1;
  if (shorter.length !== longer.length) return shorter.slice(start) === longer.slice(start + 1);
  if (shorter.slice(start + 1) === longer.slice(start + 1)) return true;
  return (
    shorter[start] === longer[start + 1] &&
    shorter[start + 1] === longer[start] &&
    shorter.slice(start + 2) === longer.slice(start + 2)
  );
}
