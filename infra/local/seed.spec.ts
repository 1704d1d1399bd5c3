import { parseSeedArgs } from './seed';

describe('parseSeedArgs (npm run seed)', () => {
  it('seeds 2,000 properties and brings the local infrastructure up by default', () => {
    expect(parseSeedArgs([])).toEqual({ properties: 2000, infra: true, skipPropertiesWhenPresent: false });
  });

  it('leaves the infrastructure to someone else and keeps an existing catalogue when asked (compose)', () => {
    expect(parseSeedArgs(['--external-infra', '--skip-catalogue-when-present', '--properties', '300'])).toEqual({
      properties: 300,
      infra: false,
      skipPropertiesWhenPresent: true,
    });
  });

  it('refuses an unknown option and a property count that is not a whole number', () => {
    expect(() => parseSeedArgs(['--no-such-option'])).toThrow();
    expect(() => parseSeedArgs(['--properties', '12.5'])).toThrow('--properties: expected a whole number');
  });
});
