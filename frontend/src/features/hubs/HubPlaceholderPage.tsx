import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import './HubPlaceholderPage.css';

interface PlannedPage {
  title: string;
  purpose: string;
}

const PLANNED_PAGES: Record<string, PlannedPage> = {
  [paths.landlordHub]: {
    title: 'Landlord Hub',
    purpose: 'Submit new listings for review and follow your properties, tenants, leases and rent payments.',
  },
  [paths.dashboard]: {
    title: 'Landlord Dashboard',
    purpose: 'An overview of your properties, occupancy and rent collected.',
  },
};

const UPLOAD_IMAGES: PlannedPage = {
  title: 'Upload Images',
  purpose: 'Add photos and floor plans to a property listing.',
};

const FALLBACK: PlannedPage = { title: 'This page', purpose: 'It is part of the next release.' };

function plannedPageAt(pathname: string): PlannedPage {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (PLANNED_PAGES[trimmed]) return PLANNED_PAGES[trimmed];
  if (trimmed.endsWith('/uploadImages')) return UPLOAD_IMAGES;
  return FALLBACK;
}

/** An honest stand-in for the pages still being built (the landlord and renters hubs, dashboard, checkout, payment confirmation). */
export function HubPlaceholderPage() {
  const { pathname } = useLocation();
  const page = plannedPageAt(pathname);
  return (
    <main id="main" className="page hub-placeholder">
      <div className="hub-placeholder__card">
        <p className="hub-placeholder__badge">Coming soon</p>
        <h1>{page.title}</h1>
        <p>{page.purpose}</p>
        <p>We are still building this page. Thank you for your patience.</p>
        <Link to={paths.home} className="button button--primary">
          Back to home
        </Link>
      </div>
    </main>
  );
}
