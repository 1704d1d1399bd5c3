/** Every in-app address in one place. Canonical, shareable URLs first; the spec's state-carrying routes still work. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** The link in the password-reset e-mail: `/reset-password?token=…`. */
  resetPassword: '/reset-password',
  /** The unsubscribe link in a saved-search alert e-mail: `/saved-searches/<id>/unsubscribe?token=…`. */
  savedSearchUnsubscribe: '/saved-searches/:id/unsubscribe',
  search: (query?: string, place?: string) =>
    query === undefined
      ? '/search'
      : `/search?q=${encodeURIComponent(query)}${place ? `&place=${encodeURIComponent(place)}` : ''}`,
  property: (id: string) => `/properties/${encodeURIComponent(id)}`,
  /** The spec's route: the property id travels as navigation state `{ propertyId }`. */
  propertyDetailsByState: '/propertyDetails',
  favorites: '/favorites',
  inbox: '/inbox',
  conversation: (id: string) => `/inbox/${encodeURIComponent(id)}`,
  profile: '/profile',
  billing: '/billing',
  paymentSuccess: '/payment-success',
  dashboard: '/dashboard',
  landlordHub: '/landlord-hub',
  propertyManagerHub: '/property-manager-hub',
  rentersHub: '/hub',
  rent: '/rent',
  buy: '/buy',
} as const;

/** Footer pages (About, Terms, Privacy, …): one page component that reads its content by path. */
export const INFO_PAGE_PATHS = [
  '/about',
  '/join',
  '/terms',
  '/privacy',
  '/tenant',
  '/find-house',
  '/pay-rent',
  '/portal',
  '/maintenance',
  '/landlord',
  '/list-house',
  '/show-listings',
  '/promote',
  '/manage-requests',
  paths.rent,
  paths.buy,
] as const;
