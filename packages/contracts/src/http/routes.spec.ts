import { z } from 'zod';
import { maintenanceRoutes } from './maintenance';
import { notificationsRoutes } from './notifications';
import { paymentsRoutes } from './payments';
import { applicationsRoutes, myRentalApplications } from './applications';
import { gatewayRoutes } from './gateway';
import { propertiesRoutes } from './properties';
import { type AnyRoute, pathParameterNames, routeKey, routeMatching, routePath } from './route';
import { login, usersRoutes, userById, userByUid } from './users';

const allRoutes: readonly AnyRoute[] = [
  ...usersRoutes,
  ...propertiesRoutes,
  ...applicationsRoutes,
  ...paymentsRoutes,
  ...maintenanceRoutes,
  ...notificationsRoutes,
  ...gatewayRoutes,
];

describe('route definitions', () => {
  it('declare each method and path once', () => {
    const keys = allRoutes.map(routeKey);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it.each(allRoutes.map((route) => [routeKey(route), route] as const))(
    '%s: its params schema names exactly its path parameters, and every part converts to JSON Schema',
    (_key, route) => {
      const declared = Object.keys((route.params?.shape ?? {}) as object).sort();
      if (route.params || pathParameterNames(route.path).length > 0) {
        expect(declared).toEqual(pathParameterNames(route.path).sort());
      }
      for (const part of [route.params, route.query, route.body]) {
        if (part) expect(() => z.toJSONSchema(part, { io: 'input', unrepresentable: 'any' })).not.toThrow();
      }
      const answer = route.answer.schema;
      if (answer) expect(() => z.toJSONSchema(answer, { io: 'output', unrepresentable: 'any' })).not.toThrow();
      expect(route.answer.status === 204).toBe(!route.answer.schema && !route.answer.mediaType);
      expect(route.summary.length).toBeGreaterThan(0);
      expect(route.tags.length).toBeGreaterThan(0);
    },
  );

  it('fills a path with encoded parameters and a query', () => {
    expect(routePath(userById, { id: 'a b' })).toBe('/trio/users/a%20b');
    expect(routePath(userById, { id: '1' }, { fields: 'email', empty: '', none: undefined })).toBe(
      '/trio/users/1?fields=email',
    );
    expect(() => routePath(userById, {})).toThrow(/:id/);
  });

  it('finds the route of a concrete request, fixed segments first', () => {
    expect(routeMatching(allRoutes, 'GET', '/trio/users/uid/abc')).toBe(userByUid);
    expect(routeMatching(allRoutes, 'get', '/trio/users/665f1c2b9d3e4a0012345678?x=1')).toBe(userById);
    expect(routeMatching(allRoutes, 'POST', '/trio/auth/login')).toBe(login);
    expect(routeMatching(allRoutes, 'DELETE', '/trio/auth/login')).toBeUndefined();
    expect(routeMatching(allRoutes, 'GET', '/trio/users/usr_1/rentalApplications')).toBe(myRentalApplications);
  });

  it('parse the bodies the spec sends, the way the services read them', () => {
    expect(login.body.parse({ email: ' Asha@Example.in ', password: 'x' })).toEqual({
      email: 'Asha@Example.in',
      password: 'x',
    });
    expect(login.body.safeParse({ email: 'nope', password: '' }).success).toBe(false);
  });
});
