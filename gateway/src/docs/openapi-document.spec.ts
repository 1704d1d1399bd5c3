import { operationIdOf } from './openapi-document';

describe('operationIdOf', () => {
  it.each([
    ['POST', '/trio/auth/register', 'postTrioAuthRegister'],
    ['GET', '/health', 'getHealth'],
    ['GET', '/trio/users/:uid/favorites', 'getTrioUsersByUidFavorites'],
    ['GET', '/trio/users/property-managers/email/:userEmail', 'getTrioUsersPropertyManagersEmailByUserEmail'],
    ['PUT', '/trio/propertyListingRequest/:id/review', 'putTrioPropertyListingRequestByIdReview'],
    ['GET', '/trio/leases/:id/agreement.pdf', 'getTrioLeasesByIdAgreementPdf'],
  ])('%s %s → %s', (method, path, id) => {
    expect(operationIdOf(method, path)).toBe(id);
  });
});
