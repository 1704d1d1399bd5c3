import { useId, useState, type FormEvent } from 'react';
import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';
import { PROPERTY_TYPES, hasActiveFilters, type SearchFilters, type SearchSort } from '../types';

const SORT_LABEL_IDS: Record<SearchSort, MessageId> = {
  relevance: 'search.filters.sort.relevance',
  rent_asc: 'search.filters.sort.rentAsc',
  rent_desc: 'search.filters.sort.rentDesc',
  newest: 'search.filters.sort.newest',
};

const TYPE_LABEL_IDS: Record<(typeof PROPERTY_TYPES)[number], MessageId> = {
  apartment: 'search.filters.type.apartment',
  house: 'search.filters.type.house',
  villa: 'search.filters.type.villa',
  studio: 'search.filters.type.studio',
};

/** The bedroom counts offered one by one; the last choice is "4 or more". */
const BEDROOM_CHOICES = [1, 2, 3] as const;

interface SearchFiltersFormProps {
  filters: SearchFilters;
  /** Called with the new filters (the page goes back to 1). */
  onChange: (filters: SearchFilters) => void;
}

function rupeesFromInput(value: string): number | undefined {
  const digits = value.replace(/[₹,\s]/g, '');
  if (!digits) return undefined;
  const amount = Number(digits);
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount) : Number.NaN;
}

/**
 * Rent range, bedrooms, type and order. The selects apply at once; the rent range applies with "Apply" (or Enter).
 * The parent keys this form by the URL, so it always starts from what the address says.
 */
export function SearchFiltersForm({ filters, onChange }: SearchFiltersFormProps) {
  const t = useText();
  const id = useId();
  const [minRent, setMinRent] = useState(filters.minRent?.toString() ?? '');
  const [maxRent, setMaxRent] = useState(filters.maxRent?.toString() ?? '');
  const [error, setError] = useState<MessageId | null>(null);

  function applyRent(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const min = rupeesFromInput(minRent);
    const max = rupeesFromInput(maxRent);
    if (Number.isNaN(min) || Number.isNaN(max)) {
      setError('search.filters.error.wholeRupees');
      return;
    }
    if (min !== undefined && max !== undefined && min > max) {
      setError('search.filters.error.minAboveMax');
      return;
    }
    setError(null);
    onChange({ ...filters, minRent: min, maxRent: max, page: undefined });
  }

  function choose<K extends 'bedrooms' | 'type' | 'sort'>(key: K, value: SearchFilters[K]) {
    onChange({ ...filters, [key]: value, page: undefined });
  }

  return (
    <form className="search-filters" aria-label={t('search.filters.label')} onSubmit={applyRent} noValidate>
      <div className="search-filters__field">
        <label htmlFor={`${id}-min`}>{t('search.filters.minRent')}</label>
        <input
          id={`${id}-min`}
          inputMode="numeric"
          value={minRent}
          placeholder={t('search.filters.any')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setMinRent(event.target.value)}
        />
      </div>
      <div className="search-filters__field">
        <label htmlFor={`${id}-max`}>{t('search.filters.maxRent')}</label>
        <input
          id={`${id}-max`}
          inputMode="numeric"
          value={maxRent}
          placeholder={t('search.filters.any')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setMaxRent(event.target.value)}
        />
      </div>
      <button className="button button--secondary search-filters__apply" type="submit">
        {t('search.filters.applyRent')}
      </button>
      <div className="search-filters__field">
        <label htmlFor={`${id}-bedrooms`}>{t('search.filters.bedrooms')}</label>
        <select
          id={`${id}-bedrooms`}
          value={filters.bedrooms?.toString() ?? ''}
          onChange={(event) => choose('bedrooms', event.target.value ? Number(event.target.value) : undefined)}
        >
          <option value="">{t('search.filters.any')}</option>
          {BEDROOM_CHOICES.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
          <option value="4">{t('search.filters.bedrooms.fourOrMore')}</option>
        </select>
      </div>
      <div className="search-filters__field">
        <label htmlFor={`${id}-type`}>{t('search.filters.type')}</label>
        <select
          id={`${id}-type`}
          value={filters.type ?? ''}
          onChange={(event) => choose('type', (event.target.value || undefined) as SearchFilters['type'])}
        >
          <option value="">{t('search.filters.any')}</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(TYPE_LABEL_IDS[type])}
            </option>
          ))}
        </select>
      </div>
      <div className="search-filters__field">
        <label htmlFor={`${id}-sort`}>{t('search.filters.sort')}</label>
        <select
          id={`${id}-sort`}
          value={filters.sort ?? 'relevance'}
          onChange={(event) => {
            const sort = event.target.value as SearchSort;
            choose('sort', sort === 'relevance' ? undefined : sort);
          }}
        >
          {Object.entries(SORT_LABEL_IDS).map(([value, labelId]) => (
            <option key={value} value={value}>
              {t(labelId)}
            </option>
          ))}
        </select>
      </div>
      {hasActiveFilters(filters) && (
        <button className="button search-filters__clear" type="button" onClick={() => onChange({})}>
          {t('search.filters.clear')}
        </button>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error search-filters__error" role="alert">
          {t(error)}
        </p>
      )}
    </form>
  );
}
