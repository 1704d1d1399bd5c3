import { useRef } from 'react';
import { useText } from '../../../i18n/use-text';
import { useWindowScroll } from '../hooks/use-window-scroll';
import { prefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { HOME_ILLUSTRATIONS } from './HomeIllustrations';

/** How far the tiles slide (per cent of the track) over the strip's height of scrolling. */
const SLIDE_PERCENT = 18;

/** 0 at the top of the page, 1 once the user has scrolled by the strip's height. */
export function discoverProgress(scrollY: number, stripHeight: number): number {
  if (stripHeight <= 0) return scrollY > 0 ? 1 : 0;
  return Math.min(1, Math.max(0, scrollY / stripHeight));
}

/**
 * A strip of home illustrations that slides sideways as the page scrolls, under a "discover" heading whose opacity
 * rises from 0 to 1 as the user scrolls through the strip's height (spec §4). Styles are written straight to the
 * elements, so scrolling re-renders nothing.
 */
export function DiscoverStrip() {
  const t = useText();
  const stripRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);

  useWindowScroll(({ scrollY }) => {
    const strip = stripRef.current;
    if (!strip) return;
    const height = strip.getBoundingClientRect().height || strip.offsetHeight;
    const progress = discoverProgress(scrollY, height);
    if (headingRef.current) headingRef.current.style.opacity = progress.toFixed(3);
    if (trackRef.current && !prefersReducedMotion()) {
      trackRef.current.style.transform = `translate3d(${(-progress * SLIDE_PERCENT).toFixed(2)}%, 0, 0)`;
    }
  });

  return (
    <section ref={stripRef} className="discover-strip" aria-labelledby="discover-heading">
      <h2 id="discover-heading" ref={headingRef} className="discover-strip__heading" style={{ opacity: 0 }}>
        {t('home.discover.heading')}
      </h2>
      <div className="discover-strip__viewport">
        <ul ref={trackRef} className="discover-strip__track">
          {HOME_ILLUSTRATIONS.map(({ key, labelId, captionId, Art }) => (
            <li key={key} className="discover-strip__tile">
              <Art label={t(labelId)} />
              <p className="discover-strip__caption">{t(captionId)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
