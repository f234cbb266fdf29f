import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/**
 * Builds another version of one remote, as its team would ship it: a copy of its source with some files replaced,
 * built by its own webpack config (browser build, and its server half where it has one). Returns the copy's folder.
 */
export async function buildRemoteCopy(folder: string, files: Record<string, string>): Promise<string> {
  const copy = path.join(repoRoot, '.data', `e2e-${folder}-v2-${process.pid}-${Date.now()}`);
  fs.cpSync(path.join(repoRoot, folder), copy, { recursive: true, filter: (src) => !/[\\/](dist|dist-server|node_modules)([\\/]|$)/.test(src) });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(copy, file), text);
  const requireFromRoot = createRequire(path.join(repoRoot, 'package.json'));
  const webpack = requireFromRoot('webpack');
  const config = requireFromRoot(path.join(copy, 'webpack.config.js'))({}, { mode: 'production' });
  await new Promise<void>((resolve, reject) =>
    webpack(config, (err: Error | null, stats: { hasErrors(): boolean; toString(o: unknown): string }) =>
      err || stats.hasErrors() ? reject(err ?? new Error(stats.toString('errors-only'))) : resolve(),
    ),
  );
  return copy;
}

const TYPES: Record<string, string> = { '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml', '.js': 'application/javascript' };

/** Serves a build folder from another origin, as a CDN would (CORS on); `hide` lists files it answers 404 for. */
export async function serveFolder(dir: string, hide: string[] = []): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    const file = path.join(dir, name);
    if (hide.includes(name.replace(/^\//, '')) || !file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
