import { ApiClient, eventually, newPerson } from './client';
import type { Stack } from './stack';

/** A person signed up through the gateway, with the client that holds their session. */
export interface SignedIn {
  client: ApiClient;
  user: { _id: string; uid: string; email: string };
}

/** Signs a new person up (`newPerson` with `overrides`) through the gateway. */
export async function signUp(stack: Stack, overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const client = new ApiClient(stack.gatewayUrl);
  const answer = await client.call<{ user: SignedIn['user'] }>('POST', '/trio/auth/register', {
    body: newPerson(overrides),
  });
  if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { client, user: answer.body.user };
}

/**
 * Makes `person` a property manager with the users service's ops command, and resolves with the manager record's id
 * once every service of the stack has handled the event (their projections know the manager).
 */
export async function makeManager(stack: Stack, person: SignedIn, name: string): Promise<string> {
  const added = stack.usersOps(['add-manager', '--email', person.user.email, '--name', name, '--company', 'Trio']);
  if (added.status !== 0) throw new Error(`add-manager failed (exit ${added.status}):\n${added.stderr}`);
  const record = await eventually(async () => {
    const answer = await person.client.call<{ _id: string }>(
      'GET',
      `/trio/users/property-managers/email/${encodeURIComponent(person.user.email)}`,
    );
    return answer.status === 200 ? answer.body : undefined;
  });
  await stack.settled();
  return record._id;
}
