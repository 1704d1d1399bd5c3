import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/problem';
import { useUnsubscribeSavedSearch } from './api/unsubscribe-saved-search';
import './UnsubscribePage.css';

const profileLink = <Link to={paths.profile}>your profile</Link>;

/**
 * The page of a saved-search alert's unsubscribe link (`/saved-searches/:id/unsubscribe?token=…`, issue 27): it
 * pauses that saved search as it opens, without signing in, and says which one; the alerts are resumed on the
 * profile. A link whose token or id is wrong (404) says so; any other failure offers to try again.
 */
export function UnsubscribePage() {
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
    body = <p role="alert">This unsubscribe link is not valid. Manage your saved searches on {profileLink}.</p>;
  } else if (unsubscribe.isSuccess) {
    body = (
      <p role="status">
        Alerts paused for “{unsubscribe.data.name}”. You can resume them on {profileLink}.
      </p>
    );
  } else if (unsubscribe.isError) {
    body = (
      <>
        <p role="alert">We could not pause these alerts just now. Check your connection and try again.</p>
        <button type="button" className="button button--primary" onClick={() => mutate({ id, token })}>
          Try again
        </button>
      </>
    );
  } else {
    body = (
      <p role="status" aria-busy="true">
        Pausing the alerts of this saved search…
      </p>
    );
  }

  return (
    <main id="main" className="page unsubscribe-page">
      <div className="unsubscribe-page__card">
        <h1 className="unsubscribe-page__title">Saved search alerts</h1>
        {body}
      </div>
    </main>
  );
}
