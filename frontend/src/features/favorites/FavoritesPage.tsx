import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Footer } from '../../components/Footer';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { useText } from '../../i18n/use-text';
import { PropertyCard } from '../../components/property-card/PropertyCard';
import { LocationSearchForm } from '../../components/LocationSearchForm';
import { useFavorites } from './api/get-favorites';
import { useRemoveFavorite } from './api/remove-favorite';
import type { FavoriteProperty } from './types';
import './FavoritesPage.css';

const POPULAR_CITIES = ['Bengaluru', 'Mumbai', 'Pune', 'Hyderabad'];

/** The signed-in user's favourite homes (the route is login-guarded). Removing one takes it off the grid at once. */
export function FavoritesPage() {
  const t = useText();
  const intl = useIntl();
  const favorites = useFavorites();
  const removeFavorite = useRemoveFavorite();
  const [failure, setFailure] = useState('');

  function remove(property: FavoriteProperty) {
    setFailure('');
    removeFavorite.mutate(property, {
      onError: () => setFailure(t('favorites.removeFailed', { name: property.name })),
    });
  }

  return (
    <>
      <main id="main" className="page favorites-page">
        <h1>{t('favorites.heading')}</h1>
        {failure && (
          <p className="field-error favorites-page__failure" role="alert">
            {failure}
          </p>
        )}
        {favorites.isPending ? (
          <Spinner label={t('favorites.loading')} />
        ) : favorites.isError ? (
          <div className="favorites-page__problem">
            <p role="alert">{t('favorites.loadFailed')}</p>
            <button type="button" className="button button--secondary" onClick={() => void favorites.refetch()}>
              {t('favorites.tryAgain')}
            </button>
          </div>
        ) : favorites.data.length === 0 ? (
          <section className="favorites-page__empty" aria-labelledby="favorites-empty-title">
            <h2 id="favorites-empty-title">{t('favorites.empty.heading')}</h2>
            <p>{t('favorites.empty.body')}</p>
            <LocationSearchForm size="compact" />
            <p>
              <FormattedMessage
                id="favorites.empty.browse"
                values={{
                  cities: intl.formatList(
                    POPULAR_CITIES.map((city) => (
                      <Link key={city} to={paths.search(city)}>
                        {city}
                      </Link>
                    )),
                    { type: 'disjunction' },
                  ),
                }}
              />
            </p>
          </section>
        ) : (
          <>
            <p className="favorites-page__count">{t('favorites.count', { count: favorites.data.length })}</p>
            <ul className="favorites-page__grid">
              {favorites.data.map((property) => (
                <li key={property._id}>
                  <PropertyCard
                    property={property}
                    headingLevel={2}
                    actions={
                      <button
                        type="button"
                        className="property-card__icon-button favorites-page__remove"
                        aria-label={t('favorites.removeNamed', { name: property.name })}
                        title={t('favorites.button.remove')}
                        onClick={() => remove(property)}
                      >
                        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                          <path
                            d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z"
                            fill="currentColor"
                          />
                        </svg>
                      </button>
                    }
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </main>
      <Footer />
    </>
  );
}
