import { PRODUCT_APPS, SERVICE_APPS } from './app-list';
import { localApps, REPLICA_PORT_STEP } from './apps';

describe('localApps: what npm start and npm run scale run', () => {
  it('runs every app of the list once, on its own port, the gateway pointed at each service', () => {
    const apps = localApps();
    expect(apps.map((app) => [app.name, app.port])).toEqual(PRODUCT_APPS.map((app) => [app.name, app.port]));
    const gateway = apps.find((app) => app.name === 'gateway')!;
    expect(gateway.env.USERS_URL).toBe('http://127.0.0.1:3101');
  });

  it('with replicas, runs each service that many times under one name (one consumer group), the gateway once', () => {
    const apps = localApps(2);
    expect(apps).toHaveLength(SERVICE_APPS.length * 2 + 1);
    const users = apps.filter((app) => app.entry === 'services/users/src/main.ts');
    expect(users.map((app) => [app.name, app.port, app.env.SERVICE_NAME, app.env.PORT])).toEqual([
      ['users', 3101, 'users', '3101'],
      ['users-2', 3101 + REPLICA_PORT_STEP, 'users', String(3101 + REPLICA_PORT_STEP)],
    ]);
    const ports = apps.map((app) => app.port);
    expect(new Set(ports).size).toBe(ports.length);
    const gateways = apps.filter((app) => app.name === 'gateway');
    expect(gateways).toHaveLength(1);
    for (const service of SERVICE_APPS) {
      expect(gateways[0]!.env[service.service.gatewayUrlVariable]).toBe(
        `http://127.0.0.1:${service.port},http://127.0.0.1:${service.port + REPLICA_PORT_STEP}`,
      );
    }
  });
});
