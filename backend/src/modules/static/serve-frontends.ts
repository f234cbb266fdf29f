import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response, type NextFunction } from 'express';
import {
  isAppPath,
  PRIVACY_PATH,
  REMOTE_FOLDERS,
  REMOTES_MAP_PATH,
  remoteEntryUrl,
  remotesForPath,
  SERVER_LANDING_ID,
  type RemoteName,
  type RemotesMap,
  type SiteConfig,
} from '@law/contracts';
import type { AppConfig } from '../../config/config';
import { MEDIA_PAGE_POLICY, pagePolicy, type PageSources } from './content-security-policy';
import { privacyPageHtml, type PrivacyPageSettings } from './privacy-page';
import { ServerHtmlSource, withServerHtml } from './server-html';
import { AFTER_PAINT_PATH, AFTER_PAINT_SCRIPT, withAfterPaintEntry, type PreloadHint } from './after-paint';
import { robotsTxt, sitemapXml, withLandingHead, type SeoSettings } from './seo';
import { readStaticPagesConfig } from './static.config';

/** What '/' needs beside the remotes: the public settings the landing reads, and where to say why it was not server-rendered. */
export interface LandingPageSettings {
  siteConfig: SiteConfig;
  warn: (message: string) => void;
}

/** Files whose name carries a content hash never change: cache them for a year. */
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|jpe?g|webp|woff2?|mp3)$|\/assets\//;

function cacheHeaders(res: Response, filePath: string): void {
  if (HASHED.test(filePath)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
}

/** The runtime remotes map: defaults under /mf/, REMOTE_URL_<NAME> env overrides, REMOTES_MAP_FILE read on every request. */
export function buildRemotesMap(config: AppConfig): RemotesMap {
  const map = Object.fromEntries(
    (Object.entries(REMOTE_FOLDERS) as [RemoteName, string][]).map(([name, folder]) => [name, `/mf/${folder}/mf-manifest.json`]),
  ) as RemotesMap;
  Object.assign(map, config.remotes.overrides);
  if (config.remotes.mapFile) {
    try {
      Object.assign(map, JSON.parse(fs.readFileSync(config.remotes.mapFile, 'utf8')));
    } catch {
      // A broken override file falls back to the defaults rather than taking the site down.
    }
  }
  return map;
}

interface ManifestAssets {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

const manifestCache = new Map<string, { mtimeMs: number; manifest: ManifestAssets }>();

function readManifest(file: string): ManifestAssets | undefined {
  try {
    const { mtimeMs } = fs.statSync(file);
    const cached = manifestCache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.manifest;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestAssets;
    manifestCache.set(file, { mtimeMs, manifest });
    return manifest;
  } catch {
    return undefined;
  }
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Preload hints for the remotes a route renders (remote entry, the exposed module's first chunks and CSS), so the
 * browser fetches them beside the shell's own script instead of one after another. Asset lists are read from the
 * manifests of locally served remotes; a remote on another origin gets its entry preloaded only.
 */
export function preloadHints(config: AppConfig, map: RemotesMap, pathname: string, opts: { serverHtml?: boolean } = {}): PreloadHint[] {
  const hints: PreloadHint[] = [];
  for (const { remote, exposes } of remotesForPath(pathname, opts)) {
    const manifestUrl = map[remote];
    if (!manifestUrl) continue;
    // The browser loads a remote by its container script, beside the manifest (see remoteEntryUrl).
    hints.push({ href: remoteEntryUrl(manifestUrl), as: 'script' });
    const folder = REMOTE_FOLDERS[remote];
    if (manifestUrl !== `/mf/${folder}/mf-manifest.json`) continue;
    const manifest = readManifest(path.join(config.appRoot, folder, 'dist', 'mf-manifest.json'));
    if (!manifest) continue;
    const base = `/mf/${folder}/`;
    for (const expose of manifest.exposes.filter((e) => exposes.includes(e.path))) {
      for (const js of expose.assets.js.sync) hints.push({ href: `${base}${js}`, as: 'script' });
      for (const css of expose.assets.css.sync) hints.push({ href: `${base}${css}`, as: 'style' });
    }
  }
  return hints;
}

export function preloadLinks(config: AppConfig, map: RemotesMap, pathname: string, opts: { serverHtml?: boolean } = {}): string {
  return preloadHints(config, map, pathname, opts)
    .map((h) => `<link rel="preload" href="${escapeAttr(h.href)}" as="${h.as}"${h.crossorigin ? ' crossorigin="anonymous"' : ''}>`)
    .join('');
}

/** Escapes the JSON for a <script> block: no '</script>' or '<!--' can break out. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Serves the shell for every non-API path (SPA fallback), each remote under /mf/<folder>/,
 * and the remotes map, which is also inlined into index.html to save a round trip.
 */
export function serveFrontends(
  app: Express,
  config: AppConfig,
  sources: Omit<PageSources, 'remotes'>,
  privacy: PrivacyPageSettings,
  landing: LandingPageSettings,
): void {
  const shellDist = path.join(config.appRoot, 'shell', 'dist');
  const pages = readStaticPagesConfig(config);
  const serverHtml = new ServerHtmlSource({ appRoot: config.appRoot, budgetMs: pages.serverHtmlBudgetMs, warn: landing.warn });
  const origin = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const seo = (req: Request): SeoSettings => ({ siteUrl: pages.publicUrl ?? origin(req), firmPhone: privacy.firmPhone });
  const started = new Date();
  // Source maps are built for error tracking but not served outside development: they would publish the source of
  // every admin screen.
  if (config.nodeEnv !== 'development') {
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (!req.path.endsWith('.map')) return next();
      res.status(404).type('text/plain; charset=utf-8').send('Not found');
    });
  }
  const setHeaders = (res: Response, filePath: string) => {
    cacheHeaders(res, filePath);
    res.setHeader('X-Content-Type-Options', 'nosniff');
  };

  app.get(REMOTES_MAP_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(buildRemotesMap(config));
  });

  for (const folder of Object.values(REMOTE_FOLDERS)) {
    app.use(`/mf/${folder}`, (_req: Request, res: Response, next: NextFunction) => {
      // Manifests are fetched cross-origin when a remote is served from a CDN or another port.
      res.setHeader('Access-Control-Allow-Origin', '*');
      next();
    });
    app.use(`/mf/${folder}`, express.static(path.join(config.appRoot, folder, 'dist'), { index: false, setHeaders, fallthrough: false }));
  }

  // Public media shipped with the repo (podcast audio and covers, avatars): express.static answers Range requests,
  // so audio can be seeked.
  app.use('/media', express.static(path.join(config.appRoot, 'media'), {
    index: false,
    fallthrough: false,
    maxAge: '1d',
    setHeaders: (res, filePath) => {
      if (filePath.endsWith('.html')) res.setHeader('Content-Security-Policy', MEDIA_PAGE_POLICY);
    },
  }));

  app.use(express.static(shellDist, { index: false, setHeaders }));

  const privacyHtml = privacyPageHtml(privacy);
  app.get(PRIVACY_PATH, (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'");
    res.type('html').send(privacyHtml);
  });

  app.get(AFTER_PAINT_PATH, (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/javascript; charset=utf-8').send(AFTER_PAINT_SCRIPT);
  });
  app.get('/robots.txt', (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain; charset=utf-8').send(robotsTxt(seo(req)));
  });
  app.get('/sitemap.xml', (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml; charset=utf-8').send(sitemapXml(seo(req), started));
  });

  let template: string | undefined;
  const indexHtml = () => {
    if (template === undefined || config.nodeEnv === 'development') {
      const file = path.join(shellDist, 'index.html');
      template = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    }
    return template;
  };

  app.get(/^(?!\/api\/|\/api$|\/socket\.io\/|\/mf\/).*/, async (req: Request, res: Response, next: NextFunction) => {
    // Asset-looking paths that were not found above are real 404s, not the app.
    if (!req.accepts('html') || /\.[a-z0-9]{1,8}$/i.test(req.path)) return next();
    // Spec section 2: any other path goes to '/' — as an HTTP redirect, not a page that redirects in JavaScript.
    if (!isAppPath(req.path)) return res.redirect(302, '/');
    let html = indexHtml();
    if (!html) {
      res.status(503).type('text/plain; charset=utf-8').send('Фронтенд ще не зібрано: запустіть npm start.');
      return;
    }
    const remotes = buildRemotesMap(config);
    let serverRendered = false;
    if (req.path === '/') {
      html = withLandingHead(html, seo(req));
      const fragment = await serverHtml.landing(remotes, origin(req));
      if (fragment.ok) {
        html = withServerHtml(html, fragment.fragment, fragment.baseUrl, SERVER_LANDING_ID);
        html = html.replace('</head>', () => `<script id="site-config" type="application/json">${inlineJson(landing.siteConfig)}</script></head>`);
        serverRendered = true;
      }
    }
    const map = `<script id="remotes-map" type="application/json">${inlineJson(remotes)}</script>`;
    // Server HTML paints without JavaScript: its scripts and hints start only after the first frame (after-paint.ts).
    if (serverRendered) html = withAfterPaintEntry(html, preloadHints(config, remotes, req.path, { serverHtml: true }));
    const hints = serverRendered ? '' : preloadLinks(config, remotes, req.path);
    const placeholder = /<script id="?remotes-map"? type="?application\/json"?>null<\/script>/;
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', pagePolicy({ ...sources, remotes }));
    res.type('html').send(html.replace(placeholder, () => map).replace('</head>', () => `${hints}</head>`));
  });
}
