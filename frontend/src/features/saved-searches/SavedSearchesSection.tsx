import { formatPaiseAsRupees, INDIA_TIME_ZONE, instantInIndia } from '@trio/contracts/common';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@trio/contracts/http/properties';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/message-ids';
import { useText } from '../../i18n/use-text';
import { ApiError } from '../../lib/problem';
import {
  type SavedSearch,
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../../lib/saved-searches';
import './SavedSearchesSection.css';

const FREQUENCY_NAME_IDS: Record<SavedSearch['frequency'], MessageId> = {
  instant: 'saved-searches.frequency.instant',
  daily: 'saved-searches.frequency.daily',
};

/** A match's date as people in India read it ("9 May 2025"), the day in India, in the language shown. */
const MATCH_DATE = { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA_TIME_ZONE } as const;

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
  const t = useText();
  const searches = useSavedSearches();
  return (
    <section className="saved-searches" aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title">{t('saved-searches.title')}</h2>
      {searches.isPending ? <Spinner label={t('saved-searches.loading')} /> : null}
      {searches.isError ? (
        <div role="alert">
          <p>{t('saved-searches.loadFailed', { reason: searches.error.message })}</p>
          <button type="button" className="button button--secondary" onClick={() => void searches.refetch()}>
            {t('saved-searches.tryAgain')}
          </button>
        </div>
      ) : null}
      {searches.data?.length === 0 ? (
        <p>
          <FormattedMessage
            id="saved-searches.empty"
            values={{ link: (chunks) => <Link to={paths.home}>{chunks}</Link> }}
          />
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
  const t = useText();
  const intl = useIntl();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | null>(null);
  const fail = (failure: Error) => setError(failure instanceof ApiError ? failure.message : t('saved-searches.failed'));

  function rename(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('saved-searches.nameMissing'));
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
          <label htmlFor={`rename-${search.id}`}>{t('saved-searches.newName')}</label>
          <input
            id={`rename-${search.id}`}
            type="text"
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={update.isPending}>
            {t('saved-searches.saveName')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setRenaming(false)}>
            {t('saved-searches.cancel')}
          </button>
        </form>
      ) : (
        <h3 className="saved-searches__name">
          <Link to={savedSearchUrl(search)}>{search.name}</Link>
          {search.paused ? <span className="saved-searches__paused"> {t('saved-searches.paused')}</span> : null}
        </h3>
      )}
      <p className="saved-searches__frequency">{t(FREQUENCY_NAME_IDS[search.frequency])}</p>
      {search.recentMatches.length > 0 ? (
        <ul className="saved-searches__matches" aria-label={t('saved-searches.recentMatches', { name: search.name })}>
          {search.recentMatches.map((match) => (
            <li key={match.id}>
              <FormattedMessage
                id="saved-searches.match"
                values={{
                  name: match.name,
                  city: match.city,
                  rent: formatPaiseAsRupees(match.rentPaise),
                  date: intl.formatDate(instantInIndia(match.matchedAt), MATCH_DATE),
                  link: (chunks) => <Link to={paths.property(match.id)}>{chunks}</Link>,
                }}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="saved-searches__no-matches">{t('saved-searches.noMatches')}</p>
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
          {search.paused ? t('saved-searches.resume') : t('saved-searches.pause')}
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
            {t('saved-searches.rename')}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          disabled={remove.isPending}
          onClick={() => remove.mutate(search.id, { onError: fail })}
        >
          {t('saved-searches.delete')}
        </button>
      </div>
    </li>
  );
}
