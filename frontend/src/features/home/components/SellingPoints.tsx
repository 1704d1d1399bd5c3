import { useState } from 'react';
import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';
import { useWindowScroll } from '../hooks/use-window-scroll';

const TICK_ICON = '✓';

export type SectionTone = 'light' | 'dark';

/** Spec §4: the background by rounded scroll position in viewport heights; other positions keep the last one. */
const TONE_AT_VIEWPORT: Partial<Record<number, SectionTone>> = { 2: 'light', 3: 'dark', 5: 'light' };

export function toneForScroll(scrollY: number, innerHeight: number, previous: SectionTone): SectionTone {
  if (innerHeight <= 0) return previous;
  return TONE_AT_VIEWPORT[Math.round(scrollY / innerHeight)] ?? previous;
}

const PROMISES: { titleId: MessageId; textId: MessageId }[] = [
  { titleId: 'home.selling.verified.title', textId: 'home.selling.verified.text' },
  { titleId: 'home.selling.photos.title', textId: 'home.selling.photos.text' },
  { titleId: 'home.selling.payments.title', textId: 'home.selling.payments.text' },
  { titleId: 'home.selling.refund.title', textId: 'home.selling.refund.text' },
  { titleId: 'home.selling.maintenance.title', textId: 'home.selling.maintenance.text' },
];

/** Why Trio: the marketing promises (spec §1), on a background that follows the scroll position. */
export function SellingPoints() {
  const t = useText();
  const [tone, setTone] = useState<SectionTone>('light');
  useWindowScroll(({ scrollY, innerHeight }) => setTone((previous) => toneForScroll(scrollY, innerHeight, previous)));

  return (
    <section
      className={`selling-points selling-points--${tone}`}
      data-tone={tone}
      aria-labelledby="selling-points-heading"
    >
      <div className="home-section__inner">
        <h2 id="selling-points-heading">{t('home.selling.heading')}</h2>
        <p className="selling-points__lead">{t('home.selling.lead')}</p>
        <ul className="selling-points__list">
          {PROMISES.map((promise) => (
            <li key={promise.titleId} className="selling-points__item">
              <span className="selling-points__tick" aria-hidden="true">
                {TICK_ICON}
              </span>
              <div>
                <h3>{t(promise.titleId)}</h3>
                <p>{t(promise.textId)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
