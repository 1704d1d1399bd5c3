import { INDIAN_STATES } from '@trio/contracts/common';
import { nameKey } from './name-key';

/** The 28 states (declared once in the contracts: the SPA's dashboard form offers the same list). */
export { INDIAN_STATES };

export type IndianState = (typeof INDIAN_STATES)[number];

/**
 * The 8 union territories. A property may well be in one (Delhi), although the dashboard form only offers the
 * 28 states; addresses from elsewhere (the hub form's free-text state) are checked with isStateOrUnionTerritory.
 */
export const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export type IndianUnionTerritory = (typeof INDIAN_UNION_TERRITORIES)[number];

/** Former names and common long forms, mapped to the official name. */
const ALTERNATIVE_NAMES: ReadonlyArray<readonly [string, IndianState | IndianUnionTerritory]> = [
  ['Orissa', 'Odisha'],
  ['Uttaranchal', 'Uttarakhand'],
  ['Chattisgarh', 'Chhattisgarh'],
  ['Pondicherry', 'Puducherry'],
  ['NCT of Delhi', 'Delhi'],
  ['National Capital Territory of Delhi', 'Delhi'],
  ['Andaman & Nicobar', 'Andaman and Nicobar Islands'],
  ['Dadra and Nagar Haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['Daman and Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
];

const STATE_BY_KEY = new Map<string, IndianState>(INDIAN_STATES.map((state) => [nameKey(state), state]));
const TERRITORY_BY_KEY = new Map<string, IndianUnionTerritory>(
  INDIAN_UNION_TERRITORIES.map((territory) => [nameKey(territory), territory]),
);
for (const [alternative, official] of ALTERNATIVE_NAMES) {
  if (STATE_BY_KEY.has(nameKey(official))) STATE_BY_KEY.set(nameKey(alternative), official as IndianState);
  else TERRITORY_BY_KEY.set(nameKey(alternative), official as IndianUnionTerritory);
}

/**
 * The official spelling of one of the 28 states, or null (a union territory such as Delhi gives null too).
 * Letter case, surrounding and inner spacing, punctuation and "&" for "and" do not matter, and a few former
 * names are understood ("orissa" → "Odisha").
 */
export function canonicalState(name: string | null | undefined): IndianState | null {
  if (typeof name !== 'string') return null;
  return STATE_BY_KEY.get(nameKey(name)) ?? null;
}

/** Whether `name` is one of the 28 states (not a union territory), in any letter case or spacing. */
export function isIndianState(name: string | null | undefined): boolean {
  return canonicalState(name) !== null;
}

/** The official spelling of a union territory ("nct of delhi" → "Delhi"), or null. */
export function canonicalUnionTerritory(name: string | null | undefined): IndianUnionTerritory | null {
  if (typeof name !== 'string') return null;
  return TERRITORY_BY_KEY.get(nameKey(name)) ?? null;
}

/** The official spelling of a state or union territory, or null. */
export function canonicalStateOrUnionTerritory(
  name: string | null | undefined,
): IndianState | IndianUnionTerritory | null {
  return canonicalState(name) ?? canonicalUnionTerritory(name);
}

/** Whether `name` is a state or a union territory: what a property address may carry. */
export function isStateOrUnionTerritory(name: string | null | undefined): boolean {
  return canonicalStateOrUnionTerritory(name) !== null;
}
