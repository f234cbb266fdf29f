import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { test, expect, loginAsAdmin } from './fixtures';

// Runtime composition: remotes come from the remotes map the server re-reads on every request
// (E2E_REMOTES_MAP_FILE), so one remote can be broken or swapped without touching the shell.
const mapFile = process.env.E2E_REMOTES_MAP_FILE;
const repoRoot = path.resolve(__dirname, '..', '..');
const writeMap = (map: Record<string, string>) => fs.writeFileSync(mapFile!, JSON.stringify(map));

test.describe('remotes map', () => {
  test.skip(!mapFile, 'run through scripts/e2e.mjs');
  test.afterEach(() => writeMap({}));

  test('a remote whose manifest points at nothing shows its fallback and retry; the rest keeps working', async ({ page }) => {
    writeMap({ mfe_admin_orders: 'http://127.0.0.1:9/mf-manifest.json' });
    await loginAsAdmin(page);
    await page.getByRole('link', { name: 'Замовлення', exact: true }).click();
    const fallback = page.locator('[data-remote-fallback="mfe_admin_orders"]');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Спробувати знову' })).toBeVisible();
    // The tab bar and the other remotes still work.
    await page.getByRole('link', { name: 'Відгуки', exact: true }).click();
    await expect(page.locator('.admin-main h1').first()).toBeVisible();
    await page.getByRole('link', { name: 'Замовлення', exact: true }).click();
    await expect(fallback).toBeVisible();
    // The remote is fixed (map restored): retry loads it without a page reload.
    writeMap({});
    await fallback.getByRole('button', { name: 'Спробувати знову' }).click();
    await expect(fallback).toBeHidden();
    await expect(page.locator('.admin-main h1').first()).toBeVisible();
  });

  test('the landing page survives a broken chat remote', async ({ page }) => {
    writeMap({ mfe_chat: 'http://127.0.0.1:9/mf-manifest.json' });
    await page.goto('/');
    await expect(page.getByText('юридична online фірма').first()).toBeVisible();
  });

  test('React is downloaded once per page', async ({ page }) => {
    const reactDomFiles: string[] = [];
    // Each script's body is read after its response event: the reads are awaited before counting (counting at
    // 'networkidle' alone once saw none of them finished).
    const reads: Array<Promise<void>> = [];
    page.on('response', (res) => {
      if (!res.url().endsWith('.js')) return;
      reads.push(res.text().catch(() => '').then((body) => {
        if (body.includes('__reactFiber$')) reactDomFiles.push(res.url());
      }));
    });
    const settled = async () => {
      await page.waitForLoadState('networkidle');
      await Promise.all(reads.splice(0));
    };
    await page.goto('/');
    await expect(page.getByText('юридична online фірма').first()).toBeVisible();
    await settled();
    expect(reactDomFiles).toHaveLength(1);
    // A new document (the login page) loads React once more, and the admin remote it then shows
    // (client-side navigation) brings no copy of its own.
    reactDomFiles.length = 0;
    await loginAsAdmin(page);
    await expect(page.locator('.admin-main').first()).toBeVisible();
    await settled();
    expect(reactDomFiles).toHaveLength(1);
  });

  test('a second build of one remote, served from another URL and swapped in through the map, is what shows after a reload', async ({ page }) => {
    test.setTimeout(180_000);
    // Build v2 of mfe-admin-feedbacks from a copy of its source with a different list page.
    const v2 = path.join(repoRoot, '.data', `e2e-remote-v2-${process.pid}`);
    fs.rmSync(v2, { recursive: true, force: true });
    fs.cpSync(path.join(repoRoot, 'mfe-admin-feedbacks'), v2, { recursive: true, filter: (src) => !src.includes(`${path.sep}dist`) && !src.includes('node_modules') });
    fs.writeFileSync(
      path.join(v2, 'src/exposes/feedbacks-list-page.tsx'),
      'export default function FeedbacksListPage() {\n  return <h1>Відгуки — версія 2</h1>;\n}\n',
    );
    const requireFromRoot = createRequire(path.join(repoRoot, 'package.json'));
    const webpack = requireFromRoot('webpack');
    const config = requireFromRoot(path.join(v2, 'webpack.config.js'))({}, { mode: 'production' });
    await new Promise<void>((resolve, reject) =>
      webpack(config, (err: Error | null, stats: { hasErrors(): boolean; toString(o: unknown): string }) =>
        err || stats.hasErrors() ? reject(err ?? new Error(stats.toString('errors-only'))) : resolve(),
      ),
    );
    // Serve it from another origin, as a CDN would (CORS on).
    const dist = path.join(v2, 'dist');
    const server = http.createServer((req, res) => {
      const file = path.join(dist, decodeURIComponent(new URL(req.url!, 'http://x').pathname));
      if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, {
        'Access-Control-Allow-Origin': '*',
        'Content-Type': file.endsWith('.json') ? 'application/json' : file.endsWith('.css') ? 'text/css' : 'application/javascript',
      });
      fs.createReadStream(file).pipe(res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      await loginAsAdmin(page);
      await page.getByRole('link', { name: 'Відгуки', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Відгуки — версія 2' })).toHaveCount(0);
      writeMap({ mfe_admin_feedbacks: `http://127.0.0.1:${port}/mf-manifest.json` });
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Відгуки — версія 2' })).toBeVisible();
    } finally {
      server.close();
      fs.rmSync(v2, { recursive: true, force: true });
    }
  });
});
