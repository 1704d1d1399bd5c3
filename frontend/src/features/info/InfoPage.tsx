import { pageTitle } from '../../lib/page-title';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Footer } from '../../components/Footer';
import { paths } from '../../config/paths';
import { LocationSearchForm } from '../../components/LocationSearchForm';
import { INFO_CONTENT } from './info-content';
import './InfoPage.css';

/** The footer pages (About, Terms, Privacy, tenant and landlord guides) and /rent, /buy: content chosen by path. */
export function InfoPage() {
  const { pathname } = useLocation();
  const content = INFO_CONTENT[pathname.replace(/\/+$/, '') || '/'];

  useEffect(() => {
    if (content) document.title = pageTitle(content.title);
  }, [content]);

  if (!content) {
    return (
      <>
        <main id="main" className="page info-page">
          <h1>Page not found</h1>
          <p>
            <Link to={paths.home}>Back to the home page</Link>
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
          <h1>{content.title}</h1>
          <p className="info-page__intro">{content.intro}</p>
          {content.updated && <p className="info-page__updated">Last updated: {content.updated}</p>}
        </header>
        {content.withSearch && (
          <div className="info-page__search">
            <LocationSearchForm size="compact" />
          </div>
        )}
        {content.sections.map((section) => (
          <section key={section.heading} className="info-page__section">
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.points && (
              <ul>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {content.actions && content.actions.length > 0 && (
          <nav className="info-page__actions" aria-label="Next steps">
            {content.actions.map((action, index) => (
              <Link
                key={action.to}
                to={action.to}
                className={`button ${index === 0 ? 'button--primary' : 'button--secondary'}`}
              >
                {action.label}
              </Link>
            ))}
          </nav>
        )}
      </main>
      <Footer />
    </>
  );
}
