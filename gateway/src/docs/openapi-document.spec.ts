import { liveness } from '@trio/contracts/http/gateway';
import { refreshSession } from '@trio/contracts/http/users';
import { openApiDocument, operationIdOf } from './openapi-document';

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

describe('openApiDocument', () => {
  const document = openApiDocument([
    { method: 'GET', path: liveness.path, definition: liveness },
    { method: 'POST', path: refreshSession.path, definition: refreshSession },
  ]);

  it('names its server: the gateway that serves it, whatever its address', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
  });

  it('documents 431 HEADERS_TOO_LARGE on every operation, even one without other problems', () => {
    expect(document.paths['/health/live']?.get?.responses['431']?.description).toContain('HEADERS_TOO_LARGE');
  });

  it("puts the refresh cookie's security scheme on the routes that act on it", () => {
    expect(document.paths['/trio/auth/refresh']?.post?.security).toEqual([{ trio_refresh: [] }]);
    expect(document.paths['/health/live']?.get?.security).toEqual([]);
  });
});
