/**
 * Comparison keys for place names: letter case, diacritics, spaces and punctuation do not count, "&" reads as
 * "and". "T. Nagar", "t nagar" and "TNagar" share the key "tnagar"; "Bengalūru" and "BENGALURU" share "bengaluru".
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]/gu, '');
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
