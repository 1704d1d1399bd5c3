import type { ReactNode } from 'react';
import { PropertyActionProvider, type PropertyActionProps } from '../components/property-card/property-action';
import { FavoriteButton } from '../features/favorites/components/FavoriteButton';

const favoriteHeart = (props: PropertyActionProps) => <FavoriteButton {...props} />;

/** The control every property card and property page shows: the favourites heart. */
export function PropertyActions({ children }: { children: ReactNode }) {
  return <PropertyActionProvider render={favoriteHeart}>{children}</PropertyActionProvider>;
}
