import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { createTestTokenIssuer, type SignOptions, type TestTokenIssuer, type TokenSubject } from './test-token-issuer';

/** A request the stand-in received. */
export interface ReceivedRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the stand-in answers to one request. */
export interface StandInAnswer {
  status: number;
  headers?: Record<string, string | string[]>;
  /** JSON-encoded unless a string. */
  body?: unknown;
}

export interface StandInIdentity {
  userId: string;
  uid: string;
  email: string;
  role: 'tenant' | 'landlord' | 'property_manager';
  displayName: string;
}

/** `undefined` from a handler means "never answer" (for timeouts). */
export type StandInHandler = (request: ReceivedRequest) => StandInAnswer | undefined;

export interface StandInUsersService {
  url: string;
  /** Every request except the JWKS fetches and identity lookups. */
  received: ReceivedRequest[];
  /** Requests whose connection the caller closed before the stand-in answered (a gateway that gave up aborts). */
  abandoned: ReceivedRequest[];
  /** The identity lookups (`GET /internal/identities/:id`). */
  identityLookups: ReceivedRequest[];
  /** The users it knows: what /internal/identities answers (404 for others). */
  identities: Map<string, StandInIdentity>;
  /**
   * Fixed answers by `"METHOD /path"` (no query); others get 200 with an echo of the request. `GET /internal/identities`
   * answers every identity lookup instead of `identities`.
   */
  answers: Map<string, StandInHandler>;
  signToken(identity: TokenSubject, options?: SignOptions): Promise<string>;
  close(): Promise<void>;
}

export const ASHA: StandInIdentity = {
  userId: '665f1c2b9d3e4a0012345678',
  uid: 'uid-asha',
  email: 'asha@example.in',
  role: 'tenant',
  displayName: 'Asha Rao',
};

function echo(request: ReceivedRequest): StandInAnswer {
  return { status: 200, body: { echo: true, method: request.method, url: request.url } };
}

/**
 * A stand-in for the users service on an ephemeral loopback port: serves a JWKS and the identity lookups, records
 * every request, and answers with fixed answers (or an echo).
 */
export async function startStandInUsersService(): Promise<StandInUsersService> {
  const issuer: TestTokenIssuer = await createTestTokenIssuer();
  const received: ReceivedRequest[] = [];
  const abandoned: ReceivedRequest[] = [];
  const identityLookups: ReceivedRequest[] = [];
  const identities = new Map<string, StandInIdentity>([[ASHA.userId, ASHA]]);
  const answers = new Map<string, StandInHandler>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const path = url.split('?')[0] ?? url;
      const request: ReceivedRequest = {
        method: req.method ?? 'GET',
        url,
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      let answer: StandInAnswer | undefined;
      if (path === '/.well-known/jwks.json') {
        answer = { status: 200, body: issuer.jwks };
      } else if (path.startsWith('/internal/identities/')) {
        identityLookups.push(request);
        const fixed = answers.get('GET /internal/identities')?.(request);
        const identity = identities.get(decodeURIComponent(path.slice('/internal/identities/'.length)));
        answer = fixed ?? (identity ? { status: 200, body: identity } : { status: 404, body: { code: 'NOT_FOUND' } });
      } else {
        received.push(request);
        res.once('close', () => {
          if (!res.writableFinished) abandoned.push(request);
        });
        answer = (answers.get(`${request.method} ${path}`) ?? echo)(request);
      }
      if (!answer) return; // never answers
      const isText = typeof answer.body === 'string';
      const body = answer.body === undefined ? '' : isText ? (answer.body as string) : JSON.stringify(answer.body);
      res.writeHead(answer.status, {
        ...(body && !isText ? { 'content-type': 'application/json' } : {}),
        ...answer.headers,
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    abandoned,
    identityLookups,
    identities,
    answers,
    signToken: (identity, options) => issuer.sign(identity, options),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
