import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminCookie, api, startTestApp, type TestApp } from '../helpers/test-app';
import { listRoutes, type AppRoute } from '../helpers/routes';
import { rawRequest, tableCounts } from '../helpers/raw-http';

const SAMPLE_UUID = '3f2b8c1e-5d4a-4e7b-9c2d-1a2b3c4d5e6f';

/** A concrete path for a route pattern: ids are 1, user ids a UUID, a wildcard a file name. */
function concrete(path: string): string {
  return path
    .replace(/:userId\b/g, SAMPLE_UUID)
    .replace(/:[A-Za-z]+/g, '1')
    .replace(/\*[A-Za-z]+/g, 'a/b.pdf')
    .replace(/\{\/?\*[A-Za-z]+\}/g, '/a/b.pdf');
}

/** Other spellings of one path: each must be refused (401) or match no route (404) — never reach the handler. */
function spellings(path: string): string[] {
  const rest = path.replace(/^\/api\//, '');
  const [first, ...others] = rest.split('/');
  const tail = others.length ? `/${others.join('/')}` : '';
  const upper = first[0].toUpperCase() + first.slice(1);
  return [
    `/api/${upper}${tail}`,
    `/API/${rest}`,
    `/api/${first.toUpperCase()}${tail}`,
    `${path}/`,
    `/api//${rest}`,
    `/api/${first}/${tail ? `/${others.join('/')}` : ''}`,
    `/api%2F${rest}`,
    `/api/${first}${tail.replace('/', '%2F')}`,
    `/api/%${first.charCodeAt(0).toString(16)}${first.slice(1)}${tail}`,
    `/api/${first};x${tail}`,
    `${path};x`,
    `/api/x/../${rest}`,
    `/api/./${rest}`,
    `/api/${first}/%2e%2e/${first}${tail}`,
  ];
}

describe('deny by default: every non-public route of the running app needs an admin session', () => {
  let t: TestApp;
  let routes: AppRoute[];
  let revoked: string;

  beforeAll(async () => {
    t = await startTestApp();
    routes = listRoutes(t.app);
    revoked = await adminCookie(t.url, '10.9.0.1');
    expect((await api(t.url, 'POST', '/api/admin/logout', undefined, { cookie: revoked })).status).toBe(200);
  });
  afterAll(() => t.close());

  it('reads the routes from the router, and only the visitor-facing ones and the login are public', () => {
    expect(routes.length).toBeGreaterThan(30);
    const publicOnes = routes.filter((r) => r.public).map((r) => `${r.method.toUpperCase()} ${r.path}`).sort();
    expect(publicOnes).toEqual(
      [
        'GET /api/chat/history',
        'GET /api/chat/mailbox',
        'GET /api/health',
        'GET /api/health/live',
        'GET /api/health/ready',
        // Prometheus has no admin session: the metrics route has its own rule (loopback without proxy headers, or METRICS_TOKEN).
        'GET /api/metrics',
        'GET /api/podcasts',
        'GET /api/site-config',
        'POST /api/admin/login',
        'POST /api/feedbacks',
        'POST /api/users',
      ].sort(),
    );
  });

  it('refuses every protected route without a cookie, with a forged cookie and after logout: 401, nothing written', async () => {
    const before = await tableCounts(t.db);
    const protectedRoutes = routes.filter((r) => !r.public);
    const failures: string[] = [];
    for (const r of protectedRoutes) {
      const path = concrete(r.path);
      for (const [label, cookie] of [
        ['no cookie', undefined],
        ['forged cookie', 'law_admin_sid=Zm9yZ2VkLXRva2VuLXRoYXQtbG9va3MtcmVhbC1lbm91Z2g'],
        ['empty cookie', 'law_admin_sid='],
        ['cookie after logout', revoked],
      ] as const) {
        const res = await rawRequest(t.url, r.method.toUpperCase(), path, { body: r.method === 'get' ? undefined : '{}', headers: cookie ? { cookie } : {} });
        if (res.status !== 401) failures.push(`${r.method.toUpperCase()} ${path} (${label}) → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('never reaches a protected handler through another spelling of its path: 401 or 404, no 2xx, no 5xx', async () => {
    const before = await tableCounts(t.db);
    const failures: string[] = [];
    let tried = 0;
    for (const r of routes.filter((x) => !x.public)) {
      for (const path of spellings(concrete(r.path))) {
        tried += 1;
        const res = await rawRequest(t.url, r.method.toUpperCase(), path, { body: r.method === 'get' ? undefined : '{"x":1}' });
        if (![400, 401, 404].includes(res.status)) failures.push(`${r.method.toUpperCase()} ${path} → ${res.status} ${res.body.slice(0, 80)}`);
      }
    }
    expect(tried).toBeGreaterThan(400);
    expect(failures).toEqual([]);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('answers admin-looking paths that match no route with 401 or 404, never 500', async () => {
    for (const path of ['/api/admin', '/api/admin/', '/api/Admin', '/api/admin/nope', '/api/admin/chats/1/nope', '/api/files', '/api/files/', '/api/admin/%', '/api/admin/%zz']) {
      for (const method of ['GET', 'POST', 'DELETE', 'PUT', 'PATCH']) {
        const res = await rawRequest(t.url, method, path);
        expect([400, 401, 404]).toContain(res.status);
      }
    }
  });

  it('keeps the public routes public in their one spelling', async () => {
    expect((await api(t.url, 'GET', '/api/health')).status).toBe(200);
    expect((await api(t.url, 'GET', '/api/Health')).status).toBe(404);
    expect((await api(t.url, 'GET', '/api/health/')).status).toBe(404);
  });
});

describe('security headers', () => {
  it('sends a deny-all CSP on API answers and HSTS only when cookies are Secure or the request came over HTTPS', async () => {
    const plain = await startTestApp();
    const secure = await startTestApp({ COOKIE_SECURE: 'true' });
    try {
      const res = await api(plain.url, 'GET', '/api/health');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      const overHttps = await api(plain.url, 'GET', '/api/health', undefined, { 'x-forwarded-proto': 'https' });
      expect(overHttps.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      expect((await api(secure.url, 'GET', '/api/health')).headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    } finally {
      await plain.close();
      await secure.close();
    }
  });
});
