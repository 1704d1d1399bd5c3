import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';
import type { Property } from '../types';
import { statusLabel } from './labels';

export interface PropertyFactsProps {
  property: Pick<Property, 'bedrooms' | 'bathrooms' | 'squareArea' | 'status'>;
  /** `grid` in "About this home", `inline` under the name in the summary panel. */
  variant: 'grid' | 'inline';
  /** The message naming the square area ("Square area" or "Area"). */
  areaLabelId: MessageId;
}

/** Bedrooms, bathrooms, square area ("1,250 sq.ft", or "Not given") and status as a description list. */
export function PropertyFacts({ property, variant, areaLabelId }: PropertyFactsProps) {
  const t = useText();
  const intl = useIntl();
  const { squareArea } = property;
  const area =
    typeof squareArea === 'number' && Number.isFinite(squareArea)
      ? t('property.facts.squareFeet', { area: intl.formatNumber(squareArea, { maximumFractionDigits: 0 }) })
      : t('property.facts.notGiven');
  const facts = [
    {
      key: 'bedrooms',
      term: t('property.facts.bedrooms'),
      value: property.bedrooms === 0 ? t('property.facts.studio') : property.bedrooms,
    },
    { key: 'bathrooms', term: t('property.facts.bathrooms'), value: property.bathrooms },
    { key: 'area', term: t(areaLabelId), value: area },
    { key: 'status', term: t('property.facts.status'), value: statusLabel(property.status, t) },
  ];
  return (
    <dl className={`property-facts property-facts--${variant}`}>
      {facts.map(({ key, term, value }) => (
        <div key={key}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
