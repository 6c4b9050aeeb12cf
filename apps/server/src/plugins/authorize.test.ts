import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from '@merchant-portal/contracts/endpoints';
import { createHarness, type Harness } from '../test/harness.js';
import { registerAuthorization } from './authorize.js';
import { registerErrorHandling } from './errors.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

function bareApp() {
  const app = Fastify();
  registerErrorHandling(app);
  registerAuthorization(app, h.auth);
  return app;
}

describe('declared authorization', () => {
  it('refuses to start with a route that declares no permission', async () => {
    const app = bareApp();
    expect(() => app.get('/undeclared', async () => ({}))).toThrow(/declares no permission/);
    await app.close();
  });

  it('every route of the real app declares its access, and only infrastructure is public', () => {
    const table = h.app.accessTable;
    expect(table.length).toBeGreaterThan(10);
    const publicRoutes = table.filter((route) => route.permission === 'public').map((route) => route.url);
    for (const url of publicRoutes) {
      expect(url).toMatch(/^(\/|\/health|\/ready|\/oauth\/token|\/api\/docs.*|\/merchant-portal.*)$/);
    }
    const access = (url: string) => table.find((route) => route.url === url)?.permission;
    expect(access('/merchant/auth/v1/sign-in')).toBe('client');
    expect(access('/merchant/auth/v1/resetPassword')).toBe('client');
    expect(access('/merchant/user/v1/self-info')).toBe('signed-in');
    expect(access('/merchant/auth/v1/updatePassword')).toBe('signed-in');
  });

  it('serves exactly the endpoint table: each call once, with the access the table gives it', () => {
    const api = h.app.accessTable.filter(
      (route) => !/^(\/|\/api\/docs.*|\/merchant-portal.*)$/.test(route.url) && route.method !== 'HEAD',
    );
    const expected = Object.values(ENDPOINTS).map((endpoint: Endpoint) => ({
      method: endpoint.method,
      url: endpoint.path,
      permission: endpoint.access,
    }));
    expect(api).toEqual(expect.arrayContaining(expected));
    expect(api).toHaveLength(expected.length);
  });

  it('answers a missing permission with 403 and no challenge, and lets the holder through', async () => {
    const app = bareApp();
    app.get('/probe', { config: { permission: 'merchant:read' } }, async () => ({ ok: true }));
    app.get('/either', { config: { permission: ['reports:read', 'merchant-users:write'] } }, async () => ({
      ok: true,
    }));
    await app.ready();

    const teller = await h.headers(await h.signIn('zahran.teller@4000000101'));
    const admin = await h.headers(await h.signIn('zahran.admin@4000000101'));
    const market = await h.headers(await h.signIn('market.reports@4000000701'));

    const refused = await app.inject({ method: 'GET', url: '/probe', headers: teller });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['www-authenticate']).toBeUndefined();
    expect(refused.json().code).toBe('403');
    expect((await app.inject({ method: 'GET', url: '/probe', headers: admin })).statusCode).toBe(200);

    expect((await app.inject({ method: 'GET', url: '/either', headers: teller })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/either', headers: market })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/either', headers: admin })).statusCode).toBe(200);
    await app.close();
  });

  it('a booking user holds no other permission even with other roles', async () => {
    const app = bareApp();
    app.get(
      '/bookings',
      { config: { permission: ['rj-bookings:maker', 'rj-bookings:checker'] } },
      async () => ({}),
    );
    app.get('/transactions', { config: { permission: 'transactions:read' } }, async () => ({}));
    await app.ready();
    const maker = await h.headers(await h.signIn('wings.maker@4000000301'));
    expect((await app.inject({ method: 'GET', url: '/bookings', headers: maker })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/transactions', headers: maker })).statusCode).toBe(403);
    await app.close();
  });

  it('checks the client token before anything else, then the session', async () => {
    const app = bareApp();
    app.get('/probe', { config: { permission: 'signed-in' } }, async () => ({ ok: true }));
    await app.ready();
    const noClient = await app.inject({ method: 'GET', url: '/probe', headers: { 'access-token': 'x' } });
    expect(noClient.statusCode).toBe(401);
    expect(noClient.headers['www-authenticate']).toContain('invalid_token');
    const noSession = await app.inject({ method: 'GET', url: '/probe', headers: await h.headers() });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.headers['www-authenticate']).toBeUndefined();
    const wrongClientId = await app.inject({
      method: 'GET',
      url: '/probe',
      headers: { ...(await h.headers()), 'client-id': 'someone-else' },
    });
    expect(wrongClientId.headers['www-authenticate']).toContain('invalid_token');
    await app.close();
  });
});
