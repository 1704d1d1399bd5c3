import { lazy, Suspense, type ReactNode } from 'react';
import {
  PropertyApplicationAreaProvider,
  type PropertyApplicationAreaProps,
} from '../components/property-application-area';
import { PropertyActionProvider, type PropertyActionProps } from '../components/property-card/property-action';
import { FavoriteButton } from '../features/favorites/components/FavoriteButton';
import { withTimeout } from '../lib/lazy-route';

const favoriteHeart = (props: PropertyActionProps) => <FavoriteButton {...props} />;

/** The rental applications feature loads with the first property page that shows its action area. */
const ApplicationArea = lazy(() =>
  withTimeout(() => import('../features/applications/components/ApplicationArea')).then((module) => ({
    default: module.ApplicationArea,
  })),
);

const applicationArea = (props: PropertyApplicationAreaProps) => (
  <Suspense fallback={<div className="apply-actions" aria-busy="true" />}>
    <ApplicationArea {...props} />
  </Suspense>
);

/**
 * What the property screens show that other features provide: the favourites heart on every card and page, and
 * the rental application area (apply, eligibility, status) on a property's page.
 */
export function PropertyActions({ children }: { children: ReactNode }) {
  return (
    <PropertyActionProvider render={favoriteHeart}>
      <PropertyApplicationAreaProvider render={applicationArea}>{children}</PropertyApplicationAreaProvider>
    </PropertyActionProvider>
  );
}
