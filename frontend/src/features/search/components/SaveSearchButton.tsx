import { SAVED_SEARCH_NAME_MAX_LENGTH, type SavedSearchCriteria } from '@trio/contracts/http/properties';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/Dialog';
import { useText } from '../../../i18n/use-text';
import { useSession } from '../../../lib/auth/session';
import { useLoginDialog } from '../../../lib/login-dialog-context';
import { ApiError } from '../../../lib/problem';
import { useCreateSavedSearch } from '../../../lib/saved-searches';
import type { SearchFilters } from '../types';

type Frequency = 'instant' | 'daily';

/** What the saved search looks for: the search as the page runs it (text or place, every filter), without the page. */
export function criteriaOf(query: string, filters: SearchFilters): SavedSearchCriteria {
  const criteria: SavedSearchCriteria = { query };
  if (filters.place) criteria.placeId = filters.place;
  if (filters.minRent !== undefined) criteria.minRent = filters.minRent;
  if (filters.maxRent !== undefined) criteria.maxRent = filters.maxRent;
  if (filters.bedrooms !== undefined) criteria.bedrooms = filters.bedrooms;
  if (filters.type) criteria.type = filters.type;
  if (filters.sort) criteria.sort = filters.sort;
  return criteria;
}

/**
 * "Save search" on the results: a small dialog with the name (the place, prefilled) and how often to hear of new
 * homes. A visitor is asked to sign in first; the dialog opens once they have.
 */
export function SaveSearchButton({ query, filters }: { query: string; filters: SearchFilters }) {
  const t = useText();
  const { userLoggedIn } = useSession();
  const loginDialog = useLoginDialog();
  const [open, setOpen] = useState(false);
  const [waitingForSignIn, setWaitingForSignIn] = useState(false);
  const [saved, setSaved] = useState(false);

  // A visitor who asked to save and has signed in since finds the dialog open.
  const dialogOpen = open || (waitingForSignIn && userLoggedIn);

  function start() {
    setSaved(false);
    if (userLoggedIn) {
      setOpen(true);
      return;
    }
    setWaitingForSignIn(true);
    loginDialog.open();
  }

  return (
    <div className="save-search">
      <button type="button" className="button button--secondary" onClick={start}>
        {t('search.save.button')}
      </button>
      <div aria-live="polite">{saved ? <p role="status">{t('search.save.saved')}</p> : null}</div>
      {dialogOpen ? (
        <SaveSearchDialog
          query={query}
          filters={filters}
          onClose={(wasSaved) => {
            setOpen(false);
            setWaitingForSignIn(false);
            setSaved(wasSaved);
          }}
        />
      ) : null}
    </div>
  );
}

function SaveSearchDialog({
  query,
  filters,
  onClose,
}: {
  query: string;
  filters: SearchFilters;
  onClose: (saved: boolean) => void;
}) {
  const t = useText();
  const [name, setName] = useState(query.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH));
  const [frequency, setFrequency] = useState<Frequency>('instant');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSavedSearch();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('search.save.nameMissing'));
      return;
    }
    setError(null);
    create.mutate(
      { name: trimmed, frequency, criteria: criteriaOf(query, filters) },
      {
        onSuccess: () => onClose(true),
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : t('search.save.failed')),
      },
    );
  }

  return (
    <Dialog open onClose={() => onClose(false)} title={t('search.save.title')} size="small">
      <form className="save-search__form" onSubmit={submit} noValidate>
        <label htmlFor="save-search-name">{t('search.save.name')}</label>
        <input
          id="save-search-name"
          type="text"
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset>
          <legend>{t('search.save.frequency')}</legend>
          <label>
            <input
              type="radio"
              name="save-search-frequency"
              checked={frequency === 'instant'}
              onChange={() => setFrequency('instant')}
            />{' '}
            {t('search.save.instant')}
          </label>
          <label>
            <input
              type="radio"
              name="save-search-frequency"
              checked={frequency === 'daily'}
              onChange={() => setFrequency('daily')}
            />{' '}
            {t('search.save.daily')}
          </label>
        </fieldset>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {create.isPending ? t('search.save.saving') : t('search.save.button')}
        </button>
      </form>
    </Dialog>
  );
}
