import { useState } from 'react';
import { useWindowScroll } from '../hooks/use-window-scroll';

export type SectionTone = 'light' | 'dark';

/** Spec §4: the background by rounded scroll position in viewport heights; other positions keep the last one. */
const TONE_AT_VIEWPORT: Partial<Record<number, SectionTone>> = { 2: 'light', 3: 'dark', 5: 'light' };

export function toneForScroll(scrollY: number, innerHeight: number, previous: SectionTone): SectionTone {
  if (innerHeight <= 0) return previous;
  return TONE_AT_VIEWPORT[Math.round(scrollY / innerHeight)] ?? previous;
}

const PROMISES = [
  {
    title: 'Verified listings',
    text: 'Every listing is checked by our professional team before it goes live, so what you read is accurate.',
  },
  {
    title: 'Photos that match',
    text: 'The photos show the home as it is today. If it looks different when you visit, we want to know.',
  },
  {
    title: 'Safe payments',
    text: 'Deposits and rent go through a secure payment gateway with a receipt for every rupee.',
  },
  {
    title: 'Full refund within 48 hours',
    text: 'Not what we promised? Tell us within 48 hours of moving in and get a full refund, no questions asked.',
  },
  {
    title: 'Maintenance, handled promptly',
    text: 'Raise a request from your phone and a professional takes care of it quickly, without endless follow-ups.',
  },
];

/** Why Trio: the marketing promises (spec §1), on a background that follows the scroll position. */
export function SellingPoints() {
  const [tone, setTone] = useState<SectionTone>('light');
  useWindowScroll(({ scrollY, innerHeight }) => setTone((previous) => toneForScroll(scrollY, innerHeight, previous)));

  return (
    <section
      className={`selling-points selling-points--${tone}`}
      data-tone={tone}
      aria-labelledby="selling-points-heading"
    >
      <div className="home-section__inner">
        <h2 id="selling-points-heading">Renting, the way it should be</h2>
        <p className="selling-points__lead">No fake photos, no surprise charges, no chasing anyone for repairs.</p>
        <ul className="selling-points__list">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="selling-points__item">
              <span className="selling-points__tick" aria-hidden="true">
                ✓
              </span>
              <div>
                <h3>{promise.title}</h3>
                <p>{promise.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
