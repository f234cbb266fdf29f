const path = require('node:path');
const { createAppConfig, createServerRenderConfig } = require('@law/build');

const browser = createAppConfig({
  dir: __dirname,
  name: 'mfe_landing',
  port: 3002,
  title: 'Лендінг (окремо)',
  // What the landing uses of the shared singletons (the public page pays for every one declared).
  shared: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'zustand', 'react-toastify', 'axios', '@law/ui/chat-bridge', '@law/ui/http'],
  exposes: {
    './LandingPage': './src/exposes/landing-page.tsx',
    // Hydrates the server HTML of '/' (dist/ssr.json, made by the server build below).
    './Hydrate': './src/exposes/hydrate.tsx',
  },
});

// The server half: prerenders the page into dist/ssr.json beside mf-manifest.json (not in development).
const server = createServerRenderConfig({
  dir: __dirname,
  name: 'mfe_landing',
  entry: path.join(__dirname, 'src/server/render.tsx'),
  hydrate: './Hydrate',
});

module.exports = (env, argv = {}) => (argv.mode === 'development' ? browser(env, argv) : [browser(env, argv), server(env, argv)]);
