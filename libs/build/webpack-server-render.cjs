// The server half of a remote that owns server HTML (ARCHITECTURE section 2, "Server HTML belongs to its remote").
// Built for Node next to the remote's browser build, it is run once at build time: the remote's page is prerendered
// (react-dom/static, every lazy part resolved) into `dist/ssr.json` beside `mf-manifest.json`. The backend finds the
// fragment through the same remotes-map entry as the browser build, so re-deploying the remote to a new URL changes
// the server HTML and the hydrating code together, and no remote code ever runs inside the backend process.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { LAW_ALIASES, tsRule } = require('./shared-parts.cjs');


/** Stands for the remote's public base URL in the prerendered HTML; the backend puts the real one in per request. */
const SSR_PUBLIC_PATH = '/__remote_base__/';
/** Version of the fragment file's shape (the backend refuses others and falls back to client rendering). */
const SSR_FORMAT = 1;
const SSR_FILE = 'ssr.json';
/** Values both halves of a remote are built with (the footer's year: prerendered at build time, hydrated with the same). */
const BUILD_DEFINES = { 'process.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) };

/** Runs the freshly emitted server bundle and writes the fragment into the browser build's folder. */
class PrerenderPlugin {
  constructor(o) {
    this.o = o;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.getErrors().length > 0) return;
      const bundle = path.join(compiler.outputPath, 'render.cjs');
      delete require.cache[require.resolve(bundle)];
      const { render } = require(bundle);
      const { html, css } = await render();
      if (typeof html !== 'string' || !html || typeof css !== 'string') throw new Error(`${this.o.name}: render() must return { html, css }`);
      const version = crypto.createHash('sha256').update(html).update(css).digest('hex').slice(0, 16);
      const fragment = { format: SSR_FORMAT, remote: this.o.name, hydrate: this.o.hydrate, version, css, html };
      fs.mkdirSync(this.o.outDir, { recursive: true });
      fs.writeFileSync(path.join(this.o.outDir, SSR_FILE), JSON.stringify(fragment));
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.dir      the remote's folder
 * @param {string} o.name     its federation name (the browser build's config name; this build runs after it)
 * @param {string} o.entry    module exporting `render(): Promise<{ html, css }>`
 * @param {string} o.hydrate  the exposed module that hydrates the fragment, e.g. './Hydrate'
 */
function createServerRenderConfig(o) {
  return () => ({
    name: `${o.name}_server`,
    // The browser build cleans dist/: prerender only after it has written its files.
    dependencies: [o.name],
    context: o.dir,
    target: 'node20',
    mode: 'production',
    devtool: false,
    entry: { render: o.entry },
    output: {
      path: path.join(o.dir, 'dist-server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: SSR_PUBLIC_PATH,
      // Same names as the browser build, so the prerendered <img src> point at the files it emitted.
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: LAW_ALIASES,
    },
    module: {
      rules: [
        tsRule({ target: 'es2022' }),
        // CSS comes in as text: the render entry returns it as the page's critical CSS.
        { test: /\.css$/, use: [{ loader: 'css-loader', options: { exportType: 'string', url: false, import: true } }] },
        { test: /\.(svg|png|jpe?g|webp|gif|mp3|woff2?)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin(BUILD_DEFINES),
      new PrerenderPlugin({ name: o.name, hydrate: o.hydrate, outDir: path.join(o.dir, 'dist') }),
    ],
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  });
}

module.exports = { createServerRenderConfig, BUILD_DEFINES, SSR_PUBLIC_PATH, SSR_FORMAT, SSR_FILE };
