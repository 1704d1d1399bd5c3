import { useEffect, useState, type FocusEvent } from 'react';
import { CarouselArrow, wrapIndex } from '../../../components/CarouselArrow';
import { useText } from '../../../i18n/use-text';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { TESTIMONIALS, type Testimonial } from './testimonials';

/** Spec §9: the testimonials advance every 5000 ms. */
export const TESTIMONIAL_INTERVAL_MS = 5000;

const STARS = '★★★★★';
const NAME_CITY_SEPARATOR = ', ';

function StarRating({ rating }: { rating: number }) {
  const t = useText();
  const clamped = Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
  return (
    <span className="star-rating" role="img" aria-label={t('home.testimonials.rating', { rating: clamped })}>
      <span className="star-rating__empty" aria-hidden="true">
        {STARS}
      </span>
      <span className="star-rating__full" aria-hidden="true" style={{ width: `${(clamped / 5) * 100}%` }}>
        {STARS}
      </span>
    </span>
  );
}

/**
 * Five testimonials, one at a time, advancing every 5000 ms with wrap-around; the arrows wrap too. Rotation stops
 * while the pointer is over it or focus is inside it, when the user pauses it, and by default when the system asks
 * for reduced motion (WCAG 2.2.2).
 */
export function TestimonialsCarousel({ testimonials = TESTIMONIALS }: { testimonials?: Testimonial[] }) {
  const t = useText();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** null: follow the system setting; true/false: the user's own choice. */
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const count = testimonials.length;
  const stopped = userPaused ?? reducedMotion;
  const rotating = !stopped && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), TESTIMONIAL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  const show = (next: number) => setIndex(wrapIndex(next, count));
  const current = testimonials[index];
  if (!current) return null;

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <section
      className="testimonials"
      aria-roledescription={t('home.testimonials.carouselRole')}
      aria-labelledby="testimonials-heading"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <h2 id="testimonials-heading">{t('home.testimonials.heading')}</h2>
      <div className="testimonials__controls">
        <CarouselArrow
          direction="previous"
          className="testimonials__arrow"
          label={t('home.testimonials.previous')}
          onClick={() => show(index - 1)}
        />
        <div className="testimonials__viewport" aria-live={rotating ? 'off' : 'polite'}>
          <div
            key={current.id}
            className="testimonials__slide"
            role="group"
            aria-roledescription={t('home.testimonials.slideRole')}
            aria-label={t('home.testimonials.slide', { position: index + 1, count })}
          >
            <StarRating rating={current.rating} />
            <blockquote className="testimonials__quote">
              <p>{t(current.feedbackId)}</p>
            </blockquote>
            <p className="testimonials__author">
              <strong>{current.name}</strong>
              {NAME_CITY_SEPARATOR}
              {t(current.cityId)}
            </p>
          </div>
        </div>
        <CarouselArrow
          direction="next"
          className="testimonials__arrow"
          label={t('home.testimonials.next')}
          onClick={() => show(index + 1)}
        />
      </div>
      <div className="testimonials__footer">
        <p className="testimonials__position" aria-hidden="true">
          {t('home.testimonials.position', { position: index + 1, count })}
        </p>
        <button
          type="button"
          className="button button--secondary testimonials__pause"
          aria-pressed={stopped}
          onClick={() => setUserPaused(!stopped)}
        >
          {stopped ? t('home.testimonials.play') : t('home.testimonials.pause')}
        </button>
      </div>
    </section>
  );
}
