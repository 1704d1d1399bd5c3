import { useEffect, useState, type FocusEvent } from 'react';
import { CarouselArrow, wrapIndex } from '../../../components/CarouselArrow';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { TESTIMONIALS, type Testimonial } from './testimonials';

/** Spec §9: the testimonials advance every 5000 ms. */
export const TESTIMONIAL_INTERVAL_MS = 5000;

function StarRating({ rating }: { rating: number }) {
  const clamped = Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
  return (
    <span className="star-rating" role="img" aria-label={`Rated ${clamped} out of 5`}>
      <span className="star-rating__empty" aria-hidden="true">
        ★★★★★
      </span>
      <span className="star-rating__full" aria-hidden="true" style={{ width: `${(clamped / 5) * 100}%` }}>
        ★★★★★
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
      aria-roledescription="carousel"
      aria-labelledby="testimonials-heading"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <h2 id="testimonials-heading">What our renters and owners say</h2>
      <div className="testimonials__controls">
        <CarouselArrow
          direction="previous"
          className="testimonials__arrow"
          label="Previous testimonial"
          onClick={() => show(index - 1)}
        />
        <div className="testimonials__viewport" aria-live={rotating ? 'off' : 'polite'}>
          <div
            key={current.id}
            className="testimonials__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
          >
            <StarRating rating={current.rating} />
            <blockquote className="testimonials__quote">
              <p>{current.feedback}</p>
            </blockquote>
            <p className="testimonials__author">
              <strong>{current.name}</strong>, {current.city}
            </p>
          </div>
        </div>
        <CarouselArrow
          direction="next"
          className="testimonials__arrow"
          label="Next testimonial"
          onClick={() => show(index + 1)}
        />
      </div>
      <div className="testimonials__footer">
        <p className="testimonials__position" aria-hidden="true">
          {index + 1} / {count}
        </p>
        <button
          type="button"
          className="button button--secondary testimonials__pause"
          aria-pressed={stopped}
          onClick={() => setUserPaused(!stopped)}
        >
          {stopped ? 'Play testimonials' : 'Pause testimonials'}
        </button>
      </div>
    </section>
  );
}
