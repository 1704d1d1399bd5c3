import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useText } from '../../i18n/use-text';
import { ApiError } from '../../lib/problem';
import { useUnsubscribeSavedSearch } from './api/unsubscribe-saved-search';
import './UnsubscribePage.css';

/** The `<link>…</link>` of a message: the profile, where the alerts are resumed. */
const profileLink = (chunks: ReactNode[]) => <Link to={paths.profile}>{chunks}</Link>;

/**
 * The page of a saved-search alert's unsubscribe link (`/saved-searches/:id/unsubscribe?token=…`, issue 27): it
 * pauses that saved search as it opens, without signing in, and says which one; the alerts are resumed on the
 * profile. A link whose token or id is wrong (404) says so; any other failure offers to try again.
 */
export function UnsubscribePage() {
  const t = useText();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribeSavedSearch();
  const { mutate } = unsubscribe;
  // Posted once per link, on opening: a second render (React's StrictMode runs effects twice) must not post again.
  const posted = useRef<string | null>(null);
  const link = token ? `${id}?${token}` : null;

  useEffect(() => {
    if (!link || posted.current === link) return;
    posted.current = link;
    mutate({ id, token });
  }, [link, id, token, mutate]);

  let body;
  if (!link || (unsubscribe.error instanceof ApiError && unsubscribe.error.code === 'NOT_FOUND')) {
    body = (
      <p role="alert">
        <FormattedMessage id="saved-searches.unsubscribe.invalid" values={{ link: profileLink }} />
      </p>
    );
  } else if (unsubscribe.isSuccess) {
    body = (
      <p role="status">
        <FormattedMessage
          id="saved-searches.unsubscribe.paused"
          values={{ name: unsubscribe.data.name, link: profileLink }}
        />
      </p>
    );
  } else if (unsubscribe.isError) {
    body = (
      <>
        <p role="alert">{t('saved-searches.unsubscribe.failed')}</p>
        <button type="button" className="button button--primary" onClick={() => mutate({ id, token })}>
          {t('saved-searches.unsubscribe.tryAgain')}
        </button>
      </>
    );
  } else {
    body = (
      <p role="status" aria-busy="true">
        {t('saved-searches.unsubscribe.pausing')}
      </p>
    );
  }

  return (
    <main id="main" className="page unsubscribe-page">
      <div className="unsubscribe-page__card">
        <h1 className="unsubscribe-page__title">{t('saved-searches.unsubscribe.title')}</h1>
        {body}
      </div>
    </main>
  );
}
