import { lazy, Suspense, type ReactNode } from 'react';
import {
  PropertyApplicationAreaProvider,
  type PropertyApplicationAreaProps,
} from '../components/property-application-area';
import { InboxPanelProvider } from '../components/conversation/inbox-panel';
import { PropertyActionProvider, type PropertyActionProps } from '../components/property-card/property-action';
import { Spinner } from '../components/Spinner';
import { FavoriteButton } from '../features/favorites/components/FavoriteButton';
import { withTimeout } from '../lib/lazy-route';
import { productText } from '../i18n/catalogues';
import { useText } from '../i18n/use-text';

const favoriteHeart = (props: PropertyActionProps) => <FavoriteButton {...props} />;

/**
 * The rental applications feature loads with the first property page that shows its action area, with its text (the
 * 'applications' catalogue: not every page showing a property loads it).
 */
const ApplicationArea = lazy(() =>
  withTimeout(() =>
    Promise.all([import('../features/applications/components/ApplicationArea'), productText.need(['applications'])]),
  ).then(([module]) => ({ default: module.ApplicationArea })),
);

const applicationArea = (props: PropertyApplicationAreaProps) => (
  <Suspense fallback={<div className="apply-actions" aria-busy="true" />}>
    <ApplicationArea {...props} />
  </Suspense>
);

/** The Inbox list, loaded with the conversations feature the first time a screen shows it. */
const InboxPanel = lazy(() =>
  withTimeout(() =>
    Promise.all([import('../features/conversations/InboxPage'), productText.need(['conversations'])]),
  ).then(([module]) => ({ default: module.InboxPanel })),
);

function InboxPanelLoading() {
  const t = useText();
  return <Spinner label={t('shell.loadingConversations')} />;
}

const inboxPanel = () => (
  <Suspense fallback={<InboxPanelLoading />}>
    <InboxPanel />
  </Suspense>
);

/**
 * What the property screens show that other features provide: the favourites heart on every card and page, and
 * the rental application area (apply, eligibility, status) on a property's page; and the Inbox list that the
 * Landlord Dashboard's Inbox tab shows.
 */
export function PropertyActions({ children }: { children: ReactNode }) {
  return (
    <PropertyActionProvider render={favoriteHeart}>
      <PropertyApplicationAreaProvider render={applicationArea}>
        <InboxPanelProvider render={inboxPanel}>{children}</InboxPanelProvider>
      </PropertyApplicationAreaProvider>
    </PropertyActionProvider>
  );
}
