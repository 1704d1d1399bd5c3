import { gatewayRoutes } from '@trio/contracts/http/gateway';
import { type AnyRoute, pathParameterNames } from '@trio/contracts/http/route';
import { logout, refreshSession } from '@trio/contracts/http/users';
import { PROBLEM_CONTENT_TYPE, problemCatalog, type ProblemCode, problemSchema } from '@trio/contracts/problem';
import { z } from 'zod';

/*
 * The OpenAPI 3.1 document of the routes the gateway serves, made from their definitions (`@trio/contracts/http`):
 * parameters, request bodies and answers are the definitions' zod schemas as JSON Schema (zod 4's toJSONSchema),
 * and every problem a route may answer is listed under its status with the problem+json schema.
 */

export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  parameters: OpenApiParameter[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; description: string; version: string; license: { name: string; identifier: string } };
  servers: Array<{ url: string; description: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

/** A route as the gateway serves it: its method and path, and the definition it serves. */
export interface DocumentedRoute {
  method: string;
  path: string;
  definition: AnyRoute;
}

const PROBLEM_REF = { $ref: '#/components/schemas/Problem' };
const BINARY = { type: 'string', format: 'binary' };
/**
 * One server-sent event of a `text/event-stream` answer, as a client reads it: its fields (the route's description
 * says what `data` holds). Clients and fuzzers check each event against this, not the stream against BINARY.
 */
const SERVER_SENT_EVENT = {
  type: 'object',
  required: ['data'],
  properties: {
    event: { type: 'string' },
    id: { type: 'string' },
    data: { type: 'string' },
    retry: { type: 'integer', minimum: 0 },
  },
};
/** Routes the gateway answers itself: no downstream service that could be unavailable. */
const ANSWERED_BY_GATEWAY = new Set<AnyRoute>(gatewayRoutes);
/**
 * Public routes that act on the session of the refresh cookie (`trio_refresh`) instead of an access token: refresh
 * needs the cookie; logout without one only clears the cookies (`{}`: no credentials).
 */
const REFRESH_COOKIE_SECURITY = new Map<AnyRoute, OpenApiOperation['security']>([
  [refreshSession, [{ trio_refresh: [] }]],
  [logout, [{ trio_refresh: [] }, {}]],
]);

/** A zod schema as JSON Schema: what a client sends (`input`, before defaults and transforms) or receives. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/trio/users/:id` → `/trio/users/{id}` */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A route's operationId: a camelCase identifier made from its method and path, so it changes only when the route does
 * (api-document.spec.ts checks that no two are the same). `POST /trio/auth/login` → `postTrioAuthLogin`; a parameter
 * reads `By<Name>` (`GET /trio/users/:uid/favorites` → `getTrioUsersByUidFavorites`); other characters split words
 * (`/trio/leases/:id/agreement.pdf` → `…AgreementPdf`).
 */
export function operationIdOf(method: string, path: string): string {
  const words = path.split('/').flatMap((segment) => {
    const parameter = /^:(\w+)$/.exec(segment)?.[1];
    return parameter ? ['by', parameter] : segment.split(/[^A-Za-z0-9]+/);
  });
  return method.toLowerCase() + words.filter(Boolean).map(capitalised).join('');
}

function parametersOf(route: AnyRoute): OpenApiParameter[] {
  const parameters: OpenApiParameter[] = [];
  const pathShape = (route.params?.shape ?? {}) as Record<string, z.ZodType>;
  for (const name of pathParameterNames(route.path)) {
    const schema = pathShape[name] ? jsonSchemaOf(pathShape[name], 'input') : { type: 'string' };
    parameters.push(withDescription({ name, in: 'path', required: true, schema }));
  }
  if (route.query) {
    const query = jsonSchemaOf(route.query, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
      parameters.push(withDescription({ name, in: 'query', required: required.has(name), schema }));
    }
  }
  return parameters;
}

/** Moves a schema's description up to its parameter, where OpenAPI tools show it. */
function withDescription(parameter: OpenApiParameter): OpenApiParameter {
  const { description, ...schema } = parameter.schema;
  return typeof description === 'string' ? { ...parameter, schema, description } : parameter;
}

function requestBodyOf(route: AnyRoute): OpenApiOperation['requestBody'] {
  if (!route.body) return undefined;
  const mediaType = route.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
  return { required: true, content: { [mediaType]: { schema: jsonSchemaOf(route.body, 'input') } } };
}

/**
 * The problem codes a route may answer: its own, plus validation, sign-in and roles as its shape implies, and, on a
 * route a service answers, SERVICE_UNAVAILABLE and OVERLOADED. Any route may answer HEADERS_TOO_LARGE: the kit's
 * `answerClientError` answers a request whose URL and headers are over Node's limit before any route.
 */
export function problemCodesOf(route: AnyRoute): ProblemCode[] {
  const codes = new Set<ProblemCode>(['HEADERS_TOO_LARGE']);
  if (route.params || route.query || route.body) codes.add('VALIDATION_FAILED');
  if (route.access.kind === 'authenticated') {
    codes.add('UNAUTHENTICATED');
    codes.add('TOKEN_EXPIRED');
    if (route.access.roles) codes.add('FORBIDDEN');
  }
  for (const code of route.problems ?? []) codes.add(code);
  if (!ANSWERED_BY_GATEWAY.has(route) || route.problems?.includes('SERVICE_UNAVAILABLE')) {
    codes.add('SERVICE_UNAVAILABLE');
  }
  // Every service bounds the requests it takes on at once (the kit's overload guard): the excess gets 503 OVERLOADED.
  if (!ANSWERED_BY_GATEWAY.has(route)) codes.add('OVERLOADED');
  return [...codes];
}

function responsesOf(route: AnyRoute): OpenApiOperation['responses'] {
  const { answer } = route;
  const content = answer.schema
    ? { [answer.mediaType ?? 'application/json']: { schema: jsonSchemaOf(answer.schema, 'output') } }
    : answer.mediaType
      ? { [answer.mediaType]: { schema: answer.mediaType === 'text/event-stream' ? SERVER_SENT_EVENT : BINARY } }
      : undefined;
  const responses: OpenApiOperation['responses'] = {
    [String(answer.status)]: { description: answer.description ?? 'Done.', ...(content ? { content } : {}) },
  };
  const byStatus = new Map<number, ProblemCode[]>();
  for (const code of problemCodesOf(route)) {
    const { status } = problemCatalog[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: codes.map((code) => `${code}: ${problemCatalog[code].title}`).join('; '),
      content: { [PROBLEM_CONTENT_TYPE]: { schema: PROBLEM_REF } },
    };
  }
  return responses;
}

/** The access token for the routes that need sign-in, the refresh cookie for those acting on it, else nothing. */
function securityOf(route: AnyRoute): OpenApiOperation['security'] {
  if (route.access.kind !== 'public') return [{ bearer: [] }];
  return REFRESH_COOKIE_SECURITY.get(route) ?? [];
}

function operationOf({ method, path, definition: route }: DocumentedRoute): OpenApiOperation {
  const roles = route.access.kind === 'authenticated' && route.access.roles ? route.access.roles : undefined;
  const description = [route.description, roles && `Only for the roles ${roles.join(', ')}.`].filter(Boolean);
  return {
    operationId: operationIdOf(method, path),
    summary: route.summary,
    ...(description.length > 0 ? { description: description.join(' ') } : {}),
    tags: [...route.tags],
    security: securityOf(route),
    parameters: parametersOf(route),
    ...(route.body ? { requestBody: requestBodyOf(route) } : {}),
    responses: responsesOf(route),
  };
}

/** The OpenAPI document of these routes. */
export function openApiDocument(routes: readonly DocumentedRoute[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const operations = (paths[openApiPath(route.path)] ??= {});
    operations[route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Trio Rentals API',
      description:
        'The public API of the gateway. Errors are application/problem+json with a stable `code`. Sign in with ' +
        '/trio/auth/login and send the access token as "Authorization: Bearer <token>"; the refresh token is the ' +
        'httpOnly trio_refresh cookie that /trio/auth/refresh and /trio/auth/logout read.',
      version: '1',
      // The repository's licence (package.json).
      license: { name: 'MIT', identifier: 'MIT' },
    },
    // Relative: the paths are on the server that serves this document (OpenAPI 3.1 resolves it against the
    // document's own URL), whichever address the gateway has.
    servers: [{ url: '/', description: 'The gateway that serves this document' }],
    paths,
    components: {
      schemas: { Problem: jsonSchemaOf(problemSchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        trio_refresh: { type: 'apiKey', in: 'cookie', name: 'trio_refresh' },
      },
    },
  };
}
