import type { AddressInfo } from 'node:net';
import { hash } from '@node-rs/argon2';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';
import { loadConfig } from '../../src/config/config';
import { createApp } from '../../src/create-app';

export const TEST_ADMIN_PASSWORD = 'test-admin-password-1';

export interface TestApp {
  app: NestExpressApplication;
  /** http://127.0.0.1:<port> */
  url: string;
  db: DataSource;
  close: () => Promise<void>;
}

let cachedHash: string | undefined;

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run integration tests through jest --selectProjects integration');
  return url;
}

/**
 * Starts the real backend (same createApp as production) on a random port against the test database.
 * `env` adds or overrides settings, e.g. { LLM_BASE_URL: ... }.
 */
export async function startTestApp(env: Record<string, string> = {}, databaseUrl = testDatabaseUrl()): Promise<TestApp> {
  cachedHash ??= await hash(TEST_ADMIN_PASSWORD);
  const config = loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback', DATA_DIR: '/tmp/law-test-data', ...env });
  const app = await createApp({ config, databaseUrl, adminPasswordHash: cachedHash, serveFrontends: false });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    db: app.get<DataSource>(getDataSourceToken()),
    close: () => app.close(),
  };
}

/** JSON request helper that keeps the status, body and cookies. */
export async function api(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** Logs in and returns the Cookie header value for admin calls. */
export async function adminCookie(base: string, ip = '10.0.0.1'): Promise<string> {
  const res = await api(base, 'POST', '/api/admin/login', { password: TEST_ADMIN_PASSWORD }, { 'x-forwarded-for': ip });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  const setCookie = res.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0];
}
