import { SETTINGS, type Setting } from './settings';

/**
 * README's configuration table and `.env.example`, both generated from SETTINGS (`npm run docs:config` writes them,
 * `settings-docs.spec.ts` fails when they differ).
 */
export const README_TABLE_START = '<!-- config-table:start (generated from backend/src/config/settings.ts by `npm run docs:config`) -->';
export const README_TABLE_END = '<!-- config-table:end -->';

const entries = () => Object.entries(SETTINGS) as [string, Setting<unknown>][];
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function renderConfigTable(): string {
  const rows = entries().map(([name, s]) => `| \`${name}\` | ${cell(s.allowed)} | ${cell(s.defaultText)} | ${cell(s.meaning)} |`);
  return ['| variable | allowed | default | meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** Replaces the generated block of README (between the markers) with the current table. */
export function withConfigTable(readme: string): string {
  const start = readme.indexOf(README_TABLE_START);
  const end = readme.indexOf(README_TABLE_END);
  if (start < 0 || end < start) throw new Error('README.md has no configuration table markers');
  return `${readme.slice(0, start + README_TABLE_START.length)}\n${renderConfigTable()}\n${readme.slice(end)}`;
}

const plain = (s: string) => s.replace(/`/g, '').replace(/\*\*/g, '');

/** Every variable commented out at its default: copy to `.env`, uncomment what you change. Secrets have no value. */
export function renderEnvExample(): string {
  const out = [
    '# Generated from backend/src/config/settings.ts by `npm run docs:config` — do not edit by hand.',
    '# Every variable is optional; the value shown is the default. Uncomment and change what you need.',
  ];
  let group = '';
  for (const [name, s] of entries()) {
    if (s.group !== group) {
      group = s.group;
      out.push('', `# --- ${group} ---`);
    }
    out.push(`# ${plain(s.meaning)}`, `# allowed: ${plain(s.allowed)}`);
    const value = s.secret || s.fallback === undefined || s.fallback === '' ? '' : String(s.fallback);
    out.push(`# ${name}=${value}`);
  }
  return `${out.join('\n')}\n`;
}
