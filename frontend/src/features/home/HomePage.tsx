import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Footer } from '../../components/Footer';
import { LocationSearchForm } from '../../components/LocationSearchForm';
import { useText } from '../../i18n/use-text';
import { useSession } from '../../lib/auth/session';
import { DiscoverStrip } from './components/DiscoverStrip';
import { MissionValues } from './components/MissionValues';
import { SellingPoints } from './components/SellingPoints';
import { TestimonialsCarousel } from './components/TestimonialsCarousel';
import { prefersReducedMotion } from './hooks/use-prefers-reduced-motion';
import './HomePage.css';

/** Spec §9: "Let's get started" focuses the location input this long after it starts scrolling. */
export const SEARCH_FOCUS_DELAY_MS = 500;

/**
 * The home page (spec §2, §4): hero with the location search, the discover strip, mission and values, selling
 * points, testimonials, a call to action back to the search, and the footer.
 */
export function HomePage() {
  const t = useText();
  const { currentUser } = useSession();
  const searchSectionRef = useRef<HTMLElement>(null);
  const locationInputRef = useRef<HTMLInputElement>(null);
  const focusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(focusTimer.current), []);

  function getStarted() {
    searchSectionRef.current?.scrollIntoView?.({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'center',
    });
    clearTimeout(focusTimer.current);
    focusTimer.current = setTimeout(
      () => locationInputRef.current?.focus({ preventScroll: true }),
      SEARCH_FOCUS_DELAY_MS,
    );
  }

  return (
    <>
      <main id="main" className="home-page">
        <section ref={searchSectionRef} className="home-hero" aria-labelledby="home-slogan">
          <div className="home-hero__inner">
            {currentUser ? (
              // Spec 000 §2: the signed-in greeting shows the display name, or the e-mail when there is none.
              <p className="home-hero__greeting" role="status">
                {t('home.hero.greeting', { name: currentUser.displayName || currentUser.email })}
              </p>
            ) : null}
            <p className="home-hero__eyebrow">{t('home.hero.eyebrow')}</p>
            <h1 id="home-slogan" className="home-hero__slogan">
              <FormattedMessage id="home.hero.slogan" values={{ span: (chunks) => <span>{chunks}</span> }} />
            </h1>
            <p className="home-hero__lead">{t('home.hero.lead')}</p>
            <div className="home-hero__search">
              <LocationSearchForm inputRef={locationInputRef} />
            </div>
          </div>
        </section>

        <DiscoverStrip />
        <MissionValues />
        <SellingPoints />

        <div className="home-testimonials">
          <div className="home-section__inner">
            <TestimonialsCarousel />
          </div>
        </div>

        <section className="home-cta" aria-labelledby="home-cta-heading">
          <div className="home-section__inner">
            <h2 id="home-cta-heading">{t('home.cta.heading')}</h2>
            <p>{t('home.cta.text')}</p>
            <button type="button" className="button home-cta__button" onClick={getStarted}>
              {t('home.cta.button')}
            </button>
          </div>
        </section>
      </main>
      <Footer />
    </>
  );
}
