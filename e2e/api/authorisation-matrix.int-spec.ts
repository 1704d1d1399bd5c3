import { gatewayRoutes } from '@trio/contracts/http/gateway';
import { type AnyRoute, routeMatching } from '@trio/contracts/http/route';
import { addMonthsToDate, todayInIndia } from '@trio/contracts/http/applications';
import { monthlyRentTotalPaise } from '@trio/contracts/money';
import { problemCodesOf } from '../../gateway/src/docs/openapi-document';
import { unsubscribeTokenOf } from '../../services/properties/src/saved-searches/unsubscribe-token';
import { DOWNSTREAM_SERVICES } from '../../gateway/src/downstream-services';
import { newPerson } from './support/client';
import {
  ACTORS,
  type Actor,
  applicationForm,
  type Caller,
  listingBody,
  photoBytes,
  seedWorld,
  type World,
} from './support/authorisation-world';
import { collectionScans, recordStackQueries } from './support/query-plans';
import { startStack, type Stack } from './support/stack';

/*
 * Issue 18, the authorisation matrix: every route the gateway's router serves, called as a visitor, as the caller it
 * is for, and as every other kind of user on another user's ids; and mass assignment on every route with a body.
 * The routes come from the router itself (Fastify's onRoute, recorded by the stack), so a new route without a row
 * here fails the first test.
 */

type Json = Record<string, unknown>;

/** One call: the path with A's ids filled in, and its body. */
interface Call {
  path: string;
  /** JSON body. */
  body?: Json;
  /** Multipart body: its text fields (the file comes last). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

interface Row {
  /**
   * Who gets the route's answer: the owner of the A resource (and whoever else may see it). `everyone` for public
   * routes (a visitor included).
   */
  allowed: (w: World) => readonly Caller[] | 'everyone';
  /**
   * What the others get: `refused` (403 or 404, problem+json with a code; the default) or `own` (the route answers
   * every signed-in caller about themselves: 2xx, without A's data).
   */
  others?: 'refused' | 'own';
  /** The call, as `as` makes it (most rows ignore `as`: everyone tries the same A ids). */
  call: (w: World, as: Caller) => Call | Promise<Call>;
  /** The allowed callers' status when it is not the definition's success status (e.g. a business refusal). */
  status?: number;
  /** A's data: the allowed see it (when `shows`), the others' answers must not contain it. */
  secrets?: (w: World) => string[];
  /** The allowed callers' answers contain the secrets (default true when secrets are given). */
  shows?: boolean;
  /** Mass assignment: the fields to add to the allowed call's body and how to prove they changed nothing. */
  mass?: {
    inject?: (w: World, as: Caller) => Json;
    /** Reads the stored data back after the call; returns what is wrong (empty: nothing). */
    verify?: (w: World, answer: Answer, as: Caller) => Promise<string[]>;
  };
  /** Why the route has no mass-assignment case although it has a body. */
  noMass?: string;
  /** Remembers what the allowed call made (e.g. the application the apply row makes). */
  after?: (w: World, answer: Answer) => void;
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
  json?: Json;
}

/** What the matrix injects into every JSON body by default: protected fields, other users' ids, unknown fields. */
function protectedFields(w: World, as: Caller): Json {
  const stranger = as === 'renterB' ? w.people.renterA : w.people.renterB;
  return {
    role: 'property_manager',
    status: 'approved',
    paymentStatus: 'completed',
    amount: 1,
    amountPaise: 100,
    landlordId: w.people.landlordB.user._id,
    managerId: w.people.managerB.managerId,
    tenantId: stranger.user._id,
    payerId: stranger.user._id,
    verified: true,
    isAdmin: true,
    trioInjected: 'mass-assignment',
  };
}

const A = (w: World) => w.people;

/**
 * The matrix: one row per route the gateway serves, in the order they run (rows that change state come after the
 * rows that read it, and a row's allowed call can rely on an earlier row's).
 */
const MATRIX: Record<string, Row> = {
  // --- the gateway's own ---------------------------------------------------------------------------------------
  'GET /health': { allowed: () => 'everyone', call: () => ({ path: '/health' }) },
  'GET /health/live': { allowed: () => 'everyone', call: () => ({ path: '/health/live' }) },
  'GET /health/ready': { allowed: () => 'everyone', call: () => ({ path: '/health/ready' }) },
  'GET /trio/docs': { allowed: () => 'everyone', call: () => ({ path: '/trio/docs' }) },
  'GET /trio/docs.json': { allowed: () => 'everyone', call: () => ({ path: '/trio/docs.json' }) },
  'GET /trio/docs/trio-docs.js': { allowed: () => 'everyone', call: () => ({ path: '/trio/docs/trio-docs.js' }) },
  'GET /trio/docs/*': { allowed: () => 'everyone', call: () => ({ path: '/trio/docs/swagger-ui.css' }) },
  'POST /trio/logs': {
    // The browser's log call: anyone (errors happen before sign-in), answered 204 once the entry is valid.
    allowed: () => 'everyone',
    call: () => ({
      path: '/trio/logs',
      body: {
        level: 'info',
        message: 'authorisation matrix',
        timestamp: new Date().toISOString(),
        url: 'http://127.0.0.1/search',
        userAgent: 'matrix',
      },
    }),
    status: 204,
  },
  'GET /trio/landlord/:userId/dashboard': {
    allowed: () => ['landlordA'],
    call: (w) => ({ path: `/trio/landlord/${A(w).landlordA.user._id}/dashboard` }),
    secrets: (w) => [w.leaseA, A(w).renterA.user.email],
  },

  // --- sign-in (public) ----------------------------------------------------------------------------------------
  'POST /trio/auth/register': {
    allowed: () => 'everyone',
    call: () => ({ path: '/trio/auth/register', body: newPerson() }),
    status: 201,
    mass: {
      verify: async (w, answer) => {
        const user = (answer.json?.user ?? {}) as Json;
        return user.role === 'tenant' ? [] : [`a new account's role is ${String(user.role)}`];
      },
    },
  },
  'POST /trio/auth/login': {
    allowed: () => 'everyone',
    call: (w) => ({
      path: '/trio/auth/login',
      body: { email: A(w).renterA.user.email, password: A(w).renterA.password },
    }),
    mass: {
      verify: async (w, answer) => {
        const user = (answer.json?.user ?? {}) as Json;
        return user.role === 'tenant' ? [] : [`signing in made renterA ${String(user.role)}`];
      },
    },
  },
  'POST /trio/auth/google': {
    allowed: () => 'everyone',
    call: () => ({ path: '/trio/auth/google', body: { idToken: 'not-a-google-token' } }),
    // Google sign-in is not configured in the stack: GOOGLE_SIGN_IN_DISABLED for everyone.
    status: 404,
    noMass: 'Google sign-in is switched off in the e2e stack: every call is refused before the body is used.',
  },
  'POST /trio/auth/refresh': {
    allowed: () => 'everyone',
    // No refresh cookie: nobody gets a session from a bearer token alone.
    call: () => ({ path: '/trio/auth/refresh' }),
    status: 401,
  },
  'POST /trio/auth/logout': { allowed: () => 'everyone', call: () => ({ path: '/trio/auth/logout' }) },
  'GET /trio/auth/me': {
    allowed: () => ['renterA'],
    others: 'own',
    call: () => ({ path: '/trio/auth/me' }),
    secrets: (w) => [A(w).renterA.user.email],
  },
  'POST /trio/auth/password-reset-requests': {
    // The same answer for every address; renterA's link is mailed (and replaced by each call, harmlessly).
    allowed: () => 'everyone',
    call: (w) => ({ path: '/trio/auth/password-reset-requests', body: { email: A(w).renterA.user.email } }),
    status: 202,
    mass: { verify: async (w) => roleOf(w, 'renterA', 'tenant') },
  },
  'POST /trio/auth/password-resets': {
    // Anyone may try a link; a made-up token is refused for everyone alike.
    allowed: () => 'everyone',
    call: (w) => ({
      path: '/trio/auth/password-resets',
      body: { token: `${A(w).renterA.user._id}.bm90LWEtcmVhbC1yZXNldC10b2tlbg`, password: 'Harbour-Lights-Colaba-42' },
    }),
    status: 400,
    noMass: 'Every call is refused (RESET_LINK_INVALID) before the body changes anything.',
  },
  'POST /trio/auth/password': {
    // Each signed-in caller changes their own password (here to the same one): nobody can name another account.
    allowed: () => ['renterA'],
    others: 'own',
    call: (w, as) => {
      const password = A(w)[as === 'anonymous' ? 'renterA' : as].password;
      return { path: '/trio/auth/password', body: { currentPassword: password, newPassword: password } };
    },
    mass: { verify: async (w) => roleOf(w, 'renterA', 'tenant') },
  },

  // --- users ---------------------------------------------------------------------------------------------------
  'GET /trio/users/:id': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: `/trio/users/${A(w).renterA.user._id}` }),
    secrets: (w) => [A(w).renterA.user.email],
  },
  'PATCH /trio/users/:id': {
    // Only the address changes (no name: the other services' copies of renterA stay as the other rows expect).
    allowed: () => ['renterA'],
    call: (w) => ({
      path: `/trio/users/${A(w).renterA.user._id}`,
      body: { address: '14 Carter Road, Bandra West, Mumbai 400050' },
    }),
    secrets: (w) => [A(w).renterA.user.email],
    mass: { verify: async (w) => roleOf(w, 'renterA', 'tenant') },
  },
  'GET /trio/users/uid/:uid': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: `/trio/users/uid/${A(w).renterA.user.uid}` }),
    secrets: (w) => [A(w).renterA.user.email],
  },
  'GET /trio/users/email/:userEmail': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: `/trio/users/email/${encodeURIComponent(A(w).renterA.user.email)}` }),
    secrets: (w) => [A(w).renterA.user._id],
  },
  'GET /trio/users/property-managers/email/:userEmail': {
    allowed: () => ['managerA'],
    call: (w) => ({ path: `/trio/users/property-managers/email/${encodeURIComponent(A(w).managerA.user.email)}` }),
    secrets: (w) => [A(w).managerA.managerId!],
  },
  'PUT /trio/users/updateUid/:id': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: `/trio/users/updateUid/${A(w).renterA.user._id}`, body: { newUid: A(w).renterA.user.uid } }),
    mass: { verify: async (w) => roleOf(w, 'renterA', 'tenant') },
  },
  'POST /trio/users/createUser': {
    allowed: () => ['renterA'],
    call: (w) => ({
      path: '/trio/users/createUser',
      body: { uid: A(w).renterA.user.uid, email: A(w).renterA.user.email, displayName: 'Rohan Deshpande' },
    }),
    mass: { verify: async (w) => roleOf(w, 'renterA', 'tenant') },
  },
  'POST /trio/users/addFavorite': {
    allowed: () => ['renterA'],
    call: (w) => ({
      path: '/trio/users/addFavorite',
      body: { userId: A(w).renterA.user.uid, propertyId: w.propertyB },
    }),
    mass: {
      verify: async (w) => {
        const theirs = await get(w, 'renterB', `/trio/users/${A(w).renterB.user.uid}/favorites`);
        return theirs.text.includes(w.propertyB) ? ["renterA's favourite landed in renterB's list"] : [];
      },
    },
  },
  'GET /trio/users/:uid/favorites': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: `/trio/users/${A(w).renterA.user.uid}/favorites` }),
    secrets: (w) => [w.propertyB],
  },
  'POST /trio/users/removeFavorite': {
    allowed: () => ['renterA'],
    call: (w) => ({
      path: '/trio/users/removeFavorite',
      body: { userId: A(w).renterA.user.uid, propertyId: w.propertyB },
    }),
  },

  // --- properties ----------------------------------------------------------------------------------------------
  'GET /trio/properties': {
    allowed: (w) => ['landlordA', w.managerOf.get(w.propertyA)!],
    others: 'own',
    call: () => ({ path: '/trio/properties' }),
    secrets: (w) => [w.propertyA],
  },
  'GET /trio/properties/search': {
    allowed: () => 'everyone',
    call: () => ({ path: '/trio/properties/search?query=Pune' }),
  },
  'GET /trio/places/suggest': { allowed: () => 'everyone', call: () => ({ path: '/trio/places/suggest?q=Pu' }) },
  'GET /trio/properties/featured/featuredlistings': {
    allowed: () => 'everyone',
    call: () => ({ path: '/trio/properties/featured/featuredlistings' }),
  },
  'GET /trio/properties/nearbyPlaces/getLandmarks': {
    allowed: () => 'everyone',
    call: () => ({ path: '/trio/properties/nearbyPlaces/getLandmarks?address=Kothrud%2C%20Pune%20411038' }),
  },
  'GET /trio/properties/:id/similarListings': {
    allowed: () => 'everyone',
    call: (w) => ({ path: `/trio/properties/${w.propertyA}/similarListings` }),
  },
  'POST /trio/areas/interest': {
    allowed: () => 'everyone',
    call: () => ({ path: '/trio/areas/interest', body: { area: 'Nashik', email: 'neha@example.in', kind: 'notify' } }),
    status: 202,
  },
  'GET /trio/properties/:id': { allowed: () => 'everyone', call: (w) => ({ path: `/trio/properties/${w.propertyA}` }) },
  'GET /api/properties/:id': { allowed: () => 'everyone', call: (w) => ({ path: `/api/properties/${w.propertyA}` }) },
  'GET /trio/properties/:id/images': {
    allowed: () => 'everyone',
    call: (w) => ({ path: `/trio/properties/${w.propertyA}/images` }),
  },
  'GET /trio/properties/propertyImages/:imageId': {
    allowed: () => 'everyone',
    call: (w) => ({ path: `/trio/properties/propertyImages/${w.imageA}` }),
  },
  'GET /trio/properties/:id/propetyManagerInfo': {
    allowed: () => 'everyone',
    call: (w) => ({ path: `/trio/properties/${w.propertyA}/propetyManagerInfo` }),
  },
  'GET /trio/properties/:id/propertyManagerInfo': {
    allowed: () => 'everyone',
    call: (w) => ({ path: `/trio/properties/${w.propertyA}/propertyManagerInfo` }),
  },
  'GET /trio/properties/:id/propertyManagerEmail': {
    allowed: () => 'everyone',
    call: (w) => ({ path: `/trio/properties/${w.propertyA}/propertyManagerEmail` }),
  },
  'POST /trio/file/upload': {
    allowed: (w) => ['landlordA', w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: '/trio/file/upload', form: { propertyId: w.propertyA, imageType: 'bedroom' } }),
    status: 201,
    mass: {
      // Within the service's limit of text fields (more are refused: 413 PAYLOAD_TOO_LARGE, the multipart limits).
      inject: (w) => ({ landlordId: A(w).landlordB.user._id, status: 'approved', role: 'property_manager' }),
      verify: async (w, answer) => {
        const home = (await get(w, 'anonymous', `/api/properties/${w.propertyA}`)).json ?? {};
        const problems: string[] = [];
        if (home.landlordId !== A(w).landlordA.user._id)
          problems.push(`propertyA's landlord is ${String(home.landlordId)}`);
        if (home.status === 'approved') problems.push('propertyA took the injected status');
        if (answer.json?.category === 'approved') problems.push('the image took the injected status as category');
        return problems;
      },
    },
  },
  'POST /trio/propertyListingRequest': {
    // Anyone signed in may ask to list a home (they become its landlord once it is listed): the A row is landlordA's.
    allowed: () => ['landlordA'],
    others: 'own',
    call: () => ({ path: '/trio/propertyListingRequest', body: listingBody('31, Lane 9, Kothrud') }),
    status: 201,
    mass: {
      verify: async (w, answer) => {
        const request = answer.json ?? {};
        const landlord = (request.landlordId as Json | undefined)?._id;
        const problems: string[] = [];
        if (landlord !== A(w).landlordA.user._id) problems.push(`the request's landlord is ${String(landlord)}`);
        if (!['pending', 'assigned'].includes(String(request.status)))
          problems.push(`a new request is ${String(request.status)}`);
        return problems;
      },
    },
  },
  'GET /trio/propertyListingRequest/landlord/:landlordId': {
    allowed: () => ['landlordA'],
    call: (w) => ({ path: `/trio/propertyListingRequest/landlord/${A(w).landlordA.user._id}` }),
    secrets: (w) => [w.pendingRequestA],
  },
  'GET /trio/propertyListingRequest/property-manager/:id': {
    allowed: (w) => [w.managerOf.get(w.pendingRequestA)!],
    call: (w) => ({
      path: `/trio/propertyListingRequest/property-manager/${A(w)[w.managerOf.get(w.pendingRequestA)! as 'managerA'].managerId}`,
    }),
    secrets: (w) => [w.pendingRequestA],
  },
  'PUT /trio/propertyListingRequest/:id/images': {
    allowed: () => ['landlordA'],
    call: (w) => ({ path: `/trio/propertyListingRequest/${w.pendingRequestA}/images`, body: { images: [] } }),
    mass: { verify: (w) => listingRequestUntouched(w) },
  },
  'PUT /trio/propertyListingRequest/:id/review': {
    allowed: (w) => [w.managerOf.get(w.pendingRequestA)!],
    call: (w) => ({
      path: `/trio/propertyListingRequest/${w.pendingRequestA}/review`,
      body: { action: 'needs_more_info', reviewNotes: 'Add the floor plan, please.' },
    }),
    mass: {
      verify: async (w, answer) => {
        const problems = [];
        if (answer.json?.status !== 'needs_more_info') problems.push(`the request is ${String(answer.json?.status)}`);
        return [...problems, ...(await listingRequestUntouched(w))];
      },
    },
  },
  'DELETE /trio/propertyListingRequest/:id': {
    // The draft's landlord only; everybody else gets 404 (a draft is nobody else's business).
    allowed: () => ['landlordA'],
    call: (w) => ({ path: `/trio/propertyListingRequest/${w.draftRequestA}` }),
  },
  'PUT /trio/propertyListingRequest/:id': {
    allowed: () => ['landlordA'],
    call: (w) => ({
      path: `/trio/propertyListingRequest/${w.pendingRequestA}`,
      body: listingBody('21, Lane 3, Kothrud'),
    }),
    mass: {
      verify: async (w, answer) => {
        const problems = [];
        if (!['pending', 'assigned'].includes(String(answer.json?.status)))
          problems.push(`the resubmitted request is ${String(answer.json?.status)}`);
        return [...problems, ...(await listingRequestUntouched(w))];
      },
    },
  },

  // --- saved searches (issue 27) -------------------------------------------------------------------------------
  'POST /trio/saved-searches': {
    // Every signed-in caller saves a search of their own; renterA's is the one the rows below read and change.
    allowed: () => ['renterA'],
    others: 'own',
    call: (_w, as) => ({
      path: '/trio/saved-searches',
      body: { name: `Homes in Pune (${as})`, frequency: 'daily', criteria: { query: 'Pune', bedrooms: 2 } },
    }),
    status: 201,
    after: (w, answer) => {
      w.made.savedSearchA = String(answer.json?.id);
    },
    mass: {
      inject: (w, as) => ({ ...protectedFields(w, as), ownerId: w.people.renterB.user._id, paused: true }),
      verify: async (w, answer) => {
        const theirs = await get(w, 'renterB', '/trio/saved-searches');
        return [
          ...(theirs.text.includes('Homes in Pune (renterA)')
            ? ["renterA's saved search landed in renterB's list"]
            : []),
          ...(answer.json?.paused === false ? [] : ['a new saved search was paused from its body']),
        ];
      },
    },
  },
  'GET /trio/saved-searches': {
    allowed: () => ['renterA'],
    others: 'own',
    call: () => ({ path: '/trio/saved-searches' }),
    secrets: (w) => [w.made.savedSearchA!],
  },
  'PATCH /trio/saved-searches/:id': {
    // The owner only; for everybody else renterA's saved search does not exist (404).
    allowed: () => ['renterA'],
    call: (w) => ({ path: `/trio/saved-searches/${w.made.savedSearchA}`, body: { name: 'Pune 2 BHK', paused: true } }),
    mass: {
      inject: (w, as) => ({ ...protectedFields(w, as), ownerId: w.people.renterB.user._id }),
      verify: async (w) => {
        const theirs = await get(w, 'renterB', '/trio/saved-searches');
        return theirs.text.includes(w.made.savedSearchA!) ? ["renterA's saved search moved to renterB"] : [];
      },
    },
  },
  'POST /trio/saved-searches/:id/unsubscribe': {
    // An alert e-mail's one-click link: its signed token stands in for the owner, so whoever holds the link pauses the
    // search (again: idempotent), signed in or not. No home is listed after renterA saved it, so no alert carries its
    // token: signed here with the stack's key. The token of a real alert, and a wrong one (404), are in
    // e2e/api/saved-searches.int-spec.ts.
    allowed: () => 'everyone',
    call: (w) => ({
      path: `/trio/saved-searches/${w.made.savedSearchA}/unsubscribe?token=${unsubscribeTokenOf(
        w.made.savedSearchA!,
        stack.propertiesEnv.SAVED_SEARCH_UNSUBSCRIBE_SECRET!,
      )}`,
    }),
  },
  'DELETE /trio/saved-searches/:id': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: `/trio/saved-searches/${w.made.savedSearchA}` }),
    status: 204,
  },

  // --- applications and leases ---------------------------------------------------------------------------------
  'GET /trio/users/:uid/rentalApplications': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: `/trio/users/${A(w).renterA.user.uid}/rentalApplications` }),
    secrets: (w) => [w.applicationA],
  },
  'GET /trio/rental-applications/property-manager/:id': {
    allowed: (w) => [w.managerOf.get(w.propertyA)!],
    call: (w) => ({
      path: `/trio/rental-applications/property-manager/${A(w)[w.managerOf.get(w.propertyA)! as 'managerA'].managerId}`,
    }),
    secrets: (w) => [w.applicationA],
  },
  'GET /trio/rental-applications/eligibility/:propertyId': {
    // The caller's own eligibility for a home: everyone signed in gets theirs.
    allowed: () => ['renterA'],
    others: 'own',
    call: (w) => ({ path: `/trio/rental-applications/eligibility/${w.propertyA2}` }),
  },
  'POST /trio/rental-applications/apply': {
    allowed: () => ['renterA'],
    call: (w) => ({
      path: '/trio/rental-applications/apply',
      body: { formData: applicationForm('Rohan'), propertyId: w.propertyA2, userId: A(w).renterA.user.uid },
    }),
    mass: {
      verify: async (w, answer) => {
        const application = answer.json ?? {};
        const problems: string[] = [];
        if (application.status !== 'pending') problems.push(`a new application is ${String(application.status)}`);
        if (application.paymentStatus !== 'pending')
          problems.push(`a new application's payment is ${String(application.paymentStatus)}`);
        if (application.userId !== A(w).renterA.user._id)
          problems.push(`the applicant is ${String(application.userId)}`);
        return problems;
      },
    },
    after: (w, answer) => {
      w.made.applicationA2 = String(answer.json?._id);
    },
  },
  'PUT /trio/rental-applications/:id/review': {
    allowed: (w) => [w.managerOf.get(w.propertyA2)!],
    call: (w) => ({
      path: `/trio/rental-applications/${w.pendingApplicationA2}/review`,
      body: { action: 'request_more_info', reviewNotes: 'Send a payslip, please.' },
    }),
    mass: {
      verify: async (w, answer) => {
        const application = answer.json ?? {};
        const problems: string[] = [];
        if (application.status !== 'under_review')
          problems.push(`the reviewed application is ${String(application.status)}`);
        if (application.paymentStatus === 'completed') problems.push('the reviewed application is marked paid');
        return problems;
      },
    },
  },
  'PUT /trio/rental-applications/:id/withdraw': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: `/trio/rental-applications/${w.made.applicationA2}/withdraw` }),
  },
  'GET /trio/rental-applications/:id/apply-again': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: `/trio/rental-applications/${w.expiredApplicationA}/apply-again` }),
  },
  'GET /trio/users/:uid/leases': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: `/trio/users/${A(w).renterA.user.uid}/leases` }),
    secrets: (w) => [w.leaseA],
  },
  'GET /trio/leases/managed': {
    allowed: (w) => ['landlordA', w.managerOf.get(w.propertyA)!],
    others: 'own',
    call: () => ({ path: '/trio/leases/managed' }),
    secrets: (w) => [w.leaseA],
  },
  'GET /trio/leases/:id': {
    allowed: (w) => ['renterA', 'landlordA', w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: `/trio/leases/${w.leaseA}` }),
    secrets: (w) => [A(w).renterA.user.email],
  },
  'GET /trio/leases/:id/agreement.pdf': {
    allowed: (w) => ['renterA', 'landlordA', w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: `/trio/leases/${w.leaseA}/agreement.pdf` }),
  },
  // Issue 30: the manager offers a renewal (a month more, the same rent), the tenant declines it; accepting then finds
  // no offer (409), and a notice inside the notice period is refused (422) after the caller is found to be the tenant
  // or the manager: leaseA keeps its end date for the rows that follow.
  'POST /trio/leases/:id/renewal-offer': {
    allowed: (w) => [w.managerOf.get(w.propertyA)!],
    call: async (w) => {
      const lease = (await get(w, 'renterA', `/trio/leases/${w.leaseA}`)).json!;
      return {
        path: `/trio/leases/${w.leaseA}/renewal-offer`,
        body: { endDate: addMonthsToDate(String(lease.endDate), 1), rentPaise: Number(lease.rentPaise) },
      };
    },
    secrets: (w) => [A(w).renterA.user.email],
    mass: {
      verify: async (w) => {
        const lease = (await get(w, 'renterA', `/trio/leases/${w.leaseA}`)).json!;
        const offer = lease.renewalOffer as Json | null;
        return offer?.increasePaise === 0 && offer.status === 'offered' && lease.landlordId === A(w).landlordA.user._id
          ? []
          : [`the offer is ${JSON.stringify(offer)}`];
      },
    },
  },
  'POST /trio/leases/:id/renewal-offer/decline': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: `/trio/leases/${w.leaseA}/renewal-offer/decline` }),
    secrets: (w) => [A(w).renterA.user.email],
  },
  'POST /trio/leases/:id/renewal-offer/accept': {
    allowed: () => ['renterA'],
    status: 409,
    call: (w) => ({ path: `/trio/leases/${w.leaseA}/renewal-offer/accept` }),
  },
  'POST /trio/leases/:id/notice': {
    allowed: (w) => ['renterA', w.managerOf.get(w.propertyA)!],
    status: 422,
    call: (w) => ({ path: `/trio/leases/${w.leaseA}/notice`, body: { moveOutDate: todayInIndia(new Date()) } }),
  },

  // --- conversations (served by applications) -----------------------------------------------------------------
  'GET /trio/conversations': {
    allowed: (w) => ['renterA', 'landlordA', w.managerOf.get(w.propertyA)!],
    others: 'own',
    call: () => ({ path: '/trio/conversations' }),
    secrets: (w) => [w.conversationA, w.conversationTextA],
  },
  'POST /trio/conversations': {
    allowed: (w) => ['renterA', 'landlordA', w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: '/trio/conversations', body: { about: { kind: 'lease', id: w.leaseA } } }),
    secrets: (w) => [w.conversationA, w.conversationTextA],
    mass: {
      verify: async (w, answer) => {
        const members = ((answer.json?.members ?? []) as Json[]).map((m) => m.id).sort();
        const expected = [
          A(w).renterA.user._id,
          A(w).landlordA.user._id,
          A(w)[w.managerOf.get(w.propertyA)!].managerId!,
        ].sort();
        return JSON.stringify(members) === JSON.stringify(expected) ? [] : [`the members are ${members.join(', ')}`];
      },
    },
  },
  'GET /trio/conversations/:id': {
    allowed: (w) => ['renterA', 'landlordA', w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: `/trio/conversations/${w.conversationA}` }),
    secrets: (w) => [w.conversationTextA, A(w).renterA.user._id],
  },
  'GET /trio/conversations/:id/messages': {
    allowed: (w) => ['renterA', 'landlordA', w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: `/trio/conversations/${w.conversationA}/messages` }),
    secrets: (w) => [w.conversationTextA],
  },
  'POST /trio/conversations/:id/messages': {
    allowed: (w) => ['renterA', 'landlordA', w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: `/trio/conversations/${w.conversationA}/messages`, body: { text: 'Saturday at 10 works.' } }),
    secrets: (w) => [w.conversationA],
    mass: {
      verify: async (w, answer, as) => {
        const author = (answer.json?.author ?? {}) as Json;
        const expected = as === 'renterA' ? A(w).renterA.user._id : undefined;
        return expected === undefined || author.id === expected ? [] : [`the author is ${String(author.id)}`];
      },
    },
  },
  // A stream: the allowed caller's answer is 200 text/event-stream up to its first event (the message it holds).
  'GET /trio/conversations/:id/stream': {
    allowed: (w) => ['renterA', 'landlordA', w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: `/trio/conversations/${w.conversationA}/stream` }),
    secrets: (w) => [w.conversationTextA],
  },
  'POST /trio/conversations/:id/read': {
    allowed: (w) => ['renterA', 'landlordA', w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: `/trio/conversations/${w.conversationA}/read`, body: { seq: 1 } }),
    shows: false,
    secrets: (w) => [w.conversationTextA],
  },
  'POST /trio/conversations/:id/images': {
    allowed: (w) => ['renterA', 'landlordA', w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: `/trio/conversations/${w.conversationA}/images`, form: {} }),
    status: 201,
    mass: {
      // Within the service's limit of text fields (more are refused: 413 PAYLOAD_TOO_LARGE, the multipart limits).
      inject: (w) => ({ uploaderId: A(w).renterB.user._id, messageId: w.conversationA }),
      verify: async (w, answer, as) => {
        // Still the caller's own unsent upload: they see it, and it is in no message.
        const imageId = String(answer.json?.imageId);
        const own = await get(w, as, `/trio/conversations/${w.conversationA}/images/${imageId}`);
        const problems = own.status === 200 ? [] : [`its uploader gets ${own.status} for the image`];
        const messages = await get(w, as, `/trio/conversations/${w.conversationA}/messages`);
        if (messages.text.includes(imageId)) problems.push('the image is in a message');
        return problems;
      },
    },
  },
  'GET /trio/conversations/:id/images/:imageId': {
    allowed: (w) => ['renterA', 'landlordA', w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: `/trio/conversations/${w.conversationA}/images/${w.conversationImageA}?variant=thumbnail` }),
  },

  // --- payments ------------------------------------------------------------------------------------------------
  'POST /api/razorpay/create-order': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: '/api/razorpay/create-order', body: { leaseId: w.leaseA, paymentType: 'monthly_rent' } }),
    mass: {
      inject: (w, as) => ({ ...protectedFields(w, as), receipt: 'mine' }),
      verify: async (w, answer) => {
        const order = (answer.json?.order ?? {}) as Json;
        // A month's rent of propertyA (₹21,000) as the server computes it, whatever the body said.
        const rent = monthlyRentTotalPaise(2_100_000);
        return order.amount === rent ? [] : [`the order's amount is ${String(order.amount)}, not ${rent}`];
      },
    },
    after: (w, answer) => {
      w.made.rentOrder = String((answer.json?.order as Json | undefined)?.id);
    },
  },
  'POST /trio/payments/create': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: '/trio/payments/create', body: { razorpayOrderId: w.checkoutA.razorpayOrderId } }),
    mass: {
      verify: async (w, answer) => {
        const payment = answer.json ?? {};
        const problems: string[] = [];
        if (payment.amountPaise !== w.checkoutA.amountPaise)
          problems.push(`the payment is ${String(payment.amountPaise)} paise`);
        if (payment.userId !== A(w).renterA.user._id) problems.push(`the payer is ${String(payment.userId)}`);
        return problems;
      },
    },
  },
  'PUT /trio/payments/:id/status': {
    allowed: () => ['renterA'],
    call: (w) => ({
      path: `/trio/payments/${w.checkoutA.paymentId}/status`,
      body: {
        status: 'completed',
        razorpayPaymentId: w.checkoutA.razorpayPaymentId,
        razorpaySignature: w.checkoutA.signature,
        razorpayOrderId: w.checkoutA.razorpayOrderId,
      },
    }),
    mass: {
      inject: (w, as) => {
        const { status: _legitimate, ...rest } = protectedFields(w, as);
        return rest;
      },
      verify: (w) => paymentUntouched(w),
    },
  },
  'POST /api/razorpay/payment-success': {
    allowed: () => ['renterA'],
    call: (w) => ({
      path: '/api/razorpay/payment-success',
      body: {
        applicationId: w.applicationA,
        paymentId: w.checkoutA.razorpayPaymentId,
        orderId: w.checkoutA.razorpayOrderId,
        signature: w.checkoutA.signature,
      },
    }),
    mass: { verify: (w) => paymentUntouched(w) },
  },
  'POST /api/razorpay/webhook': {
    allowed: () => 'everyone',
    // Razorpay's signature is what authorises it: without it, 400 for everyone.
    status: 400,
    call: () => ({ path: '/api/razorpay/webhook', body: { event: 'payment.captured', payload: {} } }),
    noMass: 'the raw body is verified against Razorpay’s signature before anything in it is read',
  },
  'GET /trio/payments/history/:uid': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: `/trio/payments/history/${A(w).renterA.user.uid}` }),
    secrets: (w) => [w.checkoutA.paymentId],
  },
  'GET /trio/payments/:id': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: `/trio/payments/${w.checkoutA.paymentId}` }),
    secrets: (w) => [w.checkoutA.razorpayPaymentId],
  },
  'GET /trio/payments/:id/receipt': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: `/trio/payments/${w.checkoutA.paymentId}/receipt` }),
  },
  'GET /trio/payments/ledger/:leaseId': {
    allowed: (w) => ['renterA', 'landlordA', w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: `/trio/payments/ledger/${w.leaseA}` }),
    secrets: (w) => [w.leaseA],
  },
  'POST /trio/leases/:leaseId/rent/:month/late-fee/waiver': {
    allowed: (w) => [w.managerOf.get(w.propertyA)!],
    // A's lease has no late fee (no month of it is overdue): its manager gets as far as the fee, 409 NO_LATE_FEE;
    // the tenant and the landlord, who see the ledger, 403; anyone else 404.
    status: 409,
    call: (w) => ({
      path: `/trio/leases/${w.leaseA}/rent/2030-01/late-fee/waiver`,
      body: { note: 'Goodwill: first time late' },
    }),
  },
  // A lease's security deposit (issue 30): leaseA has not reached its end date, so the manager's inspection and
  // settlement are refused (409 MOVE_OUT_NOT_DUE) and the renter has nothing to answer yet (409 CONFLICT).
  'GET /trio/leases/:id/deposit': {
    allowed: (w) => ['renterA', 'landlordA', w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: `/trio/leases/${w.leaseA}/deposit` }),
    secrets: (w) => [w.propertyA],
  },
  'PUT /trio/leases/:id/deposit/inspection': {
    allowed: (w) => [w.managerOf.get(w.propertyA)!],
    call: (w) => ({
      path: `/trio/leases/${w.leaseA}/deposit/inspection`,
      body: {
        rooms: [{ name: 'Bedroom', condition: 'damaged', note: 'Crayon marks' }],
        deductions: [{ reason: 'Repainting the bedroom wall', amountPaise: 450_000 }],
      },
    }),
    status: 409,
  },
  'POST /trio/leases/:id/deposit/deductions/:deductionId/answer': {
    allowed: () => ['renterA'],
    call: (w) => ({
      path: `/trio/leases/${w.leaseA}/deposit/deductions/d1/answer`,
      body: { answer: 'dispute', note: 'The marks were there at move-in.' },
    }),
    status: 409,
  },
  'POST /trio/leases/:id/deposit/settle': {
    allowed: (w) => [w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: `/trio/leases/${w.leaseA}/deposit/settle` }),
    status: 409,
  },
  // The inspection's photos: leaseA is not due, so its manager's upload gets as far as 409 MOVE_OUT_NOT_DUE (the
  // renter and landlord 403, anyone else 404), and it has no photo to read: its tenant, landlord and manager get 404
  // NOT_FOUND for the photo (the photos themselves: services/payments/test/deposits.int-spec.ts).
  'POST /trio/leases/:id/deposit/inspection/photos': {
    allowed: (w) => [w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: `/trio/leases/${w.leaseA}/deposit/inspection/photos?room=Bedroom`, form: {} }),
    status: 409,
  },
  'GET /trio/leases/:id/deposit/photos/:photoId': {
    allowed: (w) => ['renterA', 'landlordA', w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: `/trio/leases/${w.leaseA}/deposit/photos/${w.photoA}` }),
    status: 404,
  },
  'GET /trio/leases/:id/deposit/statement.pdf': {
    allowed: (w) => ['renterA', 'landlordA', w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: `/trio/leases/${w.leaseA}/deposit/statement.pdf` }),
  },
  'GET /trio/payments/landlord/:landlordId': {
    allowed: () => ['landlordA'],
    call: (w) => ({ path: `/trio/payments/landlord/${A(w).landlordA.user._id}` }),
    secrets: (w) => [w.checkoutA.paymentId],
  },

  // --- maintenance ---------------------------------------------------------------------------------------------
  'POST /trio/maintenance/create': {
    allowed: () => ['renterA'],
    call: (w) => ({
      path: '/trio/maintenance/create',
      body: {
        title: 'Balcony door sticks',
        description: 'Hard to close.',
        priority: 'low',
        category: 'general',
        propertyId: w.propertyA,
        rentalApplicationId: w.applicationA,
        userId: A(w).renterA.user.uid,
      },
    }),
    status: 201,
    mass: {
      verify: async (w, answer) => {
        const request = (answer.json?.request ?? {}) as Json;
        const problems: string[] = [];
        if (request.status !== 'pending') problems.push(`a new request is ${String(request.status)}`);
        if (request.userId !== A(w).renterA.user._id)
          problems.push(`the request's tenant is ${String(request.userId)}`);
        return problems;
      },
    },
  },
  'GET /trio/maintenance/user/:uid': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: `/trio/maintenance/user/${A(w).renterA.user.uid}` }),
    secrets: (w) => [w.maintenanceA],
  },
  'GET /trio/maintenance/landlord/:userId': {
    allowed: () => ['landlordA'],
    call: (w) => ({ path: `/trio/maintenance/landlord/${A(w).landlordA.user._id}` }),
    secrets: (w) => [w.maintenanceA],
  },
  'GET /trio/maintenance/property-manager/:id': {
    allowed: (w) => [w.managerOf.get(w.propertyA)!],
    call: (w) => ({
      path: `/trio/maintenance/property-manager/${A(w)[w.managerOf.get(w.propertyA)! as 'managerA'].managerId}`,
    }),
    secrets: (w) => [w.maintenanceA],
  },
  'PUT /trio/maintenance/:id': {
    allowed: (w) => ['renterA', 'landlordA', w.managerOf.get(w.propertyA)!],
    call: (w, as) => ({ path: `/trio/maintenance/${w.maintenanceA}`, body: { note: `A note from ${as}.` } }),
    mass: {
      inject: (w, as) => ({ ...protectedFields(w, as), status: undefined, author: A(w).managerB.user.email }),
      verify: async (w) => {
        const mine = await get(w, 'renterA', `/trio/maintenance/user/${A(w).renterA.user.uid}`);
        const request = ((mine.json?.requests ?? []) as Json[]).find((r) => r._id === w.maintenanceA);
        const notes = (request?.notes ?? []) as Json[];
        const problems: string[] = [];
        if (request?.status !== 'pending') problems.push(`the request is ${String(request?.status)}`);
        if (notes.some((n) => n.author === A(w).managerB.user.email)) problems.push('a note is authored as managerB');
        return problems;
      },
    },
  },
  'POST /trio/maintenance/:id/photos': {
    allowed: () => ['renterA'],
    call: (w) => ({ path: `/trio/maintenance/${w.maintenanceA}/photos`, form: {} }),
    status: 201,
    mass: {
      // Within the service's limit of text fields (more are refused: 413 PAYLOAD_TOO_LARGE, the multipart limits).
      inject: (w) => ({ status: 'resolved', userId: A(w).renterB.user._id }),
      verify: async (w) => {
        const mine = await get(w, 'renterA', `/trio/maintenance/user/${A(w).renterA.user.uid}`);
        const request = ((mine.json?.requests ?? []) as Json[]).find((r) => r._id === w.maintenanceA);
        const problems: string[] = [];
        if (request?.status !== 'pending') problems.push(`the request is ${String(request?.status)}`);
        if (request?.userId !== A(w).renterA.user._id)
          problems.push(`the request's tenant is ${String(request?.userId)}`);
        return problems;
      },
    },
  },
  'GET /trio/maintenance/:id/photos/:photoId': {
    allowed: (w) => ['renterA', 'landlordA', w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: `/trio/maintenance/${w.maintenanceA}/photos/${w.photoA}` }),
  },

  // --- notifications -------------------------------------------------------------------------------------------
  'GET /trio/property-manager/:id/leases-reminders': {
    allowed: (w) => [w.managerOf.get(w.propertyA)!],
    call: (w) => ({
      path: `/trio/property-manager/${A(w)[w.managerOf.get(w.propertyA)! as 'managerA'].managerId}/leases-reminders`,
    }),
    secrets: (w) => [w.leaseA],
  },
  'POST /trio/property-manager/lease/:leaseId/send-reminder': {
    allowed: (w) => [w.managerOf.get(w.propertyA)!],
    call: (w) => ({ path: `/trio/property-manager/lease/${w.leaseA}/send-reminder` }),
  },
};

// Helpers the rows use -----------------------------------------------------------------------------------------

let stack: Stack;
let world: World;

async function sendAs(as: Caller, method: string, call: Call): Promise<Answer> {
  const headers: Record<string, string> = { ...call.headers };
  const token = as === 'anonymous' ? undefined : world.people[as].client.accessToken;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  if (call.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(call.form)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(await photoBytes())], { type: 'image/jpeg' }), 'photo.jpg');
    body = form;
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  const connection = new AbortController();
  const res = await fetch(`${stack.gatewayUrl}${call.path}`, { method, headers, body, signal: connection.signal });
  const contentType = res.headers.get('content-type') ?? '';
  // A stream (server-sent events) stays open: read to the end of its first event, then hang up.
  const bytes = contentType.startsWith('text/event-stream')
    ? await firstEventOf(res, connection)
    : Buffer.from(await res.arrayBuffer());
  const text = /json|text|javascript|css|html/.test(contentType) ? bytes.toString('utf8') : '';
  let json: Json | undefined;
  if (contentType.includes('json') && text) json = JSON.parse(text) as Json;
  return { status: res.status, contentType, text, json };
}

/** An event stream's bytes up to the end of its first event or comment (a blank line); then the connection closes. */
async function firstEventOf(res: Response, connection: AbortController): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const reader = res.body!.getReader();
  try {
    while (!Buffer.concat(chunks).includes('\n\n')) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(Buffer.from(value));
    }
  } finally {
    connection.abort();
  }
  return Buffer.concat(chunks);
}

const get = (w: World, as: Caller, path: string) => sendAs(as, 'GET', { path });

async function roleOf(w: World, who: Actor, expected: string): Promise<string[]> {
  const me = await get(w, who, '/trio/auth/me');
  const role = (me.json?.user as Json | undefined)?.role ?? me.json?.role;
  return role === expected ? [] : [`${who}'s role is now ${String(role)}`];
}

/** landlordA's pending request still belongs to landlordA and its manager, and is not listed. */
async function listingRequestUntouched(w: World): Promise<string[]> {
  const mine = await get(w, 'landlordA', `/trio/propertyListingRequest/landlord/${w.people.landlordA.user._id}`);
  const request = ((mine.json as unknown as Json[] | undefined) ?? []).find((r) => r._id === w.pendingRequestA);
  if (!request) return ["landlordA's pending request is no longer landlordA's"];
  const problems: string[] = [];
  if (['approved', 'listed'].includes(String(request.status)))
    problems.push(`the request is ${String(request.status)}`);
  const manager = (request.assignedPropertyManager as Json | null)?._id;
  if (manager !== w.people[w.managerOf.get(w.pendingRequestA)!].managerId) {
    problems.push(`the request moved to manager ${String(manager)}`);
  }
  return problems;
}

/** renterA's initial payment still holds its amount, its payer and its status. */
async function paymentUntouched(w: World): Promise<string[]> {
  const payment = (await get(w, 'renterA', `/trio/payments/${w.checkoutA.paymentId}`)).json ?? {};
  const record = (payment.payment as Json | undefined) ?? payment;
  const problems: string[] = [];
  if (record.amountPaise !== w.checkoutA.amountPaise)
    problems.push(`the payment is ${String(record.amountPaise)} paise`);
  if (record.status !== 'completed') problems.push(`the payment is ${String(record.status)}`);
  if (record.userId !== w.people.renterA.user._id) problems.push(`the payer is ${String(record.userId)}`);
  return problems;
}

/** Where an answer carries an injected field back with the injected value (or carries an unknown field at all). */
function echoes(value: unknown, injected: Json, as: Caller, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => echoes(item, injected, as, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const found: string[] = [];
  for (const [key, inner] of Object.entries(value as Json)) {
    const here = `${path}.${key}`;
    if (key === 'trioInjected' || key === 'isAdmin' || key === 'verified') found.push(`${here} is in the answer`);
    const wanted = injected[key];
    const actual = inner && typeof inner === 'object' && '_id' in inner ? (inner as Json)._id : inner;
    const flagged =
      ['amount', 'amountPaise', 'landlordId', 'managerId', 'tenantId', 'payerId'].includes(key) ||
      (key === 'role' && !String(as).startsWith('manager'));
    if (flagged && wanted !== undefined && actual === wanted) found.push(`${here} took the injected ${String(wanted)}`);
    found.push(...echoes(inner, injected, as, here));
  }
  return found;
}

const mapValues = (object: Json, map: (value: unknown) => string): Record<string, string> =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, map(value)]));

const isProblem = (answer: Answer) =>
  answer.contentType.startsWith('application/problem+json') && typeof answer.json?.code === 'string';

/** The route key as the matrix names it, from the router's `METHOD url`. */
const keyOf = (method: string, url: string) => `${method} ${url}`;

describe('the authorisation matrix: every route the gateway serves, for every kind of caller', () => {
  let served: string[];
  const bodyOf = new Map<string, boolean>();
  const definitionOf = new Map<string, AnyRoute>();
  /** How each route with a JSON body met the protected fields: refused (status and code) or ignored. */
  const massOutcomes = new Map<string, string>();
  /** Every collection call the services make while the matrix runs (the last test checks their plans). */
  const queries = recordStackQueries(() => stack);

  beforeAll(async () => {
    // A shared, busy machine can hold a write (a sign-up's hash) past the gateway's default 10 s: the matrix is about
    // who may call what, not how fast.
    stack = await startStack({ gateway: { DOWNSTREAM_TIMEOUT_MS: '60000' } });
    world = await seedWorld(stack);
    served = [
      ...new Set(
        stack.gatewayRoutes
          // HEAD mirrors GET; OPTIONS is CORS's pre-flight; the SPA is not served by API stacks.
          .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
          .map((r) => keyOf(r.method, r.url)),
      ),
    ].sort();
    const definitions: readonly AnyRoute[] = [
      ...DOWNSTREAM_SERVICES.flatMap((service): readonly AnyRoute[] => service.routes),
      ...gatewayRoutes,
    ];
    for (const route of definitions) {
      bodyOf.set(keyOf(route.method, route.path), route.body !== undefined);
      definitionOf.set(keyOf(route.method, route.path), route);
    }
  }, 420_000);
  afterAll(() => stack?.close(), 60_000);

  it('has one row per route the router serves, and no row without a route', () => {
    expect(served.length).toBeGreaterThan(60);
    const rows = Object.keys(MATRIX);
    expect({ routesWithoutARow: served.filter((route) => !rows.includes(route)) }).toEqual({ routesWithoutARow: [] });
    expect({ rowsWithoutARoute: rows.filter((row) => !served.includes(row)) }).toEqual({ rowsWithoutARoute: [] });
  });

  it('refuses visitors (401) and strangers (403/404, problem+json with a code) and answers the allowed caller', async () => {
    const failures: string[] = [];
    for (const [key, row] of Object.entries(MATRIX)) {
      if (!served.includes(key)) continue;
      const method = key.split(' ')[0]!;
      const allowed = row.allowed(world);
      const everyone = allowed === 'everyone';
      const allowedCallers = everyone ? (['anonymous', ...ACTORS] as Caller[]) : allowed;
      const others = everyone ? [] : (['anonymous', ...ACTORS] as Caller[]).filter((c) => !allowed.includes(c));
      const allSecrets = row.secrets?.(world) ?? [];
      const declared = definitionOf.get(key) ? problemCodesOf(definitionOf.get(key)!) : undefined;
      const fail = (as: Caller, what: string, answer: Answer) =>
        failures.push(`${key} as ${as}: ${what} (got ${answer.status} ${answer.text.slice(0, 160)})`);
      // Every refusal is one the route's contract (so its OpenAPI document) declares.
      const send = async (as: Caller, method: string, call: Call) => {
        const answer = await sendAs(as, method, call);
        const code = answer.json?.code;
        if (declared && isProblem(answer) && !declared.includes(code as never)) {
          fail(as, `answers ${String(code)}, which its definition does not declare`, answer);
        }
        return answer;
      };

      // The others first: nothing they send may change what the allowed caller then sees.
      for (const as of others) {
        const call = await row.call(world, as);
        // An id the caller sent may come back in the problem's `instance`: only what they did not send is a leak.
        const secrets = allSecrets.filter((secret) => !call.path.includes(secret));
        const answer = await send(as, method, call);
        if (answer.status >= 500) fail(as, 'a server error', answer);
        else if (as === 'anonymous') {
          if (answer.status !== 401 || !isProblem(answer) || answer.json?.code !== 'UNAUTHENTICATED') {
            fail(as, 'expected 401 UNAUTHENTICATED problem+json', answer);
          }
        } else if (row.others === 'own') {
          if (answer.status >= 400 && answer.status !== (row.status ?? 0) && !isProblem(answer)) {
            fail(as, 'a refusal without problem+json', answer);
          }
        } else if (![403, 404].includes(answer.status) || !isProblem(answer)) {
          fail(as, 'expected 403/404 problem+json with a code', answer);
        }
        for (const secret of secrets) if (answer.text.includes(secret)) fail(as, `leaked ${secret}`, answer);
      }

      // Then the allowed callers; the first sends protected and unknown fields along (mass assignment).
      let first = true;
      for (const as of allowedCallers) {
        const call = await row.call(world, as);
        let answer: Answer;
        if (first && (call.body || call.form) && bodyOf.get(key) && !row.noMass) {
          const injected = Object.fromEntries(
            Object.entries(row.mass?.inject?.(world, as) ?? protectedFields(world, as)).filter(
              ([, value]) => value !== undefined,
            ),
          );
          // Multipart bodies get them as text fields ahead of their own (the file part comes last).
          const attempt = await send(
            as,
            method,
            call.form
              ? { ...call, form: { ...mapValues(injected, String), ...call.form } }
              : { ...call, body: { ...injected, ...call.body } },
          );
          if (attempt.status >= 500) fail(as, 'a server error on protected fields', attempt);
          if ([400, 403, 413, 422].includes(attempt.status) && isProblem(attempt)) {
            // Refused: the clean call must then pass.
            massOutcomes.set(key, `refused ${attempt.status} ${String(attempt.json?.code)}`);
            answer = await send(as, method, call);
          } else {
            massOutcomes.set(key, `ignored (${attempt.status})`);
            answer = attempt;
            for (const echo of echoes(attempt.json, injected, as)) fail(as, `mass assignment: ${echo}`, attempt);
          }
          for (const problem of (await row.mass?.verify?.(world, answer, as)) ?? []) {
            fail(as, `mass assignment: ${problem}`, answer);
          }
        } else {
          answer = await send(as, method, call);
        }
        first = false;
        const expected = row.status;
        const ok = expected === undefined ? answer.status >= 200 && answer.status < 300 : answer.status === expected;
        if (!ok) fail(as, `expected ${expected ?? '2xx'}`, answer);
        if (answer.status >= 400 && !isProblem(answer)) fail(as, 'a refusal without problem+json', answer);
        // The allowed caller's answer is the one the contract promises.
        const definition = definitionOf.get(key);
        const streams = definition?.answer.mediaType === 'text/event-stream';
        if (streams && answer.status === 200 && !answer.contentType.startsWith('text/event-stream')) {
          fail(as, 'expected text/event-stream', answer);
        }
        if (definition?.answer.schema && answer.status === definition.answer.status && answer.json) {
          const parsed = definition.answer.schema.safeParse(JSON.parse(answer.text));
          if (!parsed.success)
            fail(as, `an answer outside its contract: ${parsed.error.message.slice(0, 300)}`, answer);
        }
        if (!everyone && (row.shows ?? true) && answer.status < 300 && answer.text) {
          for (const secret of allSecrets)
            if (!answer.text.includes(secret)) fail(as, `does not show ${secret}`, answer);
        }
        if (answer.status < 300) row.after?.(world, answer);
      }
    }
    expect(failures).toEqual([]);
  }, 420_000);

  it("refuses another user's ids inside a body, and nothing of theirs changes", async () => {
    const w = world;
    const renterB = () => get(w, 'renterB', `/trio/payments/history/${w.people.renterB.user.uid}`);
    const theirPayments = (await renterB()).text;
    const theirRequests = (await get(w, 'landlordB', `/trio/maintenance/landlord/${w.people.landlordB.user._id}`)).text;
    const cases: Array<[Caller, string, Call]> = [
      // renterA's own session, renterB's home, application, lease and order.
      [
        'renterA',
        'POST',
        {
          path: '/trio/maintenance/create',
          body: {
            title: 'Fan broken',
            description: 'Ceiling fan.',
            propertyId: w.propertyB,
            rentalApplicationId: w.applicationB,
          },
        },
      ],
      [
        'renterA',
        'POST',
        {
          path: '/trio/maintenance/create',
          body: {
            title: 'Fan broken',
            description: 'Ceiling fan.',
            propertyId: w.propertyA,
            userId: w.people.renterB.user.uid,
          },
        },
      ],
      ['renterA', 'POST', { path: '/api/razorpay/create-order', body: { applicationId: w.applicationB } }],
      [
        'renterA',
        'POST',
        { path: '/api/razorpay/create-order', body: { leaseId: w.leaseB, paymentType: 'monthly_rent' } },
      ],
      [
        'renterA',
        'POST',
        { path: '/api/razorpay/create-order', body: { rentalId: w.applicationB, paymentType: 'monthly_rent' } },
      ],
      ['renterA', 'POST', { path: '/trio/payments/create', body: { razorpayOrderId: w.checkoutB.razorpayOrderId } }],
      [
        'renterA',
        'POST',
        {
          path: '/api/razorpay/payment-success',
          body: {
            applicationId: w.applicationB,
            paymentId: w.checkoutA.razorpayPaymentId,
            orderId: w.checkoutA.razorpayOrderId,
            signature: w.checkoutA.signature,
          },
        },
      ],
      [
        'renterA',
        'PUT',
        {
          path: `/trio/payments/${w.checkoutB.paymentId}/status`,
          body: { status: 'failed', razorpayPaymentId: w.checkoutB.razorpayPaymentId },
        },
      ],
      [
        'renterA',
        'POST',
        { path: '/trio/users/addFavorite', body: { userId: w.people.renterB.user._id, propertyId: w.propertyA } },
      ],
      // The tenant may only cancel a pending request: resolving it is the landlord's or the manager's.
      ['renterA', 'PUT', { path: `/trio/maintenance/${w.maintenanceA}`, body: { status: 'resolved' } }],
      // A landlord cannot approve their own listing nor applications to their own home.
      [
        'landlordA',
        'PUT',
        { path: `/trio/propertyListingRequest/${w.pendingRequestA}/review`, body: { action: 'approve' } },
      ],
      [
        'landlordA',
        'PUT',
        { path: `/trio/rental-applications/${w.pendingApplicationA2}/review`, body: { action: 'approve' } },
      ],
      // One's own request id with another request's photo id; one's own lease with another home.
      ['renterA', 'GET', { path: `/trio/maintenance/${w.maintenanceA}/photos/${w.photoB}` }],
      [
        'renterA',
        'POST',
        {
          path: '/trio/maintenance/create',
          body: {
            title: 'Fan broken',
            description: 'Ceiling fan.',
            propertyId: w.propertyA,
            rentalApplicationId: w.applicationB,
          },
        },
      ],
      [
        'renterA',
        'POST',
        {
          path: '/api/razorpay/create-order',
          body: { leaseId: w.leaseA, paymentType: 'monthly_rent', propertyId: w.propertyB },
        },
      ],
      [
        'renterA',
        'POST',
        { path: '/trio/payments/create', body: { razorpayOrderId: w.checkoutA.razorpayOrderId, leaseId: w.leaseB } },
      ],
      // The other form of a user's id (the _id where the matrix sends the uid, and the reverse), and a manager's user id
      // where the manager record's id goes.
      ['renterB', 'GET', { path: `/trio/users/${w.people.renterA.user._id}/favorites` }],
      ['renterB', 'GET', { path: `/trio/users/${w.people.renterA.user._id}/rentalApplications` }],
      ['renterB', 'GET', { path: `/trio/users/${w.people.renterA.user._id}/leases` }],
      ['renterB', 'GET', { path: `/trio/payments/history/${w.people.renterA.user._id}` }],
      ['renterB', 'GET', { path: `/trio/maintenance/user/${w.people.renterA.user._id}` }],
      ['landlordB', 'GET', { path: `/trio/maintenance/landlord/${w.people.landlordA.user.uid}` }],
      ['landlordB', 'GET', { path: `/trio/payments/landlord/${w.people.landlordA.user.uid}` }],
      ['landlordB', 'GET', { path: `/trio/landlord/${w.people.landlordA.user.uid}/dashboard` }],
      ['landlordB', 'GET', { path: `/trio/propertyListingRequest/landlord/${w.people.landlordA.user.uid}` }],
      ['renterB', 'GET', { path: `/trio/users/uid/${w.people.renterA.user._id}` }],
      [
        'renterB',
        'GET',
        { path: `/trio/users/email/${encodeURIComponent(w.people.renterA.user.email.toUpperCase())}` },
      ],
      ...(['managerA', 'managerB'] as const).flatMap((manager): Array<[Caller, string, Call]> => {
        const other = w.people[manager === 'managerA' ? 'managerB' : 'managerA'].user._id;
        return [
          [manager, 'GET', { path: `/trio/rental-applications/property-manager/${other}` }],
          [manager, 'GET', { path: `/trio/maintenance/property-manager/${other}` }],
          [manager, 'GET', { path: `/trio/property-manager/${other}/leases-reminders` }],
          [manager, 'GET', { path: `/trio/propertyListingRequest/property-manager/${other}` }],
        ];
      }),
      // Uploading to another landlord's pending request, as that landlord's rival and as the manager not assigned.
      [
        'landlordB',
        'POST',
        { path: '/trio/file/upload', form: { propertyId: w.pendingRequestA, imageType: 'bedroom' } },
      ],
      [
        w.managerOf.get(w.pendingRequestA) === 'managerA' ? 'managerB' : 'managerA',
        'POST',
        { path: '/trio/file/upload', form: { propertyId: w.pendingRequestA, imageType: 'bedroom' } },
      ],
      // Another landlord's uploaded image id among one's own request's images.
      [
        'landlordA',
        'PUT',
        { path: `/trio/propertyListingRequest/${w.pendingRequestA}/images`, body: { images: [w.imageB] } },
      ],
      // A manager cannot apply on a tenant's behalf.
      [
        w.managerOf.get(w.propertyA2)!,
        'POST',
        {
          path: '/trio/rental-applications/apply',
          body: { formData: applicationForm('Priya'), propertyId: w.propertyA2, userId: w.people.renterB.user._id },
        },
      ],
    ];
    const failures: string[] = [];
    for (const [as, method, call] of cases) {
      const answer = await sendAs(as, method, call);
      const refused = answer.status >= 400 && answer.status < 500 && isProblem(answer);
      if (!refused) failures.push(`${method} ${call.path} as ${as}: ${answer.status} ${answer.text.slice(0, 200)}`);
      const definition = routeMatching([...definitionOf.values()], method, call.path);
      if (refused && definition && !problemCodesOf(definition).includes(answer.json?.code as never)) {
        failures.push(
          `${method} ${call.path} as ${as}: ${String(answer.json?.code)} is not among its declared problems`,
        );
      }
    }
    expect(failures).toEqual([]);
    // renterB's payments and landlordB's maintenance requests are as they were.
    expect((await renterB()).text).toEqual(theirPayments);
    expect((await get(w, 'landlordB', `/trio/maintenance/landlord/${w.people.landlordB.user._id}`)).text).toEqual(
      theirRequests,
    );
    const favourites = await get(w, 'renterB', `/trio/users/${w.people.renterB.user.uid}/favorites`);
    expect(favourites.text).not.toContain(w.propertyA);
  });

  it('shows visitors nothing of a home that is not listed yet (a pending listing request)', async () => {
    const id = world.pendingRequestA;
    const failures: string[] = [];
    const paths = ['', '/images', '/propertyManagerInfo', '/propetyManagerInfo', '/propertyManagerEmail'].map(
      (suffix) => `/trio/properties/${id}${suffix}`,
    );
    for (const path of [...paths, `/api/properties/${id}`]) {
      const answer = await sendAs('anonymous', 'GET', { path });
      if (answer.status !== 404 || !isProblem(answer)) failures.push(`${path}: ${answer.status} ${answer.text}`);
    }
    // Similar listings of an id search does not know are none (as for any unknown id), not the request's.
    const similar = await sendAs('anonymous', 'GET', { path: `/trio/properties/${id}/similarListings` });
    expect([similar.status, similar.json]).toEqual([200, { nearbyProperties: [] }]);
    expect(failures).toEqual([]);
  });

  it("never replays another caller's answer for their Idempotency-Key", async () => {
    const key = `matrix-${Date.now().toString(36)}`;
    const call: Call = {
      path: '/trio/users/addFavorite',
      body: { userId: world.people.renterA.user.uid, propertyId: world.propertyA2 },
      headers: { 'idempotency-key': key },
    };
    expect((await sendAs('renterA', 'POST', call)).status).toBe(200);
    const replayed = await sendAs('renterB', 'POST', call);
    expect([replayed.status, replayed.json?.code]).toEqual([403, 'FORBIDDEN']);
    expect(replayed.text).not.toContain(world.people.renterA.user.email);
  });

  it('sent protected and unknown fields to every route with a body (JSON or multipart): each refused or ignored them', () => {
    if (process.env.MATRIX_REPORT) {
      console.log([...massOutcomes].map(([key, outcome]) => `${key}: ${outcome}`).join('\n'));
    }
    const withBody = served.filter((key) => bodyOf.get(key));
    expect(withBody.length).toBeGreaterThan(15);
    const untried = withBody.filter((key) => !massOutcomes.has(key) && !MATRIX[key]?.noMass);
    expect({ untried }).toEqual({ untried: [] });
  });

  // Issue 23: the world's seeding and every route called as every kind of caller make most of the queries the
  // services have; each must be served by an index on a collection that grows with the business.
  it('served every query the services made from an index (no collection scan of business data)', async () => {
    const recorded = queries.stop();
    expect(recorded.length).toBeGreaterThan(500);
    expect({ scans: await collectionScans(stack, recorded) }).toEqual({ scans: [] });
  });
});
