// What the browser build and the server half of an app share: how our own packages resolve and how TypeScript/JSX
// is compiled. One copy, so the prerendered HTML and the hydrating code are built from the same sources.
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');

/** Our workspace packages, resolved to their sources. */
const LAW_ALIASES = {
  '@law/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
  '@law/ui$': path.join(root, 'libs/ui/src/index.ts'),
  '@law/ui/chat-bridge$': path.join(root, 'libs/ui/src/chat-bridge.ts'),
  '@law/ui/http$': path.join(root, 'libs/ui/src/http.ts'),
};

/** TypeScript and JSX through swc, for a given output target. */
function tsRule({ target, development = false }) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development } }, target },
      },
    },
  };
}

module.exports = { LAW_ALIASES, tsRule };
