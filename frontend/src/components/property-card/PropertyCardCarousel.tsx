import { useState, type KeyboardEvent } from 'react';
import { CarouselArrow, wrapIndex } from '../CarouselArrow';
import { propertyImageUrl, usePropertyImageIds } from '../../lib/property-images';
import placeholderImageUrl from './property-placeholder.svg';
import { logger } from '../../lib/logger';
import { useText } from '../../i18n/use-text';

/** More photos than this show a "3 / 12" counter instead of one dot each. */
const MAX_DOTS = 8;

interface PropertyCardCarouselProps {
  propertyId: string;
  propertyName: string;
  /** Known image ids (search hits carry them); when undefined the carousel asks the API for them. */
  imageIds: string[] | undefined;
  /** The first photo loads at once and first (not lazily): the card is in view when the page opens. */
  priority?: boolean;
}

/**
 * The card's photos: one lazily loaded thumbnail at a time (a priority card's first one eagerly, at high priority), previous/next buttons, dots and arrow keys. It never
 * advances by itself (spec §9). A photo that fails to load, or a property without photos, shows the placeholder.
 */
export function PropertyCardCarousel({
  propertyId,
  propertyName,
  imageIds,
  priority = false,
}: PropertyCardCarouselProps) {
  const t = useText();
  const fetched = usePropertyImageIds(propertyId, { enabled: imageIds === undefined });
  const ids = imageIds ?? fetched.data ?? [];
  const [position, setPosition] = useState(0);
  const [failedIds, setFailedIds] = useState<ReadonlySet<string>>(() => new Set());

  const count = ids.length;
  const index = count === 0 ? 0 : Math.min(position, count - 1);
  const currentId = ids[index];

  if (currentId === undefined) {
    return (
      <div className="property-card__carousel">
        <img
          className="property-card__image"
          src={placeholderImageUrl}
          alt={t('common.card.noPhoto', { name: propertyName })}
          width={400}
          height={300}
        />
      </div>
    );
  }

  const show = (next: number) => setPosition(wrapIndex(next, count));
  const failed = failedIds.has(currentId);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (count < 2) return;
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  }

  return (
    <div
      className="property-card__carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={t('common.card.photos', { name: propertyName })}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={onKeyDown}
    >
      <img
        key={currentId}
        className="property-card__image"
        src={failed ? placeholderImageUrl : propertyImageUrl(currentId, 'thumbnail')}
        alt={
          failed
            ? t('common.card.photoFailed', { position: index + 1, name: propertyName })
            : t('common.card.photo', { name: propertyName, position: index + 1, count })
        }
        width={400}
        height={300}
        loading={priority && index === 0 ? 'eager' : 'lazy'}
        fetchPriority={priority && index === 0 ? 'high' : undefined}
        decoding="async"
        onError={() => {
          logger.warn(`Image ${currentId} of property ${propertyId} did not load`);
          setFailedIds((previous) => new Set(previous).add(currentId));
        }}
      />
      {count > 1 && (
        <>
          <CarouselArrow
            direction="previous"
            className="property-card__step property-card__step--previous"
            label={t('common.card.previousPhoto')}
            onClick={() => show(index - 1)}
          />
          <CarouselArrow
            direction="next"
            className="property-card__step property-card__step--next"
            label={t('common.card.nextPhoto')}
            onClick={() => show(index + 1)}
          />
          {count <= MAX_DOTS ? (
            <div className="property-card__dots">
              {ids.map((id, dot) => (
                <button
                  key={id}
                  type="button"
                  className="property-card__dot"
                  aria-label={t('common.card.showPhoto', { position: dot + 1, count })}
                  aria-current={dot === index ? 'true' : undefined}
                  onClick={() => show(dot)}
                />
              ))}
            </div>
          ) : (
            <p className="property-card__counter" aria-hidden="true">
              {t('common.card.counter', { position: index + 1, count })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
