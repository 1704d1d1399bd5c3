import type { Property } from '../types';
import { squareAreaLabel, statusLabel } from './labels';

export interface PropertyFactsProps {
  property: Pick<Property, 'bedrooms' | 'bathrooms' | 'squareArea' | 'status'>;
  /** `grid` in "About this home", `inline` under the name in the summary panel. */
  variant: 'grid' | 'inline';
  /** The term for the square area ("Square area" or "Area"). */
  areaLabel: string;
}

/** Bedrooms, bathrooms, square area and status as a description list. */
export function PropertyFacts({ property, variant, areaLabel }: PropertyFactsProps) {
  const facts = [
    { term: 'Bedrooms', value: property.bedrooms === 0 ? 'Studio' : property.bedrooms },
    { term: 'Bathrooms', value: property.bathrooms },
    { term: areaLabel, value: squareAreaLabel(property.squareArea) },
    { term: 'Status', value: statusLabel(property.status) },
  ];
  return (
    <dl className={`property-facts property-facts--${variant}`}>
      {facts.map(({ term, value }) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
