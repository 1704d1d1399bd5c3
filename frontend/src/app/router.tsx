import type { QueryClient } from '@tanstack/react-query';
import { isValidElement } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { INFO_PAGE_PATHS, paths } from '../config/paths';
import { prefetchPropertyPage } from '../features/properties/api/prefetch-property-page';
import { lazyPage, type LazyPage } from '../lib/lazy-route';
import { titled } from '../lib/page-title';
import { AppLayout } from './layout/AppLayout';
import { RequireHubRole, RequireLogin } from './guards';

/*
 * Every page is its own lazily loaded chunk (budget: ≤ 80 KB gzip each); the shell is the entry. Each page names the
 * catalogues of its text: its feature's, and those of what app/ composes into it (the heart on a home's card is
 * favourites'); 'common' (components/, lib/) comes with every page.
 */
const HomePage = lazyPage(() => import('../features/home/HomePage'), 'HomePage', ['home', 'favorites']);
const SearchPage = lazyPage(() => import('../features/search/SearchPage'), 'SearchPage', ['search', 'favorites']);
const PropertyPage = lazyPage(() => import('../features/properties/PropertyPage'), 'PropertyPage', [
  'property',
  'favorites',
  'applications',
]);
const PropertyDetailsByState = lazyPage(
  () => import('../features/properties/PropertyDetailsByState'),
  'PropertyDetailsByState',
  ['property'],
);
const DisplayImagesPage = lazyPage(() => import('../features/properties/DisplayImagesPage'), 'DisplayImagesPage', [
  'property',
]);
const InboxPage = lazyPage(() => import('../features/conversations/InboxPage'), 'InboxPage', ['conversations']);
const FavoritesPage = lazyPage(() => import('../features/favorites/FavoritesPage'), 'FavoritesPage', ['favorites']);
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage', ['auth']);
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage', ['auth']);
const ForgotPasswordPage = lazyPage(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage', [
  'auth',
]);
const ResetPasswordPage = lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage', ['auth']);
const UnsubscribePage = lazyPage(() => import('../features/saved-searches/UnsubscribePage'), 'UnsubscribePage', [
  'saved-searches',
]);
const ProfileWithApplications = lazyPage(() => import('./ProfileWithApplications'), 'ProfileWithApplications', [
  'account',
  'applications',
  'saved-searches',
]);
const PropertyManagerHubPage = lazyPage(
  () => import('../features/property-manager-hub/PropertyManagerHubPage'),
  'PropertyManagerHubPage',
  ['manager', 'maintenance'],
);
const BillingPage = lazyPage(() => import('../features/billing/BillingPage'), 'BillingPage', ['billing']);
const PaymentSuccessPage = lazyPage(() => import('../features/billing/PaymentSuccessPage'), 'PaymentSuccessPage', [
  'billing',
]);
const RentersHubPage = lazyPage(() => import('../features/renters-hub/RentersHubPage'), 'RentersHubPage', [
  'renters',
  'maintenance',
]);
const LandlordDashboardPage = lazyPage(
  () => import('../features/landlord/LandlordDashboardPage'),
  'LandlordDashboardPage',
  ['landlord'],
);
const LandlordHubPage = lazyPage(() => import('../features/landlord/LandlordHubPage'), 'LandlordHubPage', [
  'landlord',
  'maintenance',
]);
const UploadImagesPage = lazyPage(() => import('../features/landlord/UploadImagesPage'), 'UploadImagesPage', [
  'landlord',
]);
const InfoPage = lazyPage(() => import('../features/info/InfoPage'), 'InfoPage', ['info']);
const NotFoundPage = lazyPage(() => import('./NotFoundPage'), 'NotFoundPage');

/**
 * The route table; `queryClient` lets a route's loader start its page's data while the page's code loads (without
 * one, as for preloadPageOf, which runs no loader, nothing is prefetched).
 */
export function appRoutes(queryClient?: QueryClient): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        { path: paths.home, element: <HomePage />, handle: titled('shell.title.home') },
        {
          path: paths.search(),
          element: <SearchPage />,
          handle: titled('shell.title.search'),
          // The results start with the page's code (a small chunk of their own), not after the page has rendered.
          loader: ({ request }) => {
            if (queryClient) {
              void import('../features/search/api/prefetch-search')
                .then(({ prefetchSearch }) => prefetchSearch(queryClient, new URL(request.url)))
                .catch(() => undefined);
            }
            return null;
          },
        },
        {
          path: '/properties/:id',
          element: <PropertyPage />,
          loader: ({ params }) => {
            if (params.id && queryClient) prefetchPropertyPage(queryClient, params.id);
            return null;
          },
        },
        { path: paths.propertyDetailsByState, element: <PropertyDetailsByState /> },
        { path: '/displayImages', element: <DisplayImagesPage /> },
        { path: paths.login, element: <LoginPage />, handle: titled('shell.title.signIn') },
        { path: paths.register, element: <RegisterPage />, handle: titled('shell.title.register') },
        {
          path: paths.forgotPassword,
          element: <ForgotPasswordPage />,
          handle: titled('shell.title.forgotPassword'),
        },
        {
          path: paths.resetPassword,
          element: <ResetPasswordPage />,
          handle: titled('shell.title.resetPassword'),
        },
        {
          path: paths.savedSearchUnsubscribe,
          element: <UnsubscribePage />,
          handle: titled('shell.title.savedSearchAlerts'),
        },
        {
          element: <RequireLogin />,
          children: [
            { path: paths.favorites, element: <FavoritesPage />, handle: titled('shell.title.favorites') },
            { path: paths.inbox, element: <InboxPage />, handle: titled('shell.title.inbox') },
            { path: '/inbox/:id', element: <InboxPage />, handle: titled('shell.title.conversation') },
            { path: paths.profile, element: <ProfileWithApplications />, handle: titled('shell.title.profile') },
            { path: paths.billing, element: <BillingPage />, handle: titled('shell.title.checkout') },
            {
              path: paths.paymentSuccess,
              element: <PaymentSuccessPage />,
              handle: titled('shell.title.paymentConfirmation'),
            },
            {
              path: paths.dashboard,
              element: <LandlordDashboardPage />,
              handle: titled('shell.title.landlordDashboard'),
            },
            {
              path: '/:propertyId/uploadImages',
              element: <UploadImagesPage />,
              handle: titled('shell.title.uploadPhotos'),
            },
            { path: paths.rentersHub, element: <RentersHubPage />, handle: titled('shell.title.rentersHub') },
            {
              element: <RequireHubRole />,
              children: [
                { path: paths.landlordHub, element: <LandlordHubPage />, handle: titled('shell.title.landlordHub') },
                {
                  path: paths.propertyManagerHub,
                  element: <PropertyManagerHubPage />,
                  handle: titled('shell.title.propertyManagerHub'),
                },
              ],
            },
          ],
        },
        ...INFO_PAGE_PATHS.map((path) => ({ path, element: <InfoPage /> })),
        { path: '*', element: <NotFoundPage />, handle: titled('shell.title.notFound') },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}

/**
 * Starts loading the page (its chunk and catalogues) that `pathname` shows, before the app renders it: the load then
 * runs while the shell starts (and, for a signed-in reader, while the session is restored) instead of after.
 */
export function preloadPageOf(pathname: string): void {
  for (const { route } of matchRoutes(appRoutes(), pathname) ?? []) {
    const page = isValidElement(route.element) ? (route.element.type as Partial<LazyPage>) : undefined;
    page?.preload?.();
  }
}
