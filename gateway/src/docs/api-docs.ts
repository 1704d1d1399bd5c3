import { createRequire } from 'node:module';
import fastifyStatic from '@fastify/static';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { RouteAccessAudit } from '../auth/route-access.audit';
import { openApiDocument, type OpenApiDocument } from './openapi-document';

export const DOCS_PATH = '/trio/docs';
export const DOCS_JSON_PATH = '/trio/docs.json';
const UI_SCRIPT_PATH = `${DOCS_PATH}/trio-docs.js`;

/**
 * The docs page loads only its own scripts and styles (Swagger UI sets inline styles and uses data: images); the
 * API's own CSP (`default-src 'none'`) would block all of it.
 */
const DOCS_CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
  },
};

const DOCS_PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Trio Rentals API</title>
  <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
  <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png" sizes="32x32">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
  <script src="${UI_SCRIPT_PATH}"></script>
</body>
</html>
`;

/** A file, not an inline script, so the page's CSP needs no 'unsafe-inline' for scripts. */
const DOCS_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${DOCS_JSON_PATH}',
    dom_id: '#swagger-ui',
    deepLinking: true,
    persistAuthorization: true,
    presets: [SwaggerUIBundle.presets.apis],
  });
});
`;

/** Swagger UI's files, from the swagger-ui-dist that @nestjs/swagger depends on (the version it is made for). */
function swaggerUiAssetsPath(): string {
  const requireFromSwagger = createRequire(require.resolve('@nestjs/swagger'));
  return (requireFromSwagger('swagger-ui-dist/absolute-path.js') as () => string)();
}

/** The OpenAPI document of every route the gateway serves, from the route definitions they serve. */
export function buildOpenApiDocument(app: NestFastifyApplication): OpenApiDocument {
  const routes = app.get(RouteAccessAudit).routes();
  return openApiDocument(
    routes.flatMap(({ method, path, definition }) => (definition ? [{ method, path, definition }] : [])),
  );
}

/**
 * Serves the docs: Swagger UI at /trio/docs (its assets from swagger-ui-dist under /trio/docs/) and the document at
 * /trio/docs.json. Served here rather than by `SwaggerModule.setup`, whose UI goes through Nest's
 * `useStaticAssets`, which cannot load `@fastify/static` from where npm installed it (gateway/node_modules); this
 * also lets the page have its own CSP.
 */
export async function installApiDocs(app: NestFastifyApplication): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  let document: OpenApiDocument | undefined;
  const openApiDocument = () => (document ??= buildOpenApiDocument(app));

  await fastify.register(fastifyStatic, {
    root: swaggerUiAssetsPath(),
    prefix: `${DOCS_PATH}/`,
    index: false,
    decorateReply: false,
  });
  fastify.get(DOCS_PATH, { helmet: { contentSecurityPolicy: DOCS_CONTENT_SECURITY_POLICY } }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(DOCS_PAGE),
  );
  fastify.get(UI_SCRIPT_PATH, (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(DOCS_SCRIPT),
  );
  fastify.get(DOCS_JSON_PATH, (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(openApiDocument()),
  );
}
