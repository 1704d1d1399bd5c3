import { useText } from '../../../i18n/use-text';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle';
import type { FavoriteProperty } from '../types';

export interface FavoriteButtonProps {
  property: FavoriteProperty;
  /** The button's classes. */
  className: string;
  /** Added to the classes while the property is a favourite. */
  activeClassName: string;
  /** Width and height of the heart in pixels. */
  iconSize: number;
}

/** The favourite heart: adds or removes the property (a visitor is asked to sign in). */
export function FavoriteButton({ property, className, activeClassName, iconSize }: FavoriteButtonProps) {
  const t = useText();
  const { isFavorite, toggle } = useFavoriteToggle(property);
  const label = isFavorite ? t('favorites.button.remove') : t('favorites.button.add');
  return (
    <button
      type="button"
      className={isFavorite ? `${className} ${activeClassName}` : className}
      aria-pressed={isFavorite}
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width={iconSize} height={iconSize} aria-hidden="true" focusable="false">
        <path
          d="M12 20.6l-1.3-1.2C5.6 14.8 2.5 12 2.5 8.4 2.5 5.6 4.7 3.5 7.4 3.5c1.8 0 3.5.9 4.6 2.2 1.1-1.3 2.8-2.2 4.6-2.2 2.7 0 4.9 2.1 4.9 4.9 0 3.6-3.1 6.4-8.2 11l-1.3 1.2z"
          fill={isFavorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
