import { SEARCH_QUERY_MAX_LENGTH } from '@trio/contracts/http/properties';
import { ApiError } from '../../lib/problem';
import { useEffect, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Footer } from '../../components/Footer';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { useText } from '../../i18n/use-text';
import { PropertyCard } from '../../components/property-card/PropertyCard';
import { useSearchProperties } from './api/search-properties';
import { AreaExpansionPanel } from './components/AreaExpansionPanel';
import { SaveSearchButton } from './components/SaveSearchButton';
import { LocationSearchForm } from '../../components/LocationSearchForm';
import { SearchFiltersForm } from './components/SearchFiltersForm';
import { SearchPagination } from './components/SearchPagination';
import { DEFAULT_PAGE_SIZE, filtersFromUrl, hasActiveFilters, searchUrl, type SearchFilters } from './types';
import './SearchPage.css';

/** The spec's /search receives the text as navigation state: `{ query }` or `{ searchQuery }`. */
function queryFromState(state: unknown): string {
  if (!state || typeof state !== 'object') return '';
  const { query, searchQuery } = state as { query?: unknown; searchQuery?: unknown };
  const text = typeof query === 'string' ? query : typeof searchQuery === 'string' ? searchQuery : '';
  return text.trim();
}

/**
 * Search results (spec §2, §4): the location comes from `?q=` (canonical and shareable) or from navigation state,
 * which is then moved into the URL. Filters and the page live in the URL too.
 */
export function SearchPage() {
  const t = useText();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const urlQuery = (params.get('q') ?? '').trim();
  const stateQuery = queryFromState(location.state);
  const query = urlQuery || stateQuery;
  const filters = useMemo(() => filtersFromUrl(params), [params]);

  useEffect(() => {
    if (!urlQuery && stateQuery) void navigate(paths.search(stateQuery), { replace: true });
  }, [urlQuery, stateQuery, navigate]);

  return (
    <>
      <main id="main" className="page search-page">
        {query ? (
          <SearchResults
            query={query}
            filters={filters}
            filtersKey={params.toString()}
            onNavigate={(to) => void navigate(to)}
          />
        ) : (
          <div className="search-page__no-query">
            <h1>{t('search.noQuery.heading')}</h1>
            <p>{t('search.noQuery.text')}</p>
            <LocationSearchForm size="compact" />
            <p>
              <Link to={paths.home}>{t('search.noQuery.home')}</Link>
            </p>
          </div>
        )}
      </main>
      <Footer />
    </>
  );
}

interface SearchResultsProps {
  query: string;
  filters: SearchFilters;
  /** Remounts the filter form whenever the URL changes, so its fields show what the URL says. */
  filtersKey: string;
  onNavigate: (to: string) => void;
}

function SearchResults({ query, filters, filtersKey, onNavigate }: SearchResultsProps) {
  const t = useText();
  const noneFound = t('search.results.count', { count: 0 });
  // A link can carry more than the box takes: say so here instead of sending a search the server refuses.
  const tooLong = query.length > SEARCH_QUERY_MAX_LENGTH;
  const search = useSearchProperties(tooLong ? '' : query, filters);
  const { page: _page, ...filtersWithoutPage } = filters;

  return (
    <>
      <header className="search-page__header">
        <h1>{t('search.results.heading')}</h1>
        <p className="search-page__query">
          <FormattedMessage
            id="search.results.query"
            values={{ query, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
        <div className="search-page__refine">
          <LocationSearchForm
            key={query}
            initialQuery={query}
            size="compact"
            // A new text drops the place it replaces; a picked suggestion brings its own.
            onSearch={(refined, place) => onNavigate(searchUrl(refined, { ...filtersWithoutPage, place }))}
          />
        </div>
        {tooLong ? null : <SaveSearchButton query={query} filters={filtersWithoutPage} />}
      </header>

      <SearchFiltersForm key={filtersKey} filters={filters} onChange={(next) => onNavigate(searchUrl(query, next))} />

      <section className="search-page__results" aria-label={t('search.results.label')}>
        {tooLong ? (
          <div className="search-page__error">
            <p className="search-page__count">{noneFound}</p>
            <p className="field-error" role="alert">
              {t('search.results.tooLong', { max: SEARCH_QUERY_MAX_LENGTH })}
            </p>
          </div>
        ) : search.isPending ? (
          <Spinner label={t('search.results.searching')} />
        ) : search.isError ? (
          <div className="search-page__error">
            <p className="search-page__count">{noneFound}</p>
            <p className="field-error" role="alert">
              {serverReason(search.error) ?? t('search.results.error')}
            </p>
            <button type="button" className="button button--secondary" onClick={() => void search.refetch()}>
              {t('search.results.tryAgain')}
            </button>
          </div>
        ) : search.data.totalFound === 0 ? (
          hasActiveFilters(filters) ? (
            <div className="search-page__no-match">
              <p className="search-page__count">{noneFound}</p>
              <p>{t('search.results.noMatch', { query })}</p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onNavigate(searchUrl(query, { place: filters.place }))}
              >
                {t('search.filters.clear')}
              </button>
            </div>
          ) : (
            <AreaExpansionPanel key={query} query={query} nearestPlaces={search.data.nearestPlaces} />
          )
        ) : (
          <>
            <p className="search-page__count" role="status">
              {t('search.results.count', { count: search.data.totalFound })}
            </p>
            {search.data.message && !search.data.message.startsWith(`${search.data.totalFound} `) && (
              <p className="search-page__message">{search.data.message}</p>
            )}
            {search.data.properties.length > 0 ? (
              <ul className="search-page__grid">
                {search.data.properties.map((property, position) => (
                  <li key={property._id}>
                    <PropertyCard property={property} headingLevel={2} priority={position === 0} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                <FormattedMessage
                  id="search.results.pageEmpty"
                  values={{ link: (chunks) => <Link to={searchUrl(query, filtersWithoutPage)}>{chunks}</Link> }}
                />
              </p>
            )}
            <SearchPagination
              query={query}
              filters={filters}
              page={search.data.page ?? filters.page ?? 1}
              pageSize={search.data.pageSize ?? DEFAULT_PAGE_SIZE}
              totalFound={search.data.totalFound}
            />
          </>
        )}
      </section>
    </>
  );
}

/** What a failed search says: the server's words for a search it refuses (too long); else null, for the spec's text. */
function serverReason(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 400) return error.fieldErrors.query ?? error.message;
  return null;
}
