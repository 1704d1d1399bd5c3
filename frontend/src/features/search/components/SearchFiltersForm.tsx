import { useId, useState, type FormEvent } from 'react';
import { PROPERTY_TYPES, hasActiveFilters, type SearchFilters, type SearchSort } from '../types';

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  rent_asc: 'Rent: low to high',
  rent_desc: 'Rent: high to low',
  newest: 'Newest first',
};

const TYPE_LABELS: Record<(typeof PROPERTY_TYPES)[number], string> = {
  apartment: 'Apartment',
  house: 'House',
  villa: 'Villa',
  studio: 'Studio',
};

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
  const id = useId();
  const [minRent, setMinRent] = useState(filters.minRent?.toString() ?? '');
  const [maxRent, setMaxRent] = useState(filters.maxRent?.toString() ?? '');
  const [error, setError] = useState('');

  function applyRent(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const min = rupeesFromInput(minRent);
    const max = rupeesFromInput(maxRent);
    if (Number.isNaN(min) || Number.isNaN(max)) {
      setError('Enter rents as whole rupees, for example 25000.');
      return;
    }
    if (min !== undefined && max !== undefined && min > max) {
      setError('Minimum rent cannot be more than maximum rent.');
      return;
    }
    setError('');
    onChange({ ...filters, minRent: min, maxRent: max, page: undefined });
  }

  function choose<K extends 'bedrooms' | 'type' | 'sort'>(key: K, value: SearchFilters[K]) {
    onChange({ ...filters, [key]: value, page: undefined });
  }

  return (
    <form className="search-filters" aria-label="Filters" onSubmit={applyRent} noValidate>
      <div className="search-filters__field">
        <label htmlFor={`${id}-min`}>Min rent (₹)</label>
        <input
          id={`${id}-min`}
          inputMode="numeric"
          value={minRent}
          placeholder="Any"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setMinRent(event.target.value)}
        />
      </div>
      <div className="search-filters__field">
        <label htmlFor={`${id}-max`}>Max rent (₹)</label>
        <input
          id={`${id}-max`}
          inputMode="numeric"
          value={maxRent}
          placeholder="Any"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setMaxRent(event.target.value)}
        />
      </div>
      <button className="button button--secondary search-filters__apply" type="submit">
        Apply rent
      </button>
      <div className="search-filters__field">
        <label htmlFor={`${id}-bedrooms`}>Bedrooms</label>
        <select
          id={`${id}-bedrooms`}
          value={filters.bedrooms?.toString() ?? ''}
          onChange={(event) => choose('bedrooms', event.target.value ? Number(event.target.value) : undefined)}
        >
          <option value="">Any</option>
          <option value="1">1</option>
          <option value="2">2</option>
          <option value="3">3</option>
          <option value="4">4 or more</option>
        </select>
      </div>
      <div className="search-filters__field">
        <label htmlFor={`${id}-type`}>Property type</label>
        <select
          id={`${id}-type`}
          value={filters.type ?? ''}
          onChange={(event) => choose('type', (event.target.value || undefined) as SearchFilters['type'])}
        >
          <option value="">Any</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="search-filters__field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          value={filters.sort ?? 'relevance'}
          onChange={(event) => {
            const sort = event.target.value as SearchSort;
            choose('sort', sort === 'relevance' ? undefined : sort);
          }}
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {hasActiveFilters(filters) && (
        <button className="button search-filters__clear" type="button" onClick={() => onChange({})}>
          Clear filters
        </button>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error search-filters__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
