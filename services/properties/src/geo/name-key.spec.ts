import { nameKey, withinOneEdit } from './name-key';

describe('nameKey', () => {
  it('ignores case, diacritics, spaces and punctuation, and reads & as and', () => {
    expect(nameKey('  T. Nagar ')).toBe('tnagar');
    expect(nameKey('Bengalūru')).toBe('bengaluru');
    expect(nameKey('HSR-Layout')).toBe('hsrlayout');
    expect(nameKey('Jammu & Kashmir')).toBe('jammuandkashmir');
    expect(nameKey('DLF Phase 2')).toBe('dlfphase2');
    expect(nameKey(' ,. ')).toBe('');
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['bangalor', 'bangalore'],
    ['mumbaai', 'mumbai'],
    ['dehli', 'delhi'],
    ['chenai', 'chennai'],
    ['kolkatta', 'kolkata'],
    ['pune', 'pune'],
    ['punr', 'pune'],
  ])('%p is one edit from %p', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(true);
    expect(withinOneEdit(b, a)).toBe(true);
  });

  it.each([
    ['bngalre', 'bangalore'],
    ['mumbai', 'mumbaiii'],
    ['abcd', 'badc'],
    ['delhi', 'hyderabad'],
  ])('%p is more than one edit from %p', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(false);
  });
});
