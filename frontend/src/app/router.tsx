import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { INFO_PAGE_PATHS, paths } from '../config/paths';
import { prefetchPropertyPage } from '../features/properties/api/prefetch-property-page';
import { lazyPage } from '../lib/lazy-route';
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
const FavoritesPage = lazyPage(() => import('../features/favorites/FavoritesPage'), 'FavoritesPage');
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage');
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

/** The route table; `queryClient` lets a route's loader start its page's data while the page's code loads. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        { path: paths.home, element: <HomePage /> },
        { path: paths.search(), element: <SearchPage /> },
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
        { path: paths.login, element: <LoginPage /> },
        { path: paths.register, element: <RegisterPage /> },
        {
          element: <RequireLogin />,
          children: [
            { path: paths.favorites, element: <FavoritesPage /> },
            { path: paths.profile, element: <ProfileWithApplications /> },
            { path: paths.billing, element: <BillingPage /> },
            { path: paths.paymentSuccess, element: <PaymentSuccessPage /> },
            { path: paths.dashboard, element: <LandlordDashboardPage /> },
            { path: '/:propertyId/uploadImages', element: <UploadImagesPage /> },
            { path: paths.rentersHub, element: <RentersHubPage /> },
            {
              element: <RequireHubRole />,
              children: [
                { path: paths.landlordHub, element: <LandlordHubPage /> },
                { path: paths.propertyManagerHub, element: <PropertyManagerHubPage /> },
              ],
            },
          ],
        },
        ...INFO_PAGE_PATHS.map((path) => ({ path, element: <InfoPage /> })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
