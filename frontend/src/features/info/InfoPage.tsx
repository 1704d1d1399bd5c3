import { pageTitle } from '../../lib/page-title';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Footer } from '../../components/Footer';
import { paths } from '../../config/paths';
import { LocationSearchForm } from '../../components/LocationSearchForm';
import type { MessageId } from '../../i18n/message-ids';
import { useFormats, useText } from '../../i18n/use-text';
import { APPLICATION_FEE_RUPEES, INFO_CONTENT, SUPPORT_EMAIL } from './info-content';
import './InfoPage.css';

/** The footer pages (About, Terms, Privacy, tenant and landlord guides) and /rent, /buy: content chosen by path. */
export function InfoPage() {
  const t = useText();
  const formats = useFormats();
  const { pathname } = useLocation();
  const content = INFO_CONTENT[pathname.replace(/\/+$/, '') || '/'];
  const values = { email: SUPPORT_EMAIL, applicationFee: formats.rupees(APPLICATION_FEE_RUPEES) };
  const text = (id: MessageId) => t(id, values);
  const title = content ? t(content.titleId) : null;

  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);

  if (!content) {
    return (
      <>
        <main id="main" className="page info-page">
          <h1>{t('info.notFound.heading')}</h1>
          <p>
            <Link to={paths.home}>{t('info.notFound.home')}</Link>
          </p>
        </main>
        <Footer />
      </>
    );
  }

  return (
    <>
      <main id="main" className="page info-page">
        <header className="info-page__header">
          <h1>{title}</h1>
          <p className="info-page__intro">{text(content.introId)}</p>
          {content.updated && (
            <p className="info-page__updated">{t('info.updated', { date: formats.date(content.updated) })}</p>
          )}
        </header>
        {content.withSearch && (
          <div className="info-page__search">
            <LocationSearchForm size="compact" />
          </div>
        )}
        {content.sections.map((section) => (
          <section key={section.headingId} className="info-page__section">
            <h2>{text(section.headingId)}</h2>
            {section.paragraphIds?.map((paragraphId) => (
              <p key={paragraphId}>{text(paragraphId)}</p>
            ))}
            {section.pointIds && (
              <ul>
                {section.pointIds.map((pointId) => (
                  <li key={pointId}>{text(pointId)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {content.actions && content.actions.length > 0 && (
          <nav className="info-page__actions" aria-label={t('info.nextSteps')}>
            {content.actions.map((action, index) => (
              <Link
                key={action.to}
                to={action.to}
                className={`button ${index === 0 ? 'button--primary' : 'button--secondary'}`}
              >
                {t(action.labelId)}
              </Link>
            ))}
          </nav>
        )}
      </main>
      <Footer />
    </>
  );
}
