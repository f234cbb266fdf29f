// The intake evaluation runs the real backend like the integration tests (fresh database from their global setup).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import base from '../../jest.config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const integration = base.projects.find((p) => p.displayName === 'integration');

export default {
  rootDir: root,
  projects: [{ ...integration, rootDir: root, displayName: 'assistant-eval', testMatch: ['<rootDir>/bench/assistant/**/*.eval-spec.ts'], testTimeout: 30 * 60_000 }],
};
