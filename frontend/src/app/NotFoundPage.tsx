import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { useText } from '../i18n/use-text';

/** Any address the app does not have: says so, and offers the way home and to search. */
export function NotFoundPage() {
  const t = useText();
  return (
    <main id="main" className="page not-found">
      <h1>{t('shell.notFound.heading')}</h1>
      <p>{t('shell.notFound.body')}</p>
      <div className="not-found__actions">
        <Link className="button button--primary" to={paths.home}>
          {t('shell.notFound.home')}
        </Link>
        <Link className="button button--secondary" to={paths.search()}>
          {t('shell.notFound.search')}
        </Link>
      </div>
    </main>
  );
}
