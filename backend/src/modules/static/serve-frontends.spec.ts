import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config/config';
import { buildRemotesMap, preloadLinks } from './serve-frontends';

function appRootWithLandingManifest(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'law-static-'));
  fs.mkdirSync(path.join(root, 'mfe-landing', 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'mfe-landing', 'dist', 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './LandingPage', assets: { js: { sync: ['640.abc.js', 'expose.def.js'] }, css: { sync: ['expose.123.css'] } } }],
    }),
  );
  return root;
}

describe('remotes map and preload hints', () => {
  it('defaults every remote to its /mf/ folder, lets REMOTE_URL_* and the map file override', () => {
    const root = appRootWithLandingManifest();
    const mapFile = path.join(root, 'map.json');
    fs.writeFileSync(mapFile, JSON.stringify({ mfe_chat: 'https://cdn.example.com/chat/mf-manifest.json' }));
    const config = loadConfig({ APP_ROOT: root, REMOTE_URL_MFE_ADMIN_ORDERS: 'https://cdn.example.com/orders/mf-manifest.json', REMOTES_MAP_FILE: mapFile });
    const map = buildRemotesMap(config);
    expect(map.mfe_landing).toBe('/mf/mfe-landing/mf-manifest.json');
    expect(map.mfe_admin_orders).toBe('https://cdn.example.com/orders/mf-manifest.json');
    expect(map.mfe_chat).toBe('https://cdn.example.com/chat/mf-manifest.json');
    fs.writeFileSync(mapFile, '{ broken');
    expect(buildRemotesMap(config).mfe_chat).toBe('/mf/mfe-chat/mf-manifest.json');
  });

  it("preloads the landing remote's entry, first chunks and CSS on '/', and only the entry of a remote on another origin", () => {
    const root = appRootWithLandingManifest();
    const config = loadConfig({ APP_ROOT: root, REMOTE_URL_MFE_CHAT: 'https://cdn.example.com/chat/mf-manifest.json' });
    const links = preloadLinks(config, buildRemotesMap(config), '/');
    expect(links).not.toContain('mf-manifest.json');
    expect(links).toContain('<link rel="preload" href="/mf/mfe-landing/remoteEntry.js" as="script">');
    expect(links).toContain('<link rel="preload" href="/mf/mfe-landing/640.abc.js" as="script">');
    expect(links).toContain('<link rel="preload" href="/mf/mfe-landing/expose.123.css" as="style">');
    expect(links).toContain('<link rel="preload" href="https://cdn.example.com/chat/remoteEntry.js" as="script">');
    expect(links).not.toContain('admin');
  });

  it('escapes a remotes-map URL that tries to break out of the attribute', () => {
    const root = appRootWithLandingManifest();
    const config = loadConfig({ APP_ROOT: root, REMOTE_URL_MFE_CHAT: 'https://x.example/"><script>alert(1)</script>' });
    const links = preloadLinks(config, buildRemotesMap(config), '/');
    expect(links).not.toContain('<script>');
    expect(links).toContain('&quot;&gt;&lt;script&gt;');
  });
});
