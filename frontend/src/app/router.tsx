import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { INFO_PAGE_PATHS, paths } from '../config/paths';
import { prefetchPropertyPage } from '../features/properties/api/prefetch-property-page';
import { lazyPage } from '../lib/lazy-route';
import { HOME_TITLE, pageTitle, type TitledRoute } from '../lib/page-title';
import { AppLayout } from './layout/AppLayout';
import { RequireHubRole, RequireLogin } from './guards';

/* Every page is its own lazily loaded chunk (budget: ≤ 80 KB gzip each); the shell is the entry. */
const HomePage = lazyPage(() => import('../features/home/HomePage'), 'HomePage');
const SearchPage = lazyPage(() => import('../features/search/SearchPage'), 'SearchPage');
const PropertyPage = lazyPage(() => import('../features/properties/PropertyPage'), 'PropertyPage');
const PropertyDetailsByState = lazyPage(
  () => import('../features/properties/PropertyDetailsByState'),
  'PropertyDetailsByState',
);
const DisplayImagesPage = lazyPage(() => import('../features/properties/DisplayImagesPage'), 'DisplayImagesPage');
const InboxPage = lazyPage(() => import('../features/conversations/InboxPage'), 'InboxPage');
const FavoritesPage = lazyPage(() => import('../features/favorites/FavoritesPage'), 'FavoritesPage');
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const UnsubscribePage = lazyPage(() => import('../features/saved-searches/UnsubscribePage'), 'UnsubscribePage');
const ProfileWithApplications = lazyPage(() => import('./ProfileWithApplications'), 'ProfileWithApplications');
const PropertyManagerHubPage = lazyPage(
  () => import('../features/property-manager-hub/PropertyManagerHubPage'),
  'PropertyManagerHubPage',
);
const BillingPage = lazyPage(() => import('../features/billing/BillingPage'), 'BillingPage');
const PaymentSuccessPage = lazyPage(() => import('../features/billing/PaymentSuccessPage'), 'PaymentSuccessPage');
const RentersHubPage = lazyPage(() => import('../features/renters-hub/RentersHubPage'), 'RentersHubPage');
const LandlordDashboardPage = lazyPage(
  () => import('../features/landlord/LandlordDashboardPage'),
  'LandlordDashboardPage',
);
const LandlordHubPage = lazyPage(() => import('../features/landlord/LandlordHubPage'), 'LandlordHubPage');
const UploadImagesPage = lazyPage(() => import('../features/landlord/UploadImagesPage'), 'UploadImagesPage');
const InfoPage = lazyPage(() => import('../features/info/InfoPage'), 'InfoPage');
const NotFoundPage = lazyPage(() => import('./NotFoundPage'), 'NotFoundPage');

const titled = (documentTitle: string): TitledRoute => ({ documentTitle });

/** The route table; `queryClient` lets a route's loader start its page's data while the page's code loads. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        { path: paths.home, element: <HomePage />, handle: titled(HOME_TITLE) },
        { path: paths.search(), element: <SearchPage />, handle: titled(pageTitle('Search homes')) },
        {
          path: '/properties/:id',
          element: <PropertyPage />,
          loader: ({ params }) => {
            if (params.id) prefetchPropertyPage(queryClient, params.id);
            return null;
          },
        },
        { path: paths.propertyDetailsByState, element: <PropertyDetailsByState /> },
        { path: '/displayImages', element: <DisplayImagesPage /> },
        { path: paths.login, element: <LoginPage />, handle: titled(pageTitle('Sign in')) },
        { path: paths.register, element: <RegisterPage />, handle: titled(pageTitle('Create your account')) },
        {
          path: paths.forgotPassword,
          element: <ForgotPasswordPage />,
          handle: titled(pageTitle('Forgot your password')),
        },
        {
          path: paths.resetPassword,
          element: <ResetPasswordPage />,
          handle: titled(pageTitle('Choose a new password')),
        },
        {
          path: paths.savedSearchUnsubscribe,
          element: <UnsubscribePage />,
          handle: titled(pageTitle('Saved search alerts')),
        },
        {
          element: <RequireLogin />,
          children: [
            { path: paths.favorites, element: <FavoritesPage />, handle: titled(pageTitle('Your favourites')) },
            { path: paths.inbox, element: <InboxPage />, handle: titled(pageTitle('Inbox')) },
            { path: '/inbox/:id', element: <InboxPage />, handle: titled(pageTitle('Conversation')) },
            { path: paths.profile, element: <ProfileWithApplications />, handle: titled(pageTitle('Your profile')) },
            { path: paths.billing, element: <BillingPage />, handle: titled(pageTitle('Checkout')) },
            {
              path: paths.paymentSuccess,
              element: <PaymentSuccessPage />,
              handle: titled(pageTitle('Payment confirmation')),
            },
            {
              path: paths.dashboard,
              element: <LandlordDashboardPage />,
              handle: titled(pageTitle('Landlord dashboard')),
            },
            {
              path: '/:propertyId/uploadImages',
              element: <UploadImagesPage />,
              handle: titled(pageTitle('Upload photos')),
            },
            { path: paths.rentersHub, element: <RentersHubPage />, handle: titled(pageTitle('Renters Hub')) },
            {
              element: <RequireHubRole />,
              children: [
                { path: paths.landlordHub, element: <LandlordHubPage />, handle: titled(pageTitle('Landlord Hub')) },
                {
                  path: paths.propertyManagerHub,
                  element: <PropertyManagerHubPage />,
                  handle: titled(pageTitle('Property Manager Hub')),
                },
              ],
            },
          ],
        },
        ...INFO_PAGE_PATHS.map((path) => ({ path, element: <InfoPage /> })),
        { path: '*', element: <NotFoundPage />, handle: titled(pageTitle('Page not found')) },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
