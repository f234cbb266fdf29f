import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config/config';
import { buildRemotesMap, serveFrontends } from './serve-frontends';
import { ServerHtmlSource, SSR_PUBLIC_PATH, withServerHtml, type ServerFragment } from './server-html';
import { legalServiceJsonLd, robotsTxt, sitemapXml } from './seo';
import { readStaticPagesConfig } from './static.config';

// The landing's server HTML as the backend finds, caches, places and falls back from it — against real HTTP servers:
// a remote's origin serving (or not) its ssr.json, and the backend's own page handler.

const fragment = (text: string, version = 'v1'): ServerFragment => ({
  format: 1,
  remote: 'mfe_landing',
  hydrate: './Hydrate',
  version,
  css: '.hero{color:red}',
  html: `<div class="landing"><h1>${text}</h1><img src="${SSR_PUBLIC_PATH}assets/logo.abc.svg"></div>`,
});

const SHELL_INDEX =
  '<!doctype html><html lang="uk"><head><title>Юридична online фірма</title><meta name=description content="x">' +
  '<script id=remotes-map type=application/json>null</script><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

function appRoot(withFragment: ServerFragment | string | null): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'law-ssr-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), SHELL_INDEX);
  fs.mkdirSync(path.join(root, 'mfe-landing', 'dist'), { recursive: true });
  if (withFragment !== null) {
    fs.writeFileSync(path.join(root, 'mfe-landing', 'dist', 'ssr.json'), typeof withFragment === 'string' ? withFragment : JSON.stringify(withFragment));
  }
  return root;
}

/** A remote's origin: routes map a path to [status, body, delay ms]. */
async function remoteOrigin(routes: Record<string, [number, string, number?]>) {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url!);
    const route = routes[req.url!];
    if (!route) return void res.writeHead(404).end();
    const [status, body, delay = 0] = route;
    setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end(body), delay);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, hits, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function site(env: Record<string, string>, root: string) {
  const warnings: string[] = [];
  const app = express();
  const config = loadConfig({ APP_ROOT: root, ...env });
  serveFrontends(app, config, { videoEmbedUrl: '/media/video/x.html', agentAvatarUrl: '/media/a.svg' }, {
    firmPhone: '+380 44 000 00 00',
    mailboxExample: 'x',
    retentionMonths: 36,
  }, { siteConfig: { video_url: '/media/video/x.html', firm_phone: '+380 44 000 00 00' }, warn: (m) => warnings.push(m) });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const get = (p: string) => fetch(`${base}${p}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
  return { base, get, warnings, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe("'/' with the landing remote's server HTML", () => {
  it('puts the local build\'s fragment before the shell root, its CSS into <head>, asset URLs under the remote\'s base', async () => {
    const s = await site({}, appRoot(fragment('Юридична допомога онлайн')));
    try {
      const res = await s.get('/');
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html).toMatch(/<div id="landing-ssr" data-remote="mfe_landing" data-hydrate=".\/Hydrate" data-version="v1"><div class="landing"><h1>Юридична допомога онлайн<\/h1>/);
      expect(html.indexOf('id="landing-ssr"')).toBeLessThan(html.indexOf('<div id=root>'));
      expect(html).toContain('<style id="landing-ssr-css">.hero{color:red}</style>');
      expect(html).toContain(`src="${s.base}/mf/mfe-landing/assets/logo.abc.svg"`);
      expect(html).not.toContain(SSR_PUBLIC_PATH);
      // The public settings the landing reads after hydration, without a request.
      expect(html).toContain('<script id="site-config" type="application/json">{"video_url":"/media/video/x.html","firm_phone":"+380 44 000 00 00"}</script>');
      // No script starts before the server HTML has painted: the shell's entry and the hints come after the first frame.
      expect(html).not.toContain('<script defer src=/main.js>');
      expect(html).toContain('<script defer src="/after-paint.js" data-entry="/main.js"></script>');
      expect(html).not.toContain('<link rel="preload"');
      const hints = JSON.parse(html.match(/<script id="after-paint-preload" type="application\/json">(.*?)<\/script>/)![1]);
      expect(hints[0]).toEqual({ href: '/mf/mfe-landing/remoteEntry.js', as: 'script' });
      const loader = await fetch(`${s.base}/after-paint.js`);
      expect(loader.headers.get('content-type')).toContain('javascript');
      expect(await loader.text()).toContain('requestAnimationFrame');
      expect(s.warnings).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('falls back to the client-rendered page, and says why once, when the fragment is missing or invalid', async () => {
    for (const [content, reason] of [
      [null, 'ssr.json is missing'],
      ['{"format":2}', 'unknown format'],
      ['not json', 'invalid'],
    ] as const) {
      const s = await site({}, appRoot(content));
      try {
        for (let i = 0; i < 2; i++) {
          const res = await s.get('/');
          const html = await res.text();
          expect(res.status).toBe(200);
          expect(html).not.toContain('landing-ssr');
          expect(html).toContain('<div id=root></div>');
          expect(html).toContain('<script defer src=/main.js></script>');
          // The rest of '/' is as before: the remotes map and the landing's head.
          expect(html).toContain('"mfe_landing":"/mf/mfe-landing/mf-manifest.json"');
        }
        expect(s.warnings).toHaveLength(1);
        expect(s.warnings[0]).toContain(reason);
      } finally {
        await s.close();
      }
    }
  });

  it('a remote re-deployed to another origin brings its own server HTML; a slow one is client-rendered within the budget, then served from cache', async () => {
    const origin = await remoteOrigin({
      '/v2/ssr.json': [200, JSON.stringify(fragment('Версія 2', 'v2'))],
      '/slow/ssr.json': [200, JSON.stringify(fragment('Повільна версія', 'v3')), 700],
      '/gone/ssr.json': [404, ''],
    });
    const root = appRoot(fragment('Версія 1'));
    const mapFile = path.join(root, 'remotes.json');
    fs.writeFileSync(mapFile, JSON.stringify({ mfe_landing: `${origin.url}/v2/mf-manifest.json` }));
    const s = await site({ REMOTES_MAP_FILE: mapFile, SERVER_HTML_BUDGET_MS: '200' }, root);
    try {
      let html = await (await s.get('/')).text();
      expect(html).toContain('<h1>Версія 2</h1>');
      expect(html).toContain(`src="${origin.url}/v2/assets/logo.abc.svg"`);
      await s.get('/');
      expect(origin.hits.filter((h) => h === '/v2/ssr.json')).toHaveLength(1);

      fs.writeFileSync(mapFile, JSON.stringify({ mfe_landing: `${origin.url}/slow/mf-manifest.json` }));
      const started = Date.now();
      html = await (await s.get('/')).text();
      expect(Date.now() - started).toBeLessThan(650);
      expect(html).not.toContain('landing-ssr');
      expect(s.warnings.join('\n')).toContain('no answer within 200 ms');
      await new Promise((r) => setTimeout(r, 800));
      html = await (await s.get('/')).text();
      expect(html).toContain('<h1>Повільна версія</h1>');

      fs.writeFileSync(mapFile, JSON.stringify({ mfe_landing: `${origin.url}/gone/mf-manifest.json` }));
      html = await (await s.get('/')).text();
      expect(html).not.toContain('landing-ssr');
      expect(s.warnings.join('\n')).toContain('ssr.json answered 404');

      fs.writeFileSync(mapFile, JSON.stringify({ mfe_landing: 'http://127.0.0.1:9/mf-manifest.json' }));
      const res = await s.get('/');
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain('landing-ssr');
    } finally {
      await s.close();
      await origin.close();
    }
  });

  it('keeps the last good copy of a remote fragment when a refresh fails', async () => {
    let up = true;
    const server = http.createServer((_req, res) => {
      if (!up) return void res.writeHead(503).end();
      res.writeHead(200).end(JSON.stringify(fragment('Стабільна')));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    let now = 0;
    const warnings: string[] = [];
    const source = new ServerHtmlSource({ appRoot: '/nonexistent', budgetMs: 500, ttlMs: 1000, warn: (m) => warnings.push(m), now: () => now });
    const map = { ...buildRemotesMap(loadConfig({})), mfe_landing: `http://127.0.0.1:${port}/mf-manifest.json` };
    try {
      const first = await source.landing(map, 'http://site');
      expect(first.ok && first.fragment.html).toContain('Стабільна');
      up = false;
      now = 5000;
      await source.landing(map, 'http://site');
      await new Promise((r) => setTimeout(r, 100));
      const later = await source.landing(map, 'http://site');
      expect(later.ok && later.fragment.html).toContain('Стабільна');
      expect(warnings.join('\n')).toContain('refresh failed');
    } finally {
      server.close();
    }
  });

  it('inlined text cannot close the element it is in', () => {
    const page = withServerHtml(SHELL_INDEX, { ...fragment('x'), css: 'a{}</style><script>alert(1)</script>' }, '/mf/mfe-landing/', 'landing-ssr');
    expect(page).not.toContain('</style><script>');
  });
});

describe('what search engines read', () => {
  it('gives / a title, description, canonical URL, OpenGraph/Twitter card and LegalService JSON-LD; other paths redirect to /', async () => {
    const s = await site({ PUBLIC_URL: 'https://pravo-zakhyst.com.ua' }, appRoot(fragment('x')));
    try {
      const html = await (await s.get('/')).text();
      expect(html).toContain('<title>Безкоштовна консультація юриста онлайн — Право і Захист</title>');
      expect(html.match(/<title>/g)).toHaveLength(1);
      // The built shell's index.html is minified (attribute quotes dropped), as SHELL_INDEX is: one description either way.
      expect(html.match(/<meta name="?description"?[ >]/g)).toHaveLength(1);
      expect(html).toContain('<link rel="canonical" href="https://pravo-zakhyst.com.ua/">');
      expect(html).toContain('<meta property="og:image" content="https://pravo-zakhyst.com.ua/media/og-image.png">');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
      expect(ld).toMatchObject({ '@type': 'LegalService', telephone: '+380440000000', email: 'info@pravo-zakhyst.com.ua', areaServed: { name: 'Україна' } });
      expect(ld.makesOffer).toMatchObject({ price: '0', priceCurrency: 'UAH' });

      for (const p of ['/nothing', '/admin', '/admin/dashboard', '/Admin/login', '/admin/login/', '/admin/dashboard/chats/1/x']) {
        const res = await s.get(p);
        expect([p, res.status, res.headers.get('location')]).toEqual([p, 302, '/']);
      }
      for (const p of ['/admin/login', '/admin/dashboard/chats', '/admin/dashboard/orders/12', '/admin/dashboard/history']) {
        const res = await s.get(p);
        expect([p, res.status]).toEqual([p, 200]);
        expect(await res.text()).not.toContain('landing-ssr');
      }
      expect((await s.get('/missing.js')).status).toBe(404);

      const robots = await fetch(`${s.base}/robots.txt`);
      expect(robots.headers.get('content-type')).toContain('text/plain');
      expect(await robots.text()).toBe(robotsTxt({ siteUrl: 'https://pravo-zakhyst.com.ua', firmPhone: '+380 44 000 00 00' }));
      const sitemap = await (await fetch(`${s.base}/sitemap.xml`)).text();
      expect(sitemap).toContain('<loc>https://pravo-zakhyst.com.ua/</loc>');
      expect(sitemap).toContain('<loc>https://pravo-zakhyst.com.ua/privacy</loc>');
    } finally {
      await s.close();
    }
  });

  it('robots.txt keeps crawlers out of the back office and the API and points at the sitemap', () => {
    const text = robotsTxt({ siteUrl: 'https://x.ua', firmPhone: '+380440000000' });
    expect(text).toContain('Disallow: /admin\n');
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain('Sitemap: https://x.ua/sitemap.xml');
    expect(sitemapXml({ siteUrl: 'https://x.ua', firmPhone: '' }, new Date('2026-11-23T10:00:00Z'))).toContain('<lastmod>2026-11-23</lastmod>');
    expect(legalServiceJsonLd({ siteUrl: 'https://x.ua', firmPhone: '+380 (44) 000-00-00' }).telephone).toBe('+380440000000');
  });

  it('PUBLIC_URL must be an origin; SERVER_HTML_BUDGET_MS a bounded integer', () => {
    const read = (env: Record<string, string>) => readStaticPagesConfig(loadConfig(env));
    expect(read({}).publicUrl).toBeNull();
    expect(read({ PUBLIC_URL: 'https://pravo.ua' }).publicUrl).toBe('https://pravo.ua');
    for (const bad of ['pravo.ua', 'ftp://pravo.ua', 'https://pravo.ua/landing', 'https://pravo.ua?x=1']) {
      expect(() => read({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL/);
    }
    expect(read({}).serverHtmlBudgetMs).toBe(300);
    for (const bad of ['0', '1.5', 'fast', '60000']) expect(() => read({ SERVER_HTML_BUDGET_MS: bad })).toThrow(/SERVER_HTML_BUDGET_MS/);
  });
});
