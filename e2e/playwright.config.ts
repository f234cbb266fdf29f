import { defineConfig } from '@playwright/test';

// The composed product, started as `npm start` starts it (built backend serving every built frontend),
// on a fresh database prepared by scripts/e2e.mjs.
const port = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node backend/dist/backend/src/main.js',
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DATA_DIR: process.env.E2E_DATA_DIR ?? `.data/e2e-${port}`,
      EMBEDDED_PG_PORT: process.env.E2E_EMBEDDED_PG_PORT ?? String(port + 20000),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      REMOTES_MAP_FILE: process.env.E2E_REMOTES_MAP_FILE ?? '',
      LOG_LEVEL: 'warn',
      // Keep the assistant's human-like pause short so journeys stay fast.
      ASSISTANT_TYPING_DELAY_MS: '300',
      // TEST-ONLY: the documents spec serves its source page from 127.0.0.1; never set this in production.
      FETCH_ALLOW_PRIVATE: 'true',
    },
  },
});
