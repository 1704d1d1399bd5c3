import { DOWNSTREAM_SERVICES } from '../../gateway/src/downstream-services';
import { SERVICE_APPS } from '../local/app-list';

/**
 * The gateway's list of the services behind it (gateway/src/downstream-services.ts) and the app list that `npm start`,
 * the end-to-end stack and compose read (infra/local/app-list.ts) name the same services, each by the same URL
 * variable, with the gateway's default URL on the app's local port: a new service cannot be forgotten in either.
 */
describe('the gateway and the app list', () => {
  const fromAppList = SERVICE_APPS.map((app) => ({
    name: app.name,
    urlVariable: app.service.gatewayUrlVariable,
    defaultUrl: `http://127.0.0.1:${app.port}`,
  }));
  const fromGateway = DOWNSTREAM_SERVICES.map(({ name, urlVariable, defaultUrl }) => ({
    name,
    urlVariable,
    defaultUrl,
  }));

  it('name the same services, URL variables and local ports', () => {
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect([...fromGateway].sort(byName)).toEqual([...fromAppList].sort(byName));
  });
});
