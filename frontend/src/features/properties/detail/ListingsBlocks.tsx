import { useRef } from 'react';
import { useNearViewport } from '../../../components/use-near-viewport';
import { PropertyCard } from '../../../components/property-card/PropertyCard';
import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';
import type { PropertySummary } from '../types';

interface ListingsBlockProps {
  listings: PropertySummary[] | undefined;
  isLoading: boolean;
  /** The property on screen, left out of the lists. */
  currentPropertyId: string;
}

function ListingsBlock({
  id,
  titleId,
  emptyTextId,
  listings,
  isLoading,
  currentPropertyId,
}: ListingsBlockProps & { id: string; titleId: MessageId; emptyTextId: MessageId }) {
  const t = useText();
  const shown = (listings ?? []).filter((listing) => listing._id !== currentPropertyId);
  // The cards (carousels, photos) are built when the reader gets near them: below the fold on first paint.
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef, { rootMargin: '400px' });
  return (
    <section ref={sectionRef} className="side-card listings-block" aria-labelledby={id}>
      <h2 id={id} className="side-card__title">
        {t(titleId)}
      </h2>
      {isLoading || (!near && shown.length > 0) ? (
        <p className="property-section__muted">{t('property.listings.loading')}</p>
      ) : shown.length === 0 ? (
        <p className="property-section__muted">{t(emptyTextId)}</p>
      ) : (
        <ul className="listings-block__list">
          {shown.map((listing) => (
            <li key={listing._id}>
              <PropertyCard property={listing} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Featured Listings": property cards, or "No featured listings" (also when the call fails, as the spec says). */
export function FeaturedListings(props: ListingsBlockProps) {
  return (
    <ListingsBlock
      id="featured-listings"
      titleId="property.listings.featured"
      emptyTextId="property.listings.noFeatured"
      {...props}
    />
  );
}

/** "Similar Properties Nearby": same city within 5 km, similar rent and rooms. */
export function SimilarProperties(props: ListingsBlockProps) {
  return (
    <ListingsBlock
      id="similar-properties"
      titleId="property.listings.similar"
      emptyTextId="property.listings.noSimilar"
      {...props}
    />
  );
}
