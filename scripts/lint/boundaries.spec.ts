// Proves every rule of boundaries.config.mjs fires: each fixture is a file as it would stand in the tree,
// linted with the repo's own eslint.config.mjs through the ESLint Node API; and that `npm run lint` (the CLI)
// exits non-zero on a crossing.
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { RULES } from '../../boundaries.config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function crossings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/imports').map((m) => m.message);
}

const FIXTURES: { rule: keyof typeof RULES; file: string; code: string }[] = [
  { rule: 'remote-to-remote', file: 'mfe-chat/src/features/chat/fixture.ts', code: "import { x } from '../../../../mfe-landing/src/lib/use-site-config';\nexport { x };" },
  { rule: 'remote-to-remote', file: 'mfe-admin-orders/src/lib/fixture.ts', code: "export const load = () => import('../../../shell/src/app');" },
  { rule: 'browser-to-backend', file: 'shell/src/fixture.ts', code: "import { x } from 'backend/src/app.module';\nexport { x };" },
  { rule: 'browser-to-backend', file: 'libs/ui/src/fixture.ts', code: "export * from '../../../backend/src/common/http/responses';" },
  { rule: 'browser-to-backend', file: 'mfe-landing/src/lib/fixture.ts', code: "import '../../../backend/src/main';" },
  { rule: 'contracts-is-the-leaf', file: 'libs/contracts/src/fixture.ts', code: "import { http } from '@law/ui/http';\nexport { http };" },
  { rule: 'contracts-is-the-leaf', file: 'libs/contracts/src/fixture.ts', code: "import type { X } from '../../../backend/src/x';\nexport type { X };" },
  { rule: 'backend-to-browser', file: 'backend/src/fixture.ts', code: "import { Modal } from '@law/ui';\nexport { Modal };" },
  { rule: 'lib-to-app', file: 'libs/ui/src/fixture.ts', code: "import { x } from '../../../mfe-chat/src/features/chat/x';\nexport { x };" },
  { rule: 'feature-to-feature', file: 'mfe-landing/src/features/footer/components/fixture.tsx', code: "import { SiteHeader } from '../../header/components/site-header';\nexport { SiteHeader };" },
  { rule: 'feature-to-feature', file: 'mfe-admin-chats/src/features/chats-list/fixture.ts', code: "export const m = () => import('../create-order/components/create-order-modal');" },
];

describe('boundaries.config.mjs → boundaries/imports', () => {
  it.each(FIXTURES)('$rule fires for $file', async ({ rule, file, code }) => {
    const messages = await crossings(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`(${rule}, boundaries.config.mjs)`);
  });

  it('every declared rule has a fixture', () => {
    expect(new Set(FIXTURES.map((f) => f.rule))).toEqual(new Set(Object.keys(RULES)));
  });

  it.each([
    ['mfe-chat/src/features/chat/fixture.ts', "import { CHAT_MESSAGES } from '@law/contracts';\nimport { http } from '@law/ui/http';\nexport { CHAT_MESSAGES, http };"],
    ['mfe-landing/src/features/footer/fixture.tsx', "import { FirmLogo } from '../../lib/firm-logo';\nimport { x } from './components/x';\nexport { FirmLogo, x };"],
    ['backend/src/fixture.ts', "import { ROUTES } from '@law/contracts';\nimport { Injectable } from '@nestjs/common';\nexport { ROUTES, Injectable };"],
    ['mfe-admin-orders/src/exposes/fixture.tsx', "export * from '../features/documents/components/documents-section';\nexport * from '../features/order-detail/components/order-detail-page';"],
    ['e2e/tests/fixture.ts', "export * from '../../libs/contracts/src/chat';\nexport * from '../../backend/src/main';"],
  ])('allows what the boundaries allow: %s', async (file, code) => {
    expect(await crossings(file, code)).toEqual([]);
  });

  it('a migration imports nothing but typeorm (frozen SQL)', async () => {
    const [result] = await eslint.lintText("import type { QueryRunner } from 'typeorm';\nimport { orderStatusSql } from '@law/contracts';\nexport type { QueryRunner };\nexport { orderStatusSql };", {
      filePath: path.join(root, 'backend/src/database/migrations/1999-fixture.ts'),
    });
    expect(result.messages.map((m) => [m.ruleId, m.line])).toEqual([['no-restricted-imports', 2]]);
  });

  it('`eslint` (npm run lint) exits non-zero on a crossing', () => {
    const res = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', 'mfe-chat/src/fixture.ts'],
      { cwd: root, input: "import '../../mfe-landing/src/index';\n", encoding: 'utf8' },
    );
    expect(res.status).toBe(1);
    expect(res.stdout).toContain('remote-to-remote');
  });
});
