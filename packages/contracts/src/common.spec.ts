import {
  addressSchema,
  pageOffset,
  pageSchema,
  paginationQuerySchema,
  paiseSchema,
  paiseToRupees,
  formatIndianDate,
  formatIndianDateTime,
  formatIndianMonth,
  formatPaiseAsRupees,
  pinCodeSchema,
  MAX_CONVERTIBLE_RUPEES,
  objectIdSchema,
  roleSchema,
  rupeesToPaise,
  uuidSchema,
} from './common';
import { z } from 'zod';

describe('ids', () => {
  it('accepts a 24-hex ObjectId and refuses other shapes', () => {
    expect(objectIdSchema.safeParse('65a1f0c2e4b0a1b2c3d4e501').success).toBe(true);
    expect(objectIdSchema.safeParse('65A1F0C2E4B0A1B2C3D4E501').success).toBe(false);
    expect(objectIdSchema.safeParse('65a1f0c2e4b0a1b2c3d4e50').success).toBe(false);
    expect(objectIdSchema.safeParse('65a1f0c2e4b0a1b2c3d4e5011').success).toBe(false);
    expect(objectIdSchema.safeParse('zza1f0c2e4b0a1b2c3d4e501').success).toBe(false);
  });

  it('accepts a uuid and refuses a near miss', () => {
    expect(uuidSchema.safeParse('3f2b8c1e-9a4d-4e7b-8c2f-1d5e6a7b8c9d').success).toBe(true);
    expect(uuidSchema.safeParse('3f2b8c1e-9a4d-4e7b-8c2f-1d5e6a7b8c9').success).toBe(false);
    expect(uuidSchema.safeParse('not-a-uuid').success).toBe(false);
  });
});

describe('paiseSchema', () => {
  it.each([0, 1, 3_500_000, Number.MAX_SAFE_INTEGER])('accepts %p', (value) => {
    expect(paiseSchema.safeParse(value).success).toBe(true);
  });

  it.each([-1, 0.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN, Infinity, '100'])('refuses %p', (value) => {
    expect(paiseSchema.safeParse(value).success).toBe(false);
  });
});

describe('rupeesToPaise', () => {
  it('converts whole and two-decimal rupee amounts exactly', () => {
    expect(rupeesToPaise(0)).toBe(0);
    expect(rupeesToPaise(25_000)).toBe(2_500_000);
    expect(rupeesToPaise(100_000.5)).toBe(10_000_050);
    expect(rupeesToPaise(0.07)).toBe(7); // 0.07 * 100 is 7.000000000000001 in binary floating point
    expect(rupeesToPaise(1.1)).toBe(110); // 110.00000000000001
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(1_234_567.89)).toBe(123_456_789);
  });

  it('absorbs representation noise: 0.1 + 0.2 rupees is 30 paise', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });

  it('refuses a real fraction of a paisa instead of rounding it away (1.005 rupees = 100.5 paise)', () => {
    expect(() => rupeesToPaise(1.005)).toThrow(RangeError);
    expect(() => rupeesToPaise(1.005)).toThrow(/not a whole number of paise/);
    expect(() => rupeesToPaise(0.001)).toThrow(RangeError);
    expect(() => rupeesToPaise(99.999)).toThrow(RangeError);
  });

  it('refuses non-finite, negative and oversized amounts', () => {
    expect(() => rupeesToPaise(Number.NaN)).toThrow(/not a finite number/);
    expect(() => rupeesToPaise(Infinity)).toThrow(/not a finite number/);
    expect(() => rupeesToPaise(-Infinity)).toThrow(/not a finite number/);
    expect(() => rupeesToPaise(-1)).toThrow(/never negative/);
    expect(() => rupeesToPaise(MAX_CONVERTIBLE_RUPEES + 1)).toThrow(RangeError);
    expect(() => rupeesToPaise('500' as unknown as number)).toThrow(/not a finite number/);
  });

  it('still tells whole paise from half paise at the largest accepted amount', () => {
    expect(rupeesToPaise(MAX_CONVERTIBLE_RUPEES)).toBe(MAX_CONVERTIBLE_RUPEES * 100);
    expect(rupeesToPaise(999_999_999_999.99)).toBe(99_999_999_999_999);
  });

  it('round-trips every paise value of the first ten thousand rupees written as a decimal string', () => {
    const wrong: number[] = [];
    for (let paise = 0; paise <= 1_000_000; paise += 1) {
      const rupees = Number(`${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`);
      if (rupeesToPaise(rupees) !== paise) wrong.push(paise);
    }
    expect(wrong).toEqual([]);
  });

  it('is the inverse of paiseToRupees', () => {
    expect(paiseToRupees(10_000_050)).toBe(100_000.5);
    expect(rupeesToPaise(paiseToRupees(123_456_789))).toBe(123_456_789);
    expect(() => paiseToRupees(-5)).toThrow(RangeError);
  });
});

describe('formatPaiseAsRupees', () => {
  it.each([
    [0, '₹0'],
    [5, '₹0.05'],
    [50, '₹0.50'],
    [99_900, '₹999'],
    [100_000, '₹1,000'],
    [2_500_000, '₹25,000'],
    [3_450_000, '₹34,500'],
    [10_000_000, '₹1,00,000'],
    [10_000_050, '₹1,00,000.50'],
    [123_456_789, '₹12,34,567.89'],
    [1_000_000_000, '₹1,00,00,000'],
    [12_345_678_901, '₹12,34,56,789.01'],
  ])('formats %p paise as %p', (paise, text) => {
    expect(formatPaiseAsRupees(paise)).toBe(text);
  });

  it('agrees with the en-IN number format on grouping', () => {
    const indian = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    for (const rupees of [1, 12, 123, 1234, 12_345, 123_456, 1_234_567, 12_345_678, 123_456_789, 9_876_543_210]) {
      expect(formatPaiseAsRupees(rupees * 100)).toBe(`₹${indian.format(rupees)}`);
    }
  });

  it('refuses what is not paise', () => {
    expect(() => formatPaiseAsRupees(-100)).toThrow(RangeError);
    expect(() => formatPaiseAsRupees(10.5)).toThrow(RangeError);
    expect(() => formatPaiseAsRupees(Number.NaN)).toThrow(RangeError);
  });
});

describe('dates as people in India read them', () => {
  it('writes a calendar date as that day, whatever the zone the code runs in', () => {
    expect(formatIndianDate('2026-12-15')).toBe('15 Dec 2026');
  });

  it('writes an instant as its day and time in India, IST', () => {
    // 23:16 UTC on the 26th is 04:46 on the 27th in India.
    expect(formatIndianDate('2026-11-26T23:16:45.723Z')).toBe('27 Nov 2026');
    expect(formatIndianDateTime('2026-11-26T23:16:45.723Z')).toBe('27 Nov 2026, 4:46 am IST');
  });

  it('writes a month by name, from YYYY-MM or from an instant', () => {
    expect(formatIndianMonth('2027-01')).toBe('January 2027');
    expect(formatIndianMonth('2026-11-30T20:00:00Z')).toBe('December 2026');
  });

  it('gives back what is not a date as it is', () => {
    expect(formatIndianDate('someday')).toBe('someday');
    expect(formatIndianMonth('soon')).toBe('soon');
  });
});

describe('pagination', () => {
  it('defaults to page 1 of 20', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('coerces query-string text', () => {
    expect(paginationQuerySchema.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '-2' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ pageSize: '0' }, 'pageSize'],
    [{ pageSize: '101' }, 'pageSize'],
  ])('refuses %p naming %p', (query, field) => {
    const result = paginationQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('accepts the bounds', () => {
    expect(paginationQuerySchema.parse({ page: 1, pageSize: 1 })).toEqual({ page: 1, pageSize: 1 });
    expect(paginationQuerySchema.parse({ page: 9999, pageSize: 100 })).toEqual({ page: 9999, pageSize: 100 });
  });

  it('computes the offset of a page', () => {
    expect(pageOffset({ page: 1, pageSize: 20 })).toBe(0);
    expect(pageOffset({ page: 4, pageSize: 25 })).toBe(75);
  });

  it('describes a page answer', () => {
    const schema = pageSchema(z.object({ id: z.string() }));
    expect(schema.safeParse({ items: [{ id: 'a' }], total: 41, page: 3, pageSize: 20 }).success).toBe(true);
    expect(schema.safeParse({ items: [{ id: 1 }], total: 41, page: 3, pageSize: 20 }).success).toBe(false);
    expect(schema.safeParse({ items: [], total: -1, page: 1, pageSize: 20 }).success).toBe(false);
  });
});

describe('roles and addresses', () => {
  it('has exactly the spec roles', () => {
    expect(roleSchema.options).toEqual(['tenant', 'landlord', 'property_manager']);
    expect(roleSchema.safeParse('admin').success).toBe(false);
  });

  it('checks Indian PIN codes', () => {
    expect(pinCodeSchema.safeParse('560038').success).toBe(true);
    expect(pinCodeSchema.safeParse('411001').success).toBe(true);
    expect(pinCodeSchema.safeParse('056003').success).toBe(false);
    expect(pinCodeSchema.safeParse('56003').success).toBe(false);
    expect(pinCodeSchema.safeParse('5600388').success).toBe(false);
  });

  it('refuses a blank address line', () => {
    const result = addressSchema.safeParse({
      line1: '   ',
      locality: 'Koregaon Park',
      city: 'Pune',
      state: 'Maharashtra',
      pinCode: '411001',
    });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['line1']]);
  });
});
