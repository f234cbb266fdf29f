import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Validator } from '@seriousme/openapi-schema-validator';
import { ADMIN_SOCKET_EVENTS, CHAT_SOCKET_EVENTS } from '@law/contracts';
import { adminCookie, api, startTestApp, type TestApp } from '../helpers/test-app';
import { listRoutes } from '../helpers/routes';
import { API_DOCS_PAGE_POLICY } from '../../src/modules/api-docs/api-docs.service';

/** Express `/api/chats/:id` and `/api/files/*path` → OpenAPI `/api/chats/{id}`, `/api/files/{path}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*([A-Za-z]+)/g, '{$1}');

describe('OpenAPI document at /api/docs', () => {
  let t: TestApp;
  let cookie: string;
  let doc: any;

  beforeAll(async () => {
    t = await startTestApp();
    cookie = await adminCookie(t.url, '10.31.0.1');
    const res = await api(t.url, 'GET', '/api/docs/openapi.json', undefined, { cookie });
    expect(res.status).toBe(200);
    doc = res.body;
  });
  afterAll(() => t.close());

  it('is an OpenAPI 3.1 document that validates', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route the router serves, public ones without security, the rest behind the admin cookie', () => {
    const routes = listRoutes(t.app);
    expect(routes.length).toBeGreaterThan(40);
    const missing: string[] = [];
    const wrongSecurity: string[] = [];
    for (const r of routes) {
      const op = doc.paths[openApiPath(r.path)]?.[r.method];
      if (!op) {
        missing.push(`${r.method.toUpperCase()} ${r.path}`);
        continue;
      }
      const security = op.security ?? doc.security;
      const open = Array.isArray(security) && (security.length === 0 || security.some((s: object) => Object.keys(s).length === 0));
      if (open !== r.public) wrongSecurity.push(`${r.method.toUpperCase()} ${r.path}`);
    }
    expect(missing).toEqual([]);
    expect(wrongSecurity).toEqual([]);
    expect(doc.security).toEqual([{ adminSession: [] }]);
    expect(doc.components.securitySchemes.adminSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'law_admin_sid' });
  });

  it('describes bodies and queries from the DTOs, and the response envelope', () => {
    const register = doc.paths['/api/users'].post;
    expect(register.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/RegisterUserDto');
    expect(doc.components.schemas.RegisterUserDto).toMatchObject({ required: ['name', 'phone'], properties: { phone: { type: 'string', pattern: '^\\+380\\d{9}$' } } });
    const history = doc.paths['/api/chat/history'].get;
    expect(history.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'userId', in: 'query', required: true })]));
    const chats = doc.paths['/api/admin/chats'].get;
    expect(chats.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['page', 'search', 'status']);
    expect(register.responses['201'].content['application/json'].schema).toMatchObject({ properties: { success: { const: true }, data: {} } });
    expect(register.responses['400'].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
    expect(doc.components.schemas.Error.properties).toMatchObject({ success: { const: false }, error: { type: 'string' } });
  });

  it('describes every Socket.IO event of /chat from the typed event map', () => {
    for (const name of [...Object.keys(CHAT_SOCKET_EVENTS.clientToServer), ...Object.keys(CHAT_SOCKET_EVENTS.serverToClient)]) {
      expect(doc.info.description).toContain(`| \`${name}\` |`);
    }
    expect(doc.info.description).toContain('Socket.IO namespace `/chat`');
    for (const name of Object.keys(ADMIN_SOCKET_EVENTS.serverToClient)) expect(doc.info.description).toContain(`| \`${name}\` |`);
    expect(doc.info.description).toContain('Socket.IO namespace `/admin`');
  });

  it('serves the browsable page with its own assets (no CDN) under a strict policy, to an admin only', async () => {
    const page = await fetch(`${t.url}/api/docs`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(API_DOCS_PAGE_POLICY);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual(['/api/docs/assets/favicon-32x32.png', '/api/docs/assets/swagger-ui.css', '/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/docs-init.js']);
    for (const asset of assets) {
      const res = await fetch(`${t.url}${asset}`, { headers: { cookie } });
      expect([asset, res.status]).toEqual([asset, 200]);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(50);
    }
    expect((await fetch(`${t.url}/api/docs/assets/package.json`, { headers: { cookie } })).status).toBe(404);
    for (const path of ['/api/docs', '/api/docs/openapi.json', '/api/docs/assets/swagger-ui.css']) {
      expect([path, (await fetch(`${t.url}${path}`)).status]).toEqual([path, 401]);
    }
  });
});

describe('API_DOCS_PUBLIC=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ API_DOCS_PUBLIC: 'true' });
  });
  afterAll(() => t.close());

  it('serves the document and the page without a session', async () => {
    expect((await fetch(`${t.url}/api/docs`)).status).toBe(200);
    const res = await api(t.url, 'GET', '/api/docs/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.paths['/api/docs'].get.security).toEqual([]);
    expect(res.body.paths['/api/admin/chats'].get.security).toBeUndefined();
  });
});
