import { searchMessage } from './search-message';

describe('searchMessage', () => {
  it('counts what was found', () => {
    expect(searchMessage(' Pune ', 175)).toBe('175 properties found for "Pune"');
    expect(searchMessage('पुणे', 1)).toBe('1 property found for "पुणे"');
  });

  it('says when nothing is found, offering the nearest places with homes when known', () => {
    expect(searchMessage('Itanagar', 0)).toBe(
      'No properties found for "Itanagar" yet. We\'re expanding to your area! Try a nearby locality, a city name ' +
        '(for example Bengaluru, Mumbai or Pune) or a 6-digit PIN code.',
    );
    expect(
      searchMessage('Vashi', 0, [
        { label: 'Chembur, Mumbai', distanceKm: 10.4 },
        { label: 'Powai, Mumbai', distanceKm: 12 },
      ]),
    ).toBe(
      'No properties found for "Vashi" yet. We\'re expanding to your area! The nearest places with homes: ' +
        'Chembur, Mumbai (10.4 km); Powai, Mumbai (12 km).',
    );
  });
});
