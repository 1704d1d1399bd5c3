import { verhoeffCheckDigit } from '../identity-numbers';
import { problemFieldErrors } from '../problem';
import {
  addMonthsToDate,
  applyBodySchemaOn,
  moveInDateProblem,
  parseLeasePeriodMonths,
  reviewApplicationBodySchema,
  todayInIndia,
} from './applications';

const today = '2026-01-31';
const aadhaar = `49876543210${verhoeffCheckDigit('49876543210')}`;
const form = {
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '+91 98450 12345',
  address: '12 MG Road, Bengaluru',
  panAdhaar: aadhaar,
  moveInDate: '2026-03-01',
  leasePeriod: '11 months',
  numPeople: 2,
};
const body = { formData: form, propertyId: '65a1f0c2e4b0a1b2c3d4e801', userId: 'u', propertyManagerEmail: '' };

function fieldsOf(input: unknown): string[] {
  const result = applyBodySchemaOn(today).safeParse(input);
  return result.success ? [] : problemFieldErrors(result.error.issues).map((error) => error.field);
}

describe('the apply body', () => {
  it('parses the spec’s call into normalised values', () => {
    expect(applyBodySchemaOn(today).parse(body).formData).toEqual({
      ...form,
      phone: '+919845012345',
      leasePeriod: 11,
      numPeople: 2,
    });
  });

  it('names each missing field', () => {
    expect(fieldsOf({ ...body, formData: {} }).sort()).toEqual(
      [
        'formData.address',
        'formData.firstName',
        'formData.lastName',
        'formData.leasePeriod',
        'formData.moveInDate',
        'formData.numPeople',
        'formData.panAdhaar',
        'formData.phone',
      ].sort(),
    );
    expect(fieldsOf({ ...body, formData: { ...form, firstName: '  ' } })).toEqual(['formData.firstName']);
    expect(fieldsOf({ ...body, propertyId: 'x' })).toEqual(['propertyId']);
  });

  it.each([
    ['phone', '5845012345'],
    ['phone', '98450123'],
    ['phone', '+44 9845012345'],
    ['panAdhaar', 'ABCDE1234F'],
    ['panAdhaar', '123456789012'],
    ['moveInDate', '2026-01-30'],
    ['moveInDate', '2026-08-01'],
    ['moveInDate', '2026-02-30'],
    ['leasePeriod', '0 months'],
    ['leasePeriod', 37],
    ['leasePeriod', 'forever'],
    ['numPeople', 0],
    ['numPeople', 11],
    ['numPeople', 2.5],
  ])('refuses %s = %p, naming it', (field, value) => {
    expect(fieldsOf({ ...body, formData: { ...form, [field]: value } })).toEqual([`formData.${field}`]);
  });

  it.each([
    ['moveInDate', today],
    ['moveInDate', '2026-07-31'],
    ['leasePeriod', 11],
    ['leasePeriod', '1 month'],
    ['leasePeriod', '36'],
    ['numPeople', '10'],
    ['phone', '9845012345'],
    ['panAdhaar', 'abcpe1234f'],
  ])('accepts %s = %p', (field, value) => {
    expect(fieldsOf({ ...body, formData: { ...form, [field]: value } })).toEqual([]);
  });
});

describe('dates and lease periods', () => {
  it('takes today in India and adds calendar months, clamped', () => {
    expect(todayInIndia(new Date('2026-01-31T18:29:59Z'))).toBe('2026-01-31');
    expect(todayInIndia(new Date('2026-01-31T18:30:00Z'))).toBe('2026-02-01');
    expect(addMonthsToDate('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonthsToDate('2026-01-31', 6)).toBe('2026-07-31');
    expect(moveInDateProblem('2026-07-31', today)).toBeUndefined();
    expect(moveInDateProblem('2026-08-01', today)).toMatch(/6 months/);
  });

  it.each([
    ['11 months', 11],
    [' 12 Months ', 12],
    ['1 year', 12],
    [6, 6],
    ['6', 6],
    ['a year', undefined],
    [1.5, undefined],
  ])('reads %p as %p months', (text, months) => {
    expect(parseLeasePeriodMonths(text)).toBe(months);
  });
});

describe('the review body', () => {
  it('takes the three actions and optional notes', () => {
    expect(reviewApplicationBodySchema.parse({ action: 'request_more_info', reviewNotes: ' Payslips? ' })).toEqual({
      action: 'request_more_info',
      reviewNotes: 'Payslips?',
    });
    expect(reviewApplicationBodySchema.parse({ action: 'approve', reviewNotes: '' })).toEqual({ action: 'approve' });
    expect(reviewApplicationBodySchema.safeParse({ action: 'needs_more_info' }).success).toBe(false);
  });
});
