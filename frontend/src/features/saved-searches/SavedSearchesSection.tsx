import { formatIndianDate, formatPaiseAsRupees } from '@trio/contracts/common';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@trio/contracts/http/properties';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/problem';
import {
  type SavedSearch,
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../../lib/saved-searches';
import './SavedSearchesSection.css';

const FREQUENCY_NAMES: Record<SavedSearch['frequency'], string> = {
  instant: 'As soon as homes are listed',
  daily: 'Daily digest at 8 AM',
};

/** The search a saved search runs, as the search page's URL (text, place and filters). */
export function savedSearchUrl(search: SavedSearch): string {
  const { query, placeId, minRent, maxRent, bedrooms, type, sort } = search.criteria;
  const params = new URLSearchParams({ q: query ?? '' });
  const filters: Record<string, string | number | undefined> = {
    place: placeId,
    minRent,
    maxRent,
    bedrooms,
    type,
    sort,
  };
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, String(value));
  return `${paths.search()}?${params.toString()}`;
}

/** `/profile`: the user's saved searches with what each matched lately; pause, resume, rename, delete. */
export function SavedSearchesSection() {
  const searches = useSavedSearches();
  return (
    <section className="saved-searches" aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title">Saved searches</h2>
      {searches.isPending ? <Spinner label="Loading your saved searches…" /> : null}
      {searches.isError ? (
        <div role="alert">
          <p>We could not load your saved searches. {searches.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void searches.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {searches.data?.length === 0 ? (
        <p>
          No saved searches yet. Search for a place and choose “Save search” to hear of new homes there.{' '}
          <Link to={paths.home}>Start a search</Link>
        </p>
      ) : null}
      {searches.data && searches.data.length > 0 ? (
        <ul className="saved-searches__list">
          {searches.data.map((search) => (
            <SavedSearchItem key={search.id} search={search} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function SavedSearchItem({ search }: { search: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | null>(null);
  const fail = (failure: Error) =>
    setError(failure instanceof ApiError ? failure.message : 'That did not work. Please try again.');

  function rename(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError('Give the search a name.');
      return;
    }
    setError(null);
    update.mutate(
      { id: search.id, change: { name: name.trim() } },
      { onSuccess: () => setRenaming(false), onError: fail },
    );
  }

  return (
    <li className="saved-searches__item" aria-label={search.name}>
      {renaming ? (
        <form onSubmit={rename} className="saved-searches__rename">
          <label htmlFor={`rename-${search.id}`}>New name</label>
          <input
            id={`rename-${search.id}`}
            type="text"
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={update.isPending}>
            Save name
          </button>
          <button type="button" className="button button--secondary" onClick={() => setRenaming(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <h3 className="saved-searches__name">
          <Link to={savedSearchUrl(search)}>{search.name}</Link>
          {search.paused ? <span className="saved-searches__paused"> (paused)</span> : null}
        </h3>
      )}
      <p className="saved-searches__frequency">{FREQUENCY_NAMES[search.frequency]}</p>
      {search.recentMatches.length > 0 ? (
        <ul className="saved-searches__matches" aria-label={`Recent matches of ${search.name}`}>
          {search.recentMatches.map((match) => (
            <li key={match.id}>
              <Link to={paths.property(match.id)}>{match.name}</Link>, {match.city} ·{' '}
              {formatPaiseAsRupees(match.rentPaise)}/month · {formatIndianDate(match.matchedAt)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="saved-searches__no-matches">No new homes have matched it yet.</p>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="saved-searches__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: search.id, change: { paused: !search.paused } }, { onError: fail })}
        >
          {search.paused ? 'Resume' : 'Pause'}
        </button>
        {renaming ? null : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setName(search.name);
              setRenaming(true);
            }}
          >
            Rename
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          disabled={remove.isPending}
          onClick={() => remove.mutate(search.id, { onError: fail })}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
