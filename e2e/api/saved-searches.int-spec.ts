import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_LIMIT_MESSAGE, type SavedSearch } from '@trio/contracts/http/properties';
import { PROBLEM_CONTENT_TYPE } from '@trio/contracts/problem';
import { ApiClient } from './support/client';
import { signUp } from './support/people';
import { startStack, type Stack } from './support/stack';

/*
 * Issue 27: saved searches through the gateway. A signed-in renter saves a search (place or text and its filters),
 * lists, renames, pauses, resumes and deletes it; a 21st is refused with 409 SAVED_SEARCH_LIMIT; a visitor and
 * another user get nothing of it.
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
});
