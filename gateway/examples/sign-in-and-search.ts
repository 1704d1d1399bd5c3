/*
 * A client of the gateway made from its OpenAPI document alone, with tools written elsewhere: openapi-typescript turns
 * the document into types (`./trio-api.d.ts`, generated, not kept in git) and openapi-fetch calls the API with them.
 * It signs in with e-mail and password, then searches the catalogue.
 *
 *   npx openapi-typescript http://127.0.0.1:3000/trio/docs.json -o gateway/examples/trio-api.d.ts
 *   npx tsc -p gateway/examples/tsconfig.json       # does this script agree with the document?
 *   npx tsx gateway/examples/sign-in-and-search.ts  # against a running gateway (`npm start`), as the demo renter
 *
 * gateway/src/docs/api-document.spec.ts does the first two with the document the gateway serves.
 */
import createClient from 'openapi-fetch';
import { type paths } from './trio-api';

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';
const EMAIL = process.env.TRIO_EMAIL ?? 'renter@trio.rentals';
const PASSWORD = process.env.TRIO_PASSWORD ?? 'Trio-Renter-2026';

async function main(): Promise<void> {
  const api = createClient<paths>({ baseUrl: GATEWAY_URL });

  const signIn = await api.POST('/trio/auth/login', { body: { email: EMAIL, password: PASSWORD } });
  if (!signIn.data) throw new Error(`sign-in: ${signIn.response.status} ${signIn.error?.code}`);
  const { user, accessToken, expiresIn } = signIn.data;
  console.log(`Signed in as ${user.displayName} (${user.role}); the access token lasts ${expiresIn} s.`);

  // Search is public: the token is sent as any signed-in client sends it, and changes nothing here.
  const search = await api.GET('/trio/properties/search', {
    params: { query: { query: 'Bengaluru', bedrooms: 2, sort: 'rent_asc', pageSize: 5 } },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!search.data) throw new Error(`search: ${search.response.status} ${search.error?.code}`);
  console.log(`${search.data.totalFound} homes; the cheapest 2-bedroom ones:`);
  for (const home of search.data.properties) {
    console.log(`  ₹${home.rentPrice}/month  ${home.name}, ${home.locality}, ${home.address.city}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
