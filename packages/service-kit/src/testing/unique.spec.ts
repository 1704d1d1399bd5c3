import { identityNumberProblem } from '@trio/contracts/identity-numbers';
import { uniqueAadhaar } from './unique';

describe('uniqueAadhaar', () => {
  it('makes valid Aadhaar numbers, a different one each call', () => {
    const numbers = Array.from({ length: 2_000 }, () => uniqueAadhaar());
    expect(numbers.filter((number) => identityNumberProblem(number) !== undefined)).toEqual([]);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
