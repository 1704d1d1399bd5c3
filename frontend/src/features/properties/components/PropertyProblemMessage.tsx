import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useText } from '../../../i18n/use-text';

/** A property page with nothing to show: a heading, why, and a way back to search (styles in PropertyDetail.css). */
export function PropertyProblemMessage({ title, children }: { title: string; children: ReactNode }) {
  const t = useText();
  return (
    <div className="property-problem">
      <h1>{title}</h1>
      <p>{children}</p>
      <div className="property-problem__actions">
        <Link className="button button--primary" to={paths.home}>
          {t('property.problem.search')}
        </Link>
      </div>
    </div>
  );
}
