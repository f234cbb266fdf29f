// The import boundaries of the monorepo, declared once. `eslint.config.mjs` turns them into the
// `boundaries/imports` rule (scripts/lint/boundaries-rule.mjs), so `npm run lint` fails on a crossing;
// `scripts/lint/boundaries.spec.ts` proves every rule below fires.
//
// A package is a folder; `imports` lists the other packages its files may import (by `@law/...` name or by a
// relative path that lands in that folder). What is not listed is refused. Tools (e2e, bench, scripts, the
// root configs) are not packages: they may import anything.

const REMOTES = ['mfe-landing', 'mfe-chat', 'mfe-admin-chats', 'mfe-admin-orders', 'mfe-admin-feedbacks'];

/** @type {Record<string, { dir: string, names?: string[], imports: string[], browser?: boolean, features?: string }>} */
export const PACKAGES = {
  // The leaf: types, texts and pure rules shared by the browser and the backend. Imports nothing of ours.
  contracts: { dir: 'libs/contracts', names: ['@law/contracts'], imports: [] },
  // Shared React pieces: the browser side of the contracts, never an app's code.
  ui: { dir: 'libs/ui', names: ['@law/ui'], imports: ['contracts'], browser: true },
  // The host: reaches remotes only through Module Federation at run time, never by import.
  shell: { dir: 'shell', imports: ['contracts', 'ui'], browser: true },
  // Remotes: no remote imports another remote or the shell; features inside a remote do not import each other
  // (shared pieces go to the remote's `src/lib` or to libs/ui).
  ...Object.fromEntries(
    REMOTES.map((r) => [r, { dir: r, imports: ['contracts', 'ui'], browser: true, features: 'src/features' }]),
  ),
  // The server: only the contracts of ours (never browser code).
  backend: { dir: 'backend', names: ['backend'], imports: ['contracts'] },
};

/**
 * The rules the allow-lists above add up to, named so a lint message says which one a line breaks.
 * `npm run lint` reports the first that applies.
 */
export const RULES = {
  'contracts-is-the-leaf': 'libs/contracts imports nothing of ours (it is the leaf every package may import)',
  'remote-to-remote': 'a remote or the shell never imports another remote or the shell (Module Federation joins them at run time)',
  'browser-to-backend': 'browser code (shell, mfe-*, libs/ui) never imports the backend',
  'backend-to-browser': 'the backend imports only libs/contracts of ours',
  'lib-to-app': 'libs/ui never imports an app (shell or a remote)',
  'feature-to-feature': "a feature never imports another feature of its remote: move the shared piece to the remote's src/lib or libs/ui",
};

/**
 * Crossings allowed for now, each with its reason and when it goes. Keep this empty when you can.
 * `from` is a file, `to` a folder, both relative to the repo root.
 */
export const EXCEPTIONS = [];
