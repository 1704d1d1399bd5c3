import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';

const VALUES: { titleId: MessageId; textId: MessageId; icon: string }[] = [
  {
    titleId: 'home.mission.quality.title',
    textId: 'home.mission.quality.text',
    icon: 'M12 2l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 16.8 6.1 20l1.3-6.5L2.5 8.9l6.6-.8z',
  },
  {
    titleId: 'home.mission.trust.title',
    textId: 'home.mission.trust.text',
    icon: 'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5l8-3zm-1.2 13.6l5.7-5.7-1.4-1.4-4.3 4.3-2.1-2.1-1.4 1.4 3.5 3.5z',
  },
  {
    titleId: 'home.mission.seamless.title',
    textId: 'home.mission.seamless.text',
    icon: 'M4 12a8 8 0 0114.3-4.9L16 9.4h6V3.4l-2.3 2.3A10 10 0 002 12h2zm16 0a8 8 0 01-14.3 4.9L8 14.6H2v6l2.3-2.3A10 10 0 0022 12h-2z',
  },
  {
    titleId: 'home.mission.community.title',
    textId: 'home.mission.community.text',
    icon: 'M8 11a3.5 3.5 0 110-7 3.5 3.5 0 010 7zm8 0a3 3 0 110-6 3 3 0 010 6zM1.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6h-13zm14.4 0c0-2.2-.8-4.1-2.2-5.4.8-.4 1.6-.6 2.3-.6 3 0 5.5 2 5.5 6h-5.6z',
  },
];

/** What Trio is for, and the four values behind it. */
export function MissionValues() {
  const t = useText();
  return (
    <section className="mission" aria-labelledby="mission-heading">
      <div className="home-section__inner">
        <h2 id="mission-heading">{t('home.mission.heading')}</h2>
        <p className="mission__lead">{t('home.mission.lead')}</p>
        <ul className="mission__values">
          {VALUES.map((value) => (
            <li key={value.titleId} className="mission__card">
              <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
                <path d={value.icon} fill="currentColor" />
              </svg>
              <h3>{t(value.titleId)}</h3>
              <p>{t(value.textId)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
