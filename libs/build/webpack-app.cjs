// One webpack + Module Federation configuration for every frontend (shell and remotes),
// so shared singletons, loaders and output naming cannot drift between apps.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const webpack = require('webpack');
const { createServerRenderConfig, BUILD_DEFINES } = require('./webpack-server-render.cjs');
const { LAW_ALIASES, tsRule } = require('./shared-parts.cjs');

const root = path.resolve(__dirname, '..', '..');
const rootPkg = (name) => require(path.join(root, 'node_modules', name, 'package.json')).version;

/**
 * The shared singletons of ARCHITECTURE section 2, versions read from what is installed.
 * `libs/ui` is shared in three parts so the public page takes only what it uses: the chat bridge store (one
 * instance for mfe-chat and mfe-landing), the one axios instance, and the admin pieces (`@law/ui`, which
 * re-exports the other two through their package names, so there is still one instance of each).
 * `libs/contracts` is not shared at run time: it is constants and pure functions, with no state that needs one
 * instance, so each app bundles (tree-shaken) what it imports — `/` would otherwise download every contract of the
 * back office. Its source is still written once.
 */
function createSharedConfig() {
  const singleton = (name) => ({ singleton: true, requiredVersion: `^${rootPkg(name)}`, version: rootPkg(name) });
  const lawUi = { singleton: true, requiredVersion: '^1.0.0', version: '1.0.0' };
  return {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': { ...singleton('react-dom'), import: 'react-dom/client' },
    'react/jsx-runtime': { ...singleton('react'), import: 'react/jsx-runtime' },
    'react-router-dom': singleton('react-router-dom'),
    zustand: singleton('zustand'),
    'react-toastify': singleton('react-toastify'),
    axios: singleton('axios'),
    '@law/ui': lawUi,
    '@law/ui/chat-bridge': lawUi,
    '@law/ui/http': lawUi,
  };
}

/**
 * V8 explicit compile hints: every function of a script carrying `//# allFunctionsCalledOnLoad` is compiled with the
 * script, on the background thread that parses it as it downloads, instead of lazily on the main thread at its first
 * call. The federation runtime, React and the chat's socket run most of their code at start-up, so those lazy compiles
 * were a large part of '/''s main-thread time (a third of the shell entry's evaluation at 4x CPU). Only scripts of
 * 20 KB and more get it (below that the compile is short and the comment's bytes count on every page). Added after
 * minification (the minifier drops comments) and before the source maps are written (their lines stay right).
 */
class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!name.endsWith('.js') || source.size() < 20 * 1024) continue;
          compilation.updateAsset(name, (old) => new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', old));
        }
      });
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.dir        the app folder (__dirname of its webpack.config.js)
 * @param {string} o.name       federation container name (identifier)
 * @param {Record<string,string>} [o.exposes]
 * @param {number} o.port       dev-server port
 * @param {string} o.title      document title for the standalone page
 * @param {string[]} [o.runtimePlugins]
 * @param {string} [o.publicPath] 'auto' (remotes: relative to their manifest) or '/' (the shell)
 * @param {string[]} [o.shared] the shared singletons this app uses (default: all of them)
 */
function createAppConfig(o) {
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    const isHost = !o.exposes || Object.keys(o.exposes).length === 0;
    return {
      name: o.name,
      context: o.dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(o.dir, 'dist'),
        publicPath: o.publicPath ?? 'auto',
        uniqueName: o.name,
        // Entry files keep a stable name (served no-cache): MF 2.9.2 on webpack 5.111 cannot resolve
        // [contenthash] in entry filenames (module-federation/core#5077). Split chunks are content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: {
          ...LAW_ALIASES,
          // react-router's package exports only name its development build; production takes its production files.
          ...(production
            ? {
                'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
                'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
              }
            : {}),
        },
        // react-router ships a development build under the default condition.
        // (Only when set: an explicit `undefined` makes webpack's defaults merge throw in development mode.)
        ...(production ? { conditionNames: ['production', 'browser', 'import', 'module', 'default'] } : {}),
      },
      module: {
        rules: [
          tsRule({ target: 'es2020', development: !production }),
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(svg|png|jpe?g|webp|gif|mp3|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          exposes: o.exposes ?? {},
          remotes: {},
          // A remote may list the shared singletons it uses (o.shared); each one listed costs every page that loads it.
          shared: o.shared ? Object.fromEntries(Object.entries(createSharedConfig()).filter(([k]) => o.shared.includes(k))) : createSharedConfig(),
          manifest: true,
          dts: false,
          // 'version-first' (the default) fetches every registered remote's entry at start-up to compare
          // shared versions: '/' would download the admin remotes too. Every app is built from one lockfile,
          // so the versions agree and the first loaded copy is the one to use.
          shareStrategy: 'loaded-first',
          // One copy of the federation runtime per page: the shell provides it, production remotes use it
          // (~27 KB gzip less per remote). A remote's own dev server keeps a full runtime to run standalone.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: production }),
            // Browser builds: the runtime's Node-only paths (loading entries from the file system) are left out.
            // Production hosts register each remote by its remoteEntry.js (the shell derives it from the manifest
            // URL of the remotes map), so the runtime's manifest/snapshot code (~3.5 KB gzip on every page) is left
            // out too; the route's files are listed as preload hints by the server from the manifests instead.
            optimization: { target: 'web', ...(production ? { disableSnapshot: true } : {}) },
          },
          runtimePlugins: o.runtimePlugins ?? [],
        }),
        new webpack.DefinePlugin(BUILD_DEFINES),
        // V8 explicit compile hints (see CompileHintsPlugin below).
        ...(production ? [new CompileHintsPlugin()] : []),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        new HtmlWebpackPlugin({
          template: path.join(o.dir, 'src/index.html'),
          title: o.title,
          chunks: ['main'],
          favicon: require('node:fs').existsSync(path.join(o.dir, 'src/favicon.svg')) ? path.join(o.dir, 'src/favicon.svg') : undefined,
          scriptLoading: 'defer',
        }),
      ],
      performance: { hints: false },
      devServer: {
        port: o.port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          { context: ['/api', '/socket.io', '/remotes.json', '/media'], target: process.env.BACKEND_URL ?? 'http://localhost:3000', ws: true },
        ],
      },
      infrastructureLogging: { level: 'warn' },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

module.exports = { createAppConfig, createSharedConfig, createServerRenderConfig };
