import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

/** Any address the app does not have: says so, and offers the way home and to search. */
export function NotFoundPage() {
  return (
    <main id="main" className="page not-found">
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <div className="not-found__actions">
        <Link className="button button--primary" to={paths.home}>
          Return to Home
        </Link>
        <Link className="button button--secondary" to={paths.search()}>
          Search homes
        </Link>
      </div>
    </main>
  );
}
