import { RouteAccessAudit } from '../src/auth/route-access.audit';
import { DOCS_JSON_PATH, DOCS_PATH } from '../src/docs/api-docs';
import { bootGateway, type BootedGateway, send } from './support/gateway-harness';
import { writeSpaFixture } from './support/spa-fixture';

type OpenApiOperation = { summary?: string; tags?: string[]; security?: unknown[] };
type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { securitySchemes?: Record<string, { type: string; scheme?: string }> };
};

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** `/trio/users/:id` → `/trio/users/{id}` */
const toOpenApiPath = (fastifyUrl: string) => fastifyUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const isDocsRoute = (url: string) => url === DOCS_PATH || url === DOCS_JSON_PATH || url.startsWith(`${DOCS_PATH}/`);
/** The built SPA's files and its fallback page (gateway/src/spa): not API routes. */
const isSpaRoute = (url: string) => url === '/*';

describe('routes, their access rules and the OpenAPI document', () => {
  let gateway: BootedGateway;
  let document: OpenApiDocument;

  beforeAll(async () => {
    // With a SPA served, as `npm start` runs it: its route must stay out of the API's document and audit.
    gateway = await bootGateway({ SPA_DIR: writeSpaFixture() });
    document = (await send<OpenApiDocument>(`${gateway.url}${DOCS_JSON_PATH}`)).body;
  });
  afterAll(() => gateway?.close());

  /** "METHOD /path" of every route Fastify serves, without HEAD/OPTIONS duplicates and docs assets. */
  const servedRoutes = () =>
    [
      ...new Set(
        gateway.routes
          .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !isDocsRoute(r.url) && !isSpaRoute(r.url))
          .map((r) => `${r.method} ${toOpenApiPath(r.url)}`),
      ),
    ].sort();

  const documentedRoutes = () =>
    Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => HTTP_METHODS.has(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();

  it('documents every route the gateway serves, and nothing else', () => {
    expect(servedRoutes().length).toBeGreaterThanOrEqual(18);
    expect(documentedRoutes()).toEqual(servedRoutes());
  });

  it('serves the routes of the brief', () => {
    expect(servedRoutes()).toEqual(
      expect.arrayContaining([
        'GET /health',
        'POST /trio/auth/register',
        'POST /trio/auth/login',
        'POST /trio/auth/google',
        'POST /trio/auth/refresh',
        'POST /trio/auth/logout',
        'GET /trio/auth/me',
        'GET /trio/users/{id}',
        'GET /trio/users/uid/{uid}',
        'GET /trio/users/email/{userEmail}',
        'PUT /trio/users/updateUid/{id}',
        'POST /trio/users/createUser',
        'GET /trio/users/property-managers/email/{userEmail}',
        'GET /trio/users/{uid}/favorites',
        'POST /trio/users/addFavorite',
        'POST /trio/users/removeFavorite',
      ]),
    );
  });

  it('gives every operation a summary and a tag, and bearer auth to exactly the non-public ones', () => {
    expect(document.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const publicRoutes = new Set(
      gateway.app
        .get(RouteAccessAudit)
        .routes()
        .filter((r) => r.rule?.kind === 'public')
        .map((r) => `${r.method} ${toOpenApiPath(r.path)}`),
    );
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        expect([route, Boolean(operation.summary), (operation.tags ?? []).length > 0]).toEqual([route, true, true]);
        const needsToken = (operation.security ?? []).some((s) => Object.keys(s as object).includes('bearer'));
        expect([route, needsToken]).toEqual([route, !publicRoutes.has(route)]);
      }
    }
  });

  it('is closed by default: every controller route declares @Public() or an authentication rule', () => {
    const routes = gateway.app.get(RouteAccessAudit).routes();
    const undeclared = routes.filter((r) => r.rule === undefined).map((r) => `${r.method} ${r.path} (${r.handler})`);
    expect(undeclared).toEqual([]);
    // The audit sees exactly the routes Fastify serves.
    expect([...new Set(routes.map((r) => `${r.method} ${toOpenApiPath(r.path)}`))].sort()).toEqual(servedRoutes());
    // The public ones are exactly the sign-in routes, the health probes and browsing properties.
    expect(
      routes
        .filter((r) => r.rule?.kind === 'public')
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual(
      [
        'GET /health',
        'GET /health/live',
        'GET /health/ready',
        'GET /api/properties/:id',
        'GET /trio/properties/:id',
        'GET /trio/properties/:id/images',
        'GET /trio/properties/:id/propertyManagerEmail',
        'GET /trio/properties/:id/propertyManagerInfo',
        'GET /trio/properties/:id/propetyManagerInfo',
        'GET /trio/properties/propertyImages/:imageId',
        'GET /trio/properties/search',
        'GET /trio/properties/featured/featuredlistings',
        'GET /trio/properties/nearbyPlaces/getLandmarks',
        'GET /trio/properties/:id/similarListings',
        'POST /trio/areas/interest',
        'POST /trio/auth/google',
        'POST /trio/auth/login',
        'POST /trio/auth/logout',
        'POST /trio/auth/refresh',
        'POST /trio/auth/register',
      ].sort(),
    );
  });
});
