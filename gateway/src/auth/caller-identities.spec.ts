import { type Caller } from '../http/caller';
import { CallerIdentities } from './caller-identities';

const ASHA: Caller = { userId: 'u1', uid: 'uid-1', email: 'asha@example.in', role: 'tenant' };

function setUp(cacheMs: number) {
  let now = 1_000_000;
  let role: Caller['role'] = 'tenant';
  const source = { identityOf: jest.fn(async (userId: string) => (userId === ASHA.userId ? { ...ASHA, role } : null)) };
  const identities = new CallerIdentities(source, cacheMs, () => now);
  return {
    identities,
    source,
    advance: (ms: number) => (now += ms),
    setRole: (next: Caller['role']) => (role = next),
  };
}

describe('CallerIdentities', () => {
  it('reuses a lookup for cacheMs, then asks again and sees the new role', async () => {
    const { identities, source, advance, setRole } = setUp(3_000);
    await expect(identities.current('u1')).resolves.toMatchObject({ role: 'tenant' });
    setRole('landlord');
    advance(2_999);
    await expect(identities.current('u1')).resolves.toMatchObject({ role: 'tenant' });
    expect(source.identityOf).toHaveBeenCalledTimes(1);
    advance(1);
    await expect(identities.current('u1')).resolves.toMatchObject({ role: 'landlord' });
    expect(source.identityOf).toHaveBeenCalledTimes(2);
  });

  it('shares one lookup between concurrent requests of a user', async () => {
    const { identities, source } = setUp(3_000);
    await Promise.all([identities.current('u1'), identities.current('u1'), identities.current('u1')]);
    expect(source.identityOf).toHaveBeenCalledTimes(1);
  });

  it('answers null for an unknown user', async () => {
    await expect(setUp(3_000).identities.current('nobody')).resolves.toBeNull();
  });

  it('does not keep a failed lookup', async () => {
    const { identities, source } = setUp(3_000);
    source.identityOf.mockRejectedValueOnce(new Error('users service down'));
    await expect(identities.current('u1')).rejects.toThrow('users service down');
    await expect(identities.current('u1')).resolves.toMatchObject({ userId: 'u1' });
    expect(source.identityOf).toHaveBeenCalledTimes(2);
  });

  it('asks every time with a cache time of 0', async () => {
    const { identities, source } = setUp(0);
    await identities.current('u1');
    await identities.current('u1');
    expect(source.identityOf).toHaveBeenCalledTimes(2);
  });
});
