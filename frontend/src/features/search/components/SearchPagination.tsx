import { Link } from 'react-router-dom';
import { useText } from '../../../i18n/use-text';
import { MAX_SEARCH_PAGE, searchUrl, type SearchFilters } from '../types';

/** The search index answers at most 10,000 hits through paging. */
const MAX_REACHABLE_RESULTS = 10_000;

interface SearchPaginationProps {
  query: string;
  filters: SearchFilters;
  page: number;
  pageSize: number;
  totalFound: number;
}

/** Previous / next links that keep the page in the URL, so every page is shareable. */
export function SearchPagination({ query, filters, page, pageSize, totalFound }: SearchPaginationProps) {
  const t = useText();
  const reachable = Math.min(totalFound, MAX_REACHABLE_RESULTS);
  const pageCount = Math.min(Math.ceil(reachable / pageSize), MAX_SEARCH_PAGE);
  if (pageCount <= 1) return null;
  const to = (target: number) => searchUrl(query, { ...filters, page: target });
  return (
    <nav className="search-pagination" aria-label={t('search.pagination.label')}>
      {page > 1 ? (
        <Link className="button button--secondary" to={to(page - 1)} rel="prev">
          {t('search.pagination.previous')}
        </Link>
      ) : (
        <span className="search-pagination__spacer" />
      )}
      <p className="search-pagination__position">{t('search.pagination.position', { page, pageCount })}</p>
      {page < pageCount ? (
        <Link className="button button--secondary" to={to(page + 1)} rel="next">
          {t('search.pagination.next')}
        </Link>
      ) : (
        <span className="search-pagination__spacer" />
      )}
    </nav>
  );
}
