import { bootGateway, send, type BootedGateway, unansweredUrl } from './support/gateway-harness';
import { startStandInUsersService, type StandInUsersService } from './support/stand-in-users';

describe('a service with several replicas (a comma-separated <NAME>_URL)', () => {
  let first: StandInUsersService;
  let second: StandInUsersService;
  let gateway: BootedGateway;
  let halfDown: BootedGateway;
  let allDown: BootedGateway;

  beforeAll(async () => {
    [first, second] = await Promise.all([startStandInUsersService(), startStandInUsersService()]);
    gateway = await bootGateway({ USERS_URL: `${first.url}, ${second.url}` });
    halfDown = await bootGateway({ USERS_URL: `${await unansweredUrl()},${second.url}` });
    allDown = await bootGateway({ USERS_URL: `${await unansweredUrl()},${await unansweredUrl()}` });
  });
  afterAll(async () => {
    await Promise.all([gateway, halfDown, allDown].map((booted) => booted?.close()));
    await Promise.all([first, second].map((replica) => replica?.close()));
  });

  // A public route: the gateway makes no call of its own (key set, identity) around forwarding it.
  const register = (booted: BootedGateway) =>
    send(`${booted.url}/trio/auth/register`, { json: { email: 'asha@example.in' } });
  const callsTo = (replica: StandInUsersService) =>
    replica.received.filter((r) => r.path === '/trio/auth/register').length;

  it('takes the replicas in turn', async () => {
    for (let i = 0; i < 10; i += 1) expect((await register(gateway)).status).toBe(200);
    expect([callsTo(first), callsTo(second)]).toEqual([5, 5]);
  });

  it('sends a call to the next replica when one refuses the connection, and reports the service up', async () => {
    const before = callsTo(second);
    for (let i = 0; i < 4; i += 1) expect((await register(halfDown)).status).toBe(200);
    expect(callsTo(second) - before).toBe(4);
    const health = await send(`${halfDown.url}/health`);
    expect(health.body).toMatchObject({ services: { users: 'up' } });
  });

  it('answers 503 SERVICE_UNAVAILABLE when no replica answers, and reports the service down', async () => {
    const answer = await register(allDown);
    expect(answer).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
    const health = await send(`${allDown.url}/health`);
    expect(health.body).toMatchObject({ services: { users: 'down' } });
  });
});
