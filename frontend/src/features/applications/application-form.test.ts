import { rentalApplicationAnswer } from '../../test/api-answers';
import {
  emptyApplicationForm,
  moveInDateRange,
  prefilledApplicationForm,
  serverFieldErrors,
  validateApplicationForm,
} from './application-form';

const NOW = new Date('2026-11-25T06:00:00.000Z');
const valid = {
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '98123 45678',
  address: '14 Carter Road, Mumbai',
  panAdhaar: 'ABCPE1234F',
  moveInDate: '2026-12-01',
  leasePeriod: '11 months',
  numPeople: '2',
};

describe('the application form', () => {
  it('accepts a complete form with a PAN or an Aadhaar number', () => {
    expect(validateApplicationForm(valid, NOW)).toEqual({});
    expect(validateApplicationForm({ ...valid, panAdhaar: '2341 2341 2346' }, NOW)).toEqual({});
  });

  it('requires all eight fields', () => {
    expect(validateApplicationForm(emptyApplicationForm, NOW)).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      phone: 'Phone number is required.',
      address: 'Address is required.',
      panAdhaar: 'PAN or Aadhaar number is required.',
      moveInDate: 'Move-in date is required.',
      leasePeriod: 'Lease period is required.',
      numPeople: 'Number of people is required.',
    });
  });

  it.each([
    ['phone', '12345'],
    ['phone', '5812345678'],
    ['panAdhaar', 'ABCDE1234F'],
    ['panAdhaar', '234123412345'],
    ['panAdhaar', '134123412346'],
    ['moveInDate', '2026-11-24'],
    ['moveInDate', '2027-05-26'],
    ['leasePeriod', '0'],
    ['leasePeriod', '37 months'],
    ['numPeople', '0'],
    ['numPeople', '11'],
  ] as const)('refuses %s "%s"', (field, value) => {
    expect(validateApplicationForm({ ...valid, [field]: value }, NOW)[field]).toBeTruthy();
  });

  it('offers move-in dates from today (India) to six months ahead', () => {
    expect(moveInDateRange(NOW)).toEqual({ min: '2026-11-25', max: '2027-05-25' });
  });

  it('is prefilled from the last application, then the profile; never the identity number', () => {
    const last = rentalApplicationAnswer();
    expect(
      prefilledApplicationForm(
        { ...last, panAdhaar: '', moveInDate: '', address: '' },
        { firstName: 'Asha', lastName: 'Rao', phone: null, address: 'From the profile' },
      ),
    ).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      phone: '+919812345678',
      address: 'From the profile',
      panAdhaar: '',
      moveInDate: '',
      leasePeriod: '11 months',
      numPeople: '2',
    });
  });

  it('reads the server’s field errors by form field', () => {
    expect(
      serverFieldErrors({ 'formData.phone': 'Bad phone.', propertyId: 'Expected a 24-character lower-case hex id' }),
    ).toEqual({ errors: { phone: 'Bad phone.' }, other: ['Expected a 24-character lower-case hex id'] });
  });
});
