import { formatAddress, formatRent } from './format';

describe('formatAddress', () => {
  it('joins the parts of an address object', () => {
    expect(formatAddress({ street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' })).toBe(
      '12 MG Road, Bengaluru, Karnataka 560001',
    );
  });

  it('keeps a plain string and skips empty parts', () => {
    expect(formatAddress('  Baner, Pune ')).toBe('Baner, Pune');
    expect(formatAddress({ street: '', city: 'Pune', state: 'Maharashtra', zipCode: '' })).toBe('Pune, Maharashtra');
    expect(formatAddress(undefined)).toBe('');
  });
});

describe('formatRent', () => {
  it('formats rupees with Indian grouping', () => {
    expect(formatRent(125000)).toBe('₹1,25,000');
    expect(formatRent('25000')).toBe('₹25,000');
    expect(formatRent('₹1,25,000')).toBe('₹1,25,000');
    expect(formatRent(24999.5)).toBe('₹24,999.5');
  });

  it('gives nothing for missing or non-numeric rent', () => {
    expect(formatRent(undefined)).toBe('');
    expect(formatRent('on request')).toBe('');
  });
});
