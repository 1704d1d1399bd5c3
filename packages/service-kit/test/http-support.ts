import { signIdentity, type GatewayIdentity } from '../src/http';

/** Shared by the http-/health-/logging- integration tests: a secret and signed identities as the gateway sends them. */
export const TEST_IDENTITY_SECRET = 'integration-test-secret-0123456789abcdef';

export function identityHeader(identity: Partial<GatewayIdentity> & { userId: string }): Record<string, string> {
  return {
    'x-trio-identity': signIdentity(
      { email: `${identity.userId}@example.in`, role: 'tenant', ...identity },
      TEST_IDENTITY_SECRET,
      60,
    ),
  };
}

export { sendJson as send, type JsonResponse } from '../src/testing';
