import { Link, useLocation } from 'react-router-dom';
import { MaintenanceRequestsPanel } from '../../components/maintenance/MaintenanceRequestsPanel';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/session';
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
  const { currentUser } = useSession();
  const page = plannedPageAt(pathname);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // Until the Landlord Hub is built, its Maintenance Requests tab is already here for landlords.
  const landlordMaintenance = trimmed === paths.landlordHub && currentUser !== null;
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
      {landlordMaintenance ? (
        <div className="hub-placeholder__section">
          <MaintenanceRequestsPanel
            source={{ kind: 'landlord', userId: currentUser._id }}
            authorEmail={currentUser.email}
          />
        </div>
      ) : null}
    </main>
  );
}
