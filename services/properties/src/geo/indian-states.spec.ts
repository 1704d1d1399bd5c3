import {
  canonicalState,
  canonicalStateOrUnionTerritory,
  canonicalUnionTerritory,
  INDIAN_STATES,
  INDIAN_UNION_TERRITORIES,
  isIndianState,
  isStateOrUnionTerritory,
} from './indian-states';

describe('INDIAN_STATES', () => {
  it('holds the 28 states, each once, alphabetically', () => {
    expect(INDIAN_STATES).toHaveLength(28);
    expect(new Set(INDIAN_STATES).size).toBe(28);
    expect([...INDIAN_STATES].sort()).toEqual([...INDIAN_STATES]);
    expect(INDIAN_STATES[0]).toBe('Andhra Pradesh');
    expect(INDIAN_STATES[27]).toBe('West Bengal');
    for (const state of ['Karnataka', 'Maharashtra', 'Tamil Nadu', 'Telangana', 'Haryana', 'Odisha', 'Uttarakhand']) {
      expect(INDIAN_STATES).toContain(state);
    }
  });

  it('keeps the 8 union territories apart', () => {
    expect(INDIAN_UNION_TERRITORIES).toHaveLength(8);
    expect(INDIAN_UNION_TERRITORIES).toEqual(expect.arrayContaining(['Delhi', 'Chandigarh', 'Puducherry', 'Ladakh']));
    for (const territory of INDIAN_UNION_TERRITORIES) expect(INDIAN_STATES).not.toContain(territory);
  });
});

describe('isIndianState / canonicalState', () => {
  it.each([
    ['karnataka', 'Karnataka'],
    ['  WEST BENGAL  ', 'West Bengal'],
    ['tamil  nadu', 'Tamil Nadu'],
    ['TamilNadu', 'Tamil Nadu'],
    ['Goa', 'Goa'],
    ['orissa', 'Odisha'],
    ['Uttaranchal', 'Uttarakhand'],
  ])('accepts %p as %p', (input, official) => {
    expect(isIndianState(input)).toBe(true);
    expect(canonicalState(input)).toBe(official);
  });

  it.each(['Delhi', 'New Delhi', 'Chandigarh', 'Jammu and Kashmir', 'Bengaluru', 'Kerla', '', '   ', null, undefined])(
    'rejects %p (union territories are not states, no typo tolerance)',
    (input) => {
      expect(isIndianState(input)).toBe(false);
      expect(canonicalState(input)).toBeNull();
    },
  );
});

describe('union territories', () => {
  it('knows Delhi by its long names and Jammu & Kashmir with an ampersand', () => {
    expect(canonicalUnionTerritory(' nct of delhi ')).toBe('Delhi');
    expect(canonicalUnionTerritory('National Capital Territory of Delhi')).toBe('Delhi');
    expect(canonicalUnionTerritory('jammu & kashmir')).toBe('Jammu and Kashmir');
    expect(canonicalUnionTerritory('Pondicherry')).toBe('Puducherry');
    expect(canonicalUnionTerritory('Karnataka')).toBeNull();
  });

  it('isStateOrUnionTerritory accepts both kinds and nothing else', () => {
    expect(isStateOrUnionTerritory('delhi')).toBe(true);
    expect(isStateOrUnionTerritory('Karnataka')).toBe(true);
    expect(isStateOrUnionTerritory('  ladakh ')).toBe(true);
    expect(isStateOrUnionTerritory('Bombay')).toBe(false);
    expect(isStateOrUnionTerritory('')).toBe(false);
    expect(canonicalStateOrUnionTerritory('DELHI')).toBe('Delhi');
    expect(canonicalStateOrUnionTerritory('haryana')).toBe('Haryana');
  });
});
