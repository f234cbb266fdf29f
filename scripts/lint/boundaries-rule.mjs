// ESLint rule `boundaries/imports`: checks every import (static, re-export, dynamic `import()`, `require()`,
// `jest.mock()`) against boundaries.config.mjs. Relative paths are resolved against the file, so
// `../../create-order/...` is caught as well as `@law/ui`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXCEPTIONS, PACKAGES, RULES } from '../../boundaries.config.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const toPosix = (p) => p.split(path.sep).join('/');
const BY_DEPTH = Object.entries(PACKAGES).sort((a, b) => b[1].dir.length - a[1].dir.length);

/** The package a repo-relative path lies in, or undefined (tools, root files). */
export function packageOf(rel) {
  const hit = BY_DEPTH.find(([, p]) => rel === p.dir || rel.startsWith(`${p.dir}/`));
  return hit?.[0];
}

/** `<remote>/src/features/<name>/...` → name. */
function featureOf(rel, pkgName) {
  const pkg = PACKAGES[pkgName];
  if (!pkg?.features) return undefined;
  const prefix = `${pkg.dir}/${pkg.features}/`;
  return rel.startsWith(prefix) ? rel.slice(prefix.length).split('/')[0] : undefined;
}

/** Where an import specifier lands: a repo-relative path (relative specifiers) or a package by its name. */
function targetOf(spec, fileRel) {
  if (spec.startsWith('.')) {
    const rel = toPosix(path.posix.normalize(path.posix.join(path.posix.dirname(fileRel), spec)));
    return { rel, pkg: packageOf(rel) };
  }
  for (const [name, p] of Object.entries(PACKAGES)) {
    if ((p.names ?? []).some((n) => spec === n || spec.startsWith(`${n}/`))) return { rel: undefined, pkg: name };
    // A bare folder name (`mfe-chat/src/x`) is as much a crossing as a relative path.
    if (spec === p.dir || spec.startsWith(`${p.dir}/`)) return { rel: spec, pkg: name };
  }
  return undefined;
}

function ruleFor(from, to) {
  if (from === 'contracts') return 'contracts-is-the-leaf';
  if (PACKAGES[from].browser && to === 'backend') return 'browser-to-backend';
  if (from === 'backend') return 'backend-to-browser';
  if (from === 'ui') return 'lib-to-app';
  return 'remote-to-remote';
}

/** The broken rule's id for an import of `spec` from `fileRel`, or undefined when it is allowed. */
export function check(fileRel, spec) {
  const from = packageOf(fileRel);
  if (!from) return undefined;
  const target = targetOf(spec, fileRel);
  if (!target?.pkg) return undefined;
  const excepted = EXCEPTIONS.some(
    (e) => e.from === fileRel && target.rel && (target.rel === e.to || target.rel.startsWith(`${e.to}/`)),
  );
  if (excepted) return undefined;
  if (target.pkg !== from) return PACKAGES[from].imports.includes(target.pkg) ? undefined : ruleFor(from, target.pkg);
  const own = featureOf(fileRel, from);
  const theirs = target.rel && featureOf(target.rel, from);
  return own && theirs && own !== theirs ? 'feature-to-feature' : undefined;
}

const literal = (node) => (node && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined);

export const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports stay inside the boundaries declared in boundaries.config.mjs' },
    schema: [],
    messages: { crossing: "'{{spec}}': {{text}} ({{rule}}, boundaries.config.mjs)" },
  },
  create(context) {
    const fileRel = toPosix(path.relative(ROOT, context.filename));
    if (fileRel.startsWith('..') || !packageOf(fileRel)) return {};
    const report = (node, spec) => {
      const rule = spec && check(fileRel, spec);
      if (rule) context.report({ node, messageId: 'crossing', data: { spec, rule, text: RULES[rule] } });
    };
    const isCall = (node, names) =>
      (node.callee.type === 'Identifier' && names.includes(node.callee.name)) ||
      (node.callee.type === 'MemberExpression' &&
        node.callee.object.type === 'Identifier' &&
        ['jest', 'require'].includes(node.callee.object.name) &&
        node.callee.property.type === 'Identifier' &&
        ['mock', 'unstable_mockModule', 'doMock', 'resolve', 'requireActual'].includes(node.callee.property.name));
    return {
      ImportDeclaration: (node) => report(node.source, literal(node.source)),
      ExportNamedDeclaration: (node) => node.source && report(node.source, literal(node.source)),
      ExportAllDeclaration: (node) => report(node.source, literal(node.source)),
      ImportExpression: (node) => report(node.source, literal(node.source)),
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === 'TSExternalModuleReference' &&
        report(node.moduleReference.expression, literal(node.moduleReference.expression)),
      CallExpression: (node) => isCall(node, ['require']) && report(node.arguments[0], literal(node.arguments[0])),
    };
  },
};

export const boundariesPlugin = { meta: { name: 'boundaries' }, rules: { imports: importsRule } };
