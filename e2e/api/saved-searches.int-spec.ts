import { savedSearchMatched, type SavedSearchMatched } from '@trio/contracts/events/properties';
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_LIMIT_MESSAGE, type SavedSearch } from '@trio/contracts/http/properties';
import { PROBLEM_CONTENT_TYPE } from '@trio/contracts/problem';
import { createKafka } from '@trio/service-kit/events';
import { collectMessages } from '@trio/service-kit/testing';
import { listingBody } from './support/authorisation-world';
import { ApiClient } from './support/client';
import { makeManager, signUp } from './support/people';
import { startStack, type Stack } from './support/stack';

/*
 * Issue 27: saved searches through the gateway. A signed-in renter saves a search (place or text and its filters),
 * lists, renames, pauses, resumes and deletes it; a 21st is refused with 409 SAVED_SEARCH_LIMIT; a visitor and
 * another user get nothing of it. A home listed afterwards sends an alert whose signed one-click link pauses the
 * search without signing in (RFC 8058: a mail client posts it as a form); a wrong token pauses nothing.
 */

describe('saved searches, through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(() => stack?.close());

  const koramangala = {
    query: 'Koramangala, Bengaluru',
    placeId: 'locality:bengaluru:koramangala',
    maxRent: 40_000,
    bedrooms: 2,
    type: 'apartment',
  };

  it('saves, lists, renames, pauses, resumes and deletes a search of the caller', async () => {
    const { client } = await signUp(stack);
    const created = await client.call<SavedSearch>('POST', '/trio/saved-searches', {
      body: { name: '  2 BHK in Koramangala ', frequency: 'instant', criteria: koramangala },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: '2 BHK in Koramangala',
      frequency: 'instant',
      paused: false,
      criteria: koramangala,
      recentMatches: [],
    });
    const id = created.body.id;

    const listed = await client.call<SavedSearch[]>('GET', '/trio/saved-searches');
    expect(listed.status).toBe(200);
    expect(listed.body.map((search) => search.id)).toEqual([id]);

    const renamed = await client.call<SavedSearch>('PATCH', `/trio/saved-searches/${id}`, {
      body: { name: 'Koramangala, under ₹40k', frequency: 'daily' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id, name: 'Koramangala, under ₹40k', frequency: 'daily', paused: false });

    const paused = await client.call<SavedSearch>('PATCH', `/trio/saved-searches/${id}`, { body: { paused: true } });
    expect(paused.body.paused).toBe(true);
    const resumed = await client.call<SavedSearch>('PATCH', `/trio/saved-searches/${id}`, { body: { paused: false } });
    expect(resumed.body.paused).toBe(false);

    const deleted = await client.call('DELETE', `/trio/saved-searches/${id}`);
    expect(deleted.status).toBe(204);
    expect((await client.call<SavedSearch[]>('GET', '/trio/saved-searches')).body).toEqual([]);
    const again = await client.call('DELETE', `/trio/saved-searches/${id}`);
    expect(again.status).toBe(404);
  });

  it('refuses bad input with problem+json, never a server error', async () => {
    const { client } = await signUp(stack);
    const bodies = [
      { name: '', frequency: 'instant', criteria: koramangala },
      { name: 'x'.repeat(81), frequency: 'instant', criteria: koramangala },
      { name: 'Weekly', frequency: 'weekly', criteria: koramangala },
      { name: 'Nowhere', frequency: 'daily', criteria: { bedrooms: 2 } },
      { name: 'Bad rent', frequency: 'daily', criteria: { query: 'Pune', maxRent: -5 } },
    ];
    for (const body of bodies) {
      const answer = await client.call('POST', '/trio/saved-searches', { body });
      expect([answer.status, answer.headers.get('content-type')]).toEqual([
        400,
        expect.stringContaining('problem+json'),
      ]);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const unknownPlace = await client.call('POST', '/trio/saved-searches', {
      body: { name: 'Atlantis', frequency: 'daily', criteria: { placeId: 'city:atlantis' } },
    });
    expect(unknownPlace.status).toBe(400);
    expect(unknownPlace.body).toMatchObject({ code: 'SEARCH_QUERY_REQUIRED' });
    const emptyChange = await client.call('PATCH', '/trio/saved-searches/6b00000000000000000000ff', { body: {} });
    expect(emptyChange.status).toBe(400);
  });

  it(`refuses a ${SAVED_SEARCH_LIMIT + 1}st saved search with 409 SAVED_SEARCH_LIMIT`, async () => {
    const { client } = await signUp(stack);
    for (let i = 0; i < SAVED_SEARCH_LIMIT; i++) {
      const answer = await client.call('POST', '/trio/saved-searches', {
        body: { name: `Pune ${i + 1}`, frequency: 'daily', criteria: { query: 'Pune', minRent: 10_000 + i * 1_000 } },
      });
      expect(answer.status).toBe(201);
    }
    const refused = await client.call('POST', '/trio/saved-searches', {
      body: { name: 'One too many', frequency: 'daily', criteria: { query: 'Pune' } },
    });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(refused.body).toMatchObject({ code: 'SAVED_SEARCH_LIMIT', detail: SAVED_SEARCH_LIMIT_MESSAGE });
    expect((await client.call<SavedSearch[]>('GET', '/trio/saved-searches')).body).toHaveLength(SAVED_SEARCH_LIMIT);
  });

  it("keeps a caller's saved searches from visitors and other users", async () => {
    const owner = await signUp(stack);
    const stranger = await signUp(stack);
    const created = await owner.client.call<SavedSearch>('POST', '/trio/saved-searches', {
      body: { name: 'Bandra West', frequency: 'instant', criteria: { query: 'Bandra West' } },
    });
    const id = created.body.id;
    const visitor = new ApiClient(stack.gatewayUrl);
    expect((await visitor.call('GET', '/trio/saved-searches')).status).toBe(401);
    expect((await visitor.call('DELETE', `/trio/saved-searches/${id}`)).status).toBe(401);

    expect((await stranger.client.call<SavedSearch[]>('GET', '/trio/saved-searches')).body).toEqual([]);
    const renaming = await stranger.client.call('PATCH', `/trio/saved-searches/${id}`, { body: { name: 'Mine' } });
    const unknown = await stranger.client.call('PATCH', '/trio/saved-searches/6b00000000000000000000ff', {
      body: { name: 'Mine' },
    });
    expect([renaming.status, renaming.body]).toEqual([404, expect.objectContaining({ code: 'NOT_FOUND' })]);
    expect([unknown.status, (unknown.body as { title?: string }).title]).toEqual([
      404,
      (renaming.body as { title?: string }).title,
    ]);
    expect((await stranger.client.call('DELETE', `/trio/saved-searches/${id}`)).status).toBe(404);
    const mine = await owner.client.call<SavedSearch[]>('GET', '/trio/saved-searches');
    expect(mine.body.map((search) => search.name)).toEqual(['Bandra West']);
  });

  describe("an alert's one-click unsubscribe", () => {
    let renter: Awaited<ReturnType<typeof signUp>>;
    const alerts = new Map<string, SavedSearchMatched['data']>();
    const save = async (name: string) =>
      (
        await renter.client.call<SavedSearch>('POST', '/trio/saved-searches', {
          body: { name, frequency: 'instant', criteria: { query: 'Pune', bedrooms: 2 } },
        })
      ).body;
    const pathOf = (id: string, token: string) =>
      `/trio/saved-searches/${id}/unsubscribe?token=${encodeURIComponent(token)}`;
    const linkOf = (id: string, token: string) => `${stack.gatewayUrl}${pathOf(id, token)}`;
    const pausedOf = async (id: string) =>
      (await renter.client.call<SavedSearch[]>('GET', '/trio/saved-searches')).body.find((search) => search.id === id)
        ?.paused;
    let byLink: SavedSearch;
    let byMailClient: SavedSearch;
    let kept: SavedSearch;

    // The token is the one the alert carries: a home in Pune is listed after the searches are saved (submitted by
    // a landlord, approved by the manager), and each search's properties.saved-search.matched.v1 is read from Kafka.
    beforeAll(async () => {
      const manager = await signUp(stack);
      await makeManager(stack, manager, 'Sunita Kale');
      renter = await signUp(stack);
      [byLink, byMailClient, kept] = [await save('Pune 2 BHK'), await save('Pune, any'), await save('Homes in Pune')];
      const landlord = await signUp(stack);
      const submitted = await landlord.client.call<{ _id: string }>('POST', '/trio/propertyListingRequest', {
        body: listingBody('8, Lane 4, Kothrud'),
      });
      expect(submitted.status).toBe(201);
      const approved = await manager.client.call('PUT', `/trio/propertyListingRequest/${submitted.body._id}/review`, {
        body: { action: 'approve' },
      });
      expect(approved.status).toBe(200);
      const ours = new Set([byLink.id, byMailClient.id, kept.id]);
      const kafka = createKafka('saved-searches-e2e', stack.propertiesEnv.KAFKA_BROKERS!.split(','));
      // Each match is its own event's aggregate (its key `<savedSearchId>:<propertyId>`): ours by their saved search.
      const savedSearchOf = (m: { key: string | null }) => (m.key ?? '').split(':')[0]!;
      const messages = await collectMessages(kafka, stack.topicPrefix + savedSearchMatched.topic, {
        filter: (m) => ours.has(savedSearchOf(m)),
        done: (ms) => new Set(ms.map(savedSearchOf)).size === ours.size,
        timeoutMs: 60_000,
      });
      for (const message of messages) {
        const event = savedSearchMatched.envelope.parse(message.json);
        alerts.set(event.data.savedSearchId, event.data);
      }
    }, 120_000);

    it('pauses the saved search from the link, signed in or not, and again (idempotent)', async () => {
      const { unsubscribeToken } = alerts.get(byLink.id)!;
      const paused = { id: byLink.id, name: 'Pune 2 BHK', paused: true };
      const answer = await fetch(linkOf(byLink.id, unsubscribeToken), { method: 'POST' });
      expect([answer.status, await answer.json()]).toEqual([200, paused]);
      expect(await pausedOf(byLink.id)).toBe(true);
      // The owner, signed in, follows the same link again: the same answer.
      const again = await renter.client.call('POST', pathOf(byLink.id, unsubscribeToken));
      expect([again.status, again.body]).toEqual([200, paused]);
      expect(await pausedOf(byLink.id)).toBe(true);
      // A JSON body (the SPA's page sends none) is no different.
      const withJson = await fetch(linkOf(byLink.id, unsubscribeToken), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(withJson.status).toBe(200);
    });

    it("pauses it from a mail client's one-click POST (a form: List-Unsubscribe=One-Click)", async () => {
      const answer = await fetch(linkOf(byMailClient.id, alerts.get(byMailClient.id)!.unsubscribeToken), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect([answer.status, await answer.json()]).toEqual([
        200,
        { id: byMailClient.id, name: 'Pune, any', paused: true },
      ]);
      expect(await pausedOf(byMailClient.id)).toBe(true);
    });

    it("refuses a wrong token and another saved search's token with 404, and the search stays active", async () => {
      const { unsubscribeToken } = alerts.get(kept.id)!;
      const attempts = [
        linkOf(kept.id, alerts.get(byLink.id)!.unsubscribeToken),
        linkOf(kept.id, `${unsubscribeToken.slice(0, -3)}abc`),
        linkOf(kept.id, 'v1.not-a-token'),
        linkOf('6b00000000000000000000ff', unsubscribeToken),
        linkOf('not-an-id', unsubscribeToken),
      ];
      const answers = [];
      for (const link of attempts) {
        const answer = await fetch(link, { method: 'POST' });
        answers.push({
          status: answer.status,
          contentType: answer.headers.get('content-type'),
          body: (await answer.json()) as Record<string, unknown>,
        });
      }
      for (const answer of answers) {
        expect(answer).toEqual({
          status: 404,
          contentType: expect.stringContaining(PROBLEM_CONTENT_TYPE),
          body: expect.objectContaining({ code: 'NOT_FOUND', detail: answers[0]!.body.detail }),
        });
        expect(JSON.stringify(answer.body)).not.toContain('Pune');
      }
      const noToken = await fetch(`${stack.gatewayUrl}/trio/saved-searches/${kept.id}/unsubscribe`, { method: 'POST' });
      expect(noToken.status).toBe(400);
      expect(await pausedOf(kept.id)).toBe(false);
    });
  });
});
