import { RouteAccessAudit } from '../src/auth/route-access.audit';
import { DOCS_JSON_PATH, DOCS_PATH } from '../src/docs/api-docs';
import { bootGateway, type BootedGateway, send } from './support/gateway-harness';
import { writeSpaFixture } from './support/spa-fixture';

type JsonSchema = Record<string, unknown>;
type OpenApiOperation = {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};
type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    securitySchemes?: Record<string, { type: string; scheme?: string }>;
  };
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

  it('gives every route its request and answer schemas, from its definition', () => {
    const routes = gateway.app.get(RouteAccessAudit).routes();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        const definition = routes.find((r) => `${r.method} ${toOpenApiPath(r.path)}` === route)?.definition;
        expect([route, definition !== undefined]).toEqual([route, true]);
        // Request: every path parameter and every declared query parameter with its schema, and the body's.
        const parameters = operation.parameters ?? [];
        const pathNames = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
        expect([route, parameters.filter((p) => p.in === 'path').map((p) => p.name)]).toEqual([route, pathNames]);
        expect([route, parameters.filter((p) => !p.schema).map((p) => p.name)]).toEqual([route, []]);
        if (definition?.query) {
          const names = Object.keys(definition.query.shape as object).sort();
          expect([
            route,
            parameters
              .filter((p) => p.in === 'query')
              .map((p) => p.name)
              .sort(),
          ]).toEqual([route, names]);
        }
        const bodySchemas = Object.values(operation.requestBody?.content ?? {}).map((c) => c.schema);
        expect([route, bodySchemas.length === 1 && bodySchemas.every(Boolean)]).toEqual([
          route,
          Boolean(definition?.body),
        ]);
        // Answer: the success status with its schema (none only for 204), and problem+json for the failures.
        const success = operation.responses[String(definition?.answer.status)];
        expect([route, success !== undefined]).toEqual([route, true]);
        const answerSchemas = Object.values(success?.content ?? {}).map((c) => c.schema);
        expect([route, answerSchemas.length === 1 && answerSchemas.every(Boolean)]).toEqual([
          route,
          definition?.answer.status !== 204,
        ]);
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue;
          expect([route, status, response.content?.['application/problem+json']?.schema]).toEqual([
            route,
            status,
            { $ref: '#/components/schemas/Problem' },
          ]);
        }
      }
    }
    expect(document.components?.schemas?.Problem).toMatchObject({ type: 'object' });
  });

  it('documents an answer schema as the service answers it: the session of sign-in', () => {
    const login = document.paths['/trio/auth/login']?.post;
    const session = login?.responses['200']?.content?.['application/json']?.schema as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    expect(session.required).toEqual(expect.arrayContaining(['user', 'accessToken', 'expiresIn']));
    expect(session.properties?.user).toMatchObject({ type: 'object' });
    const body = login?.requestBody?.content['application/json']?.schema as { required?: string[] };
    expect(body.required).toEqual(expect.arrayContaining(['email', 'password']));
    const upload = document.paths['/trio/file/upload']?.post;
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
  });

  it('is closed by default: every route has an access rule and a definition', () => {
    const routes = gateway.app.get(RouteAccessAudit).routes();
    const undeclared = routes
      .filter((r) => r.rule === undefined || r.definition === undefined)
      .map((r) => `${r.method} ${r.path} (${r.handler})`);
    expect(undeclared).toEqual([]);
    // The rule is the definition's.
    for (const route of routes) expect([route.path, route.rule]).toEqual([route.path, route.definition?.access]);
    // The audit sees exactly the routes Fastify serves.
    expect([...new Set(routes.map((r) => `${r.method} ${toOpenApiPath(r.path)}`))].sort()).toEqual(servedRoutes());
    // The public ones are exactly the sign-in routes (a forgotten password's reset among them), the health probes, browsing properties, place suggestions,
    // Razorpay's webhook, the browser's log call and an alert e-mail's signed one-click unsubscribe.
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
        'GET /trio/places/suggest',
        'GET /trio/properties/featured/featuredlistings',
        'POST /api/razorpay/webhook',
        'GET /trio/properties/nearbyPlaces/getLandmarks',
        'GET /trio/properties/:id/similarListings',
        'POST /trio/areas/interest',
        'POST /trio/auth/google',
        'POST /trio/auth/login',
        'POST /trio/auth/logout',
        'POST /trio/auth/password-reset-requests',
        'POST /trio/auth/password-resets',
        'POST /trio/auth/refresh',
        'POST /trio/auth/register',
        'POST /trio/logs',
        'POST /trio/saved-searches/:id/unsubscribe',
      ].sort(),
    );
  });
});
