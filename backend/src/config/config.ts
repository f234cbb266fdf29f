import path from 'node:path';

/** Every setting of the backend, parsed and validated once at start-up. README lists each one. */
export interface AppConfig {
  port: number;
  host: string | undefined;
  nodeEnv: string;
  dataDir: string;
  /** Repository root holding the built frontends (<app>/dist). */
  appRoot: string;
  databaseUrl: string | undefined;
  /** Socket.IO fan-out across instances; without it one instance works alone. */
  redisUrl: string | undefined;
  embeddedPg: { dir: string; port: number };
  admin: { password: string | undefined; passwordHashFile: string; sessionTtlHours: number; cookieSecure: 'auto' | boolean };
  trustProxy: string | number | boolean;
  remotes: { overrides: Record<string, string>; mapFile: string | undefined };
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** Extra env-driven settings of feature modules read through `env()`. */
  raw: NodeJS.ProcessEnv;
}

import { ConfigError } from './config-error';
import { intSetting } from './env-readers';

export { ConfigError };

function oneOf<T extends string>(env: NodeJS.ProcessEnv, key: string, allowed: readonly T[], fallback: T): T {
  const v = env[key];
  if (v === undefined || v === '') return fallback;
  if (!allowed.includes(v as T)) throw new ConfigError(`${key} must be one of ${allowed.join(', ')}, got "${v}"`);
  return v as T;
}

function parseTrustProxy(v: string | undefined): string | number | boolean {
  if (v === undefined || v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v; // e.g. 'loopback' or a comma-separated list of addresses/subnets
}

function redisUrl(v: string | undefined): string | undefined {
  if (!v) return undefined;
  if (!/^rediss?:\/\//.test(v)) throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const appRoot = path.resolve(env.APP_ROOT ?? process.cwd());
  const dataDir = path.resolve(appRoot, env.DATA_DIR ?? '.data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');

  const overrides: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const m = /^REMOTE_URL_(MFE_[A-Z_]+)$/.exec(key);
    if (m && value) overrides[m[1].toLowerCase()] = value;
  }

  const cookieSecure = env.COOKIE_SECURE === undefined || env.COOKIE_SECURE === '' || env.COOKIE_SECURE === 'auto' ? 'auto' : env.COOKIE_SECURE === 'true';

  return {
    port: intSetting(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || undefined,
    nodeEnv: env.NODE_ENV ?? 'production',
    dataDir,
    appRoot,
    databaseUrl,
    redisUrl: redisUrl(env.REDIS_URL),
    embeddedPg: { dir: path.resolve(dataDir, env.EMBEDDED_PG_DIR ?? 'pg'), port: intSetting(env, 'EMBEDDED_PG_PORT', 54329, 1024, 65535) },
    admin: {
      password: env.ADMIN_PASSWORD || undefined,
      passwordHashFile: path.resolve(dataDir, 'admin-password.hash'),
      sessionTtlHours: intSetting(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 30),
      cookieSecure,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    remotes: { overrides, mapFile: env.REMOTES_MAP_FILE || undefined },
    logLevel: oneOf(env, 'LOG_LEVEL', ['debug', 'info', 'warn', 'error'] as const, 'info'),
    raw: env,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
