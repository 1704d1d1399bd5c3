import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Footer } from '../../components/Footer';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { PropertyCard } from '../../components/property-card/PropertyCard';
import { LocationSearchForm } from '../../components/LocationSearchForm';
import { useFavorites } from './api/get-favorites';
import { useRemoveFavorite } from './api/remove-favorite';
import type { FavoriteProperty } from './types';
import './FavoritesPage.css';

const POPULAR_CITIES = ['Bengaluru', 'Mumbai', 'Pune', 'Hyderabad'];

/** The signed-in user's favourite homes (the route is login-guarded). Removing one takes it off the grid at once. */
export function FavoritesPage() {
  const favorites = useFavorites();
  const removeFavorite = useRemoveFavorite();
  const [failure, setFailure] = useState('');

  function remove(property: FavoriteProperty) {
    setFailure('');
    removeFavorite.mutate(property, {
      onError: () => setFailure(`We couldn't remove ${property.name} from your favorites. Please try again.`),
    });
  }

  return (
    <>
      <main id="main" className="page favorites-page">
        <h1>Favorites</h1>
        {failure && (
          <p className="field-error favorites-page__failure" role="alert">
            {failure}
          </p>
        )}
        {favorites.isPending ? (
          <Spinner label="Loading your favorites..." />
        ) : favorites.isError ? (
          <div className="favorites-page__problem">
            <p role="alert">We couldn&apos;t load your favorites.</p>
            <button type="button" className="button button--secondary" onClick={() => void favorites.refetch()}>
              Try again
            </button>
          </div>
        ) : favorites.data.length === 0 ? (
          <section className="favorites-page__empty" aria-labelledby="favorites-empty-title">
            <h2 id="favorites-empty-title">No favorites yet</h2>
            <p>Tap the heart on any home to keep it here and compare later.</p>
            <LocationSearchForm size="compact" />
            <p>
              Or browse homes in{' '}
              {POPULAR_CITIES.map((city, index) => (
                <span key={city}>
                  {index > 0 && (index === POPULAR_CITIES.length - 1 ? ' or ' : ', ')}
                  <Link to={paths.search(city)}>{city}</Link>
                </span>
              ))}
              .
            </p>
          </section>
        ) : (
          <>
            <p className="favorites-page__count">
              {favorites.data.length} saved {favorites.data.length === 1 ? 'home' : 'homes'}
            </p>
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
                        aria-label={`Remove ${property.name} from favorites`}
                        title="Remove from favorites"
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
