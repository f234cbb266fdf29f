import path from 'node:path';
import { REMOTE_FOLDERS, type RemoteName } from '@law/contracts';
import { ConfigError } from './config-error';
import { parseSettings, type Settings } from './settings';

export { ConfigError };
export type { Settings };

/** Every setting of the backend, parsed and validated once at start-up (`settings.ts` declares each variable). */
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
  logFormat: 'json' | 'pretty';
  /** Every declared variable, parsed: feature modules derive their settings from these in their `*.config.ts`. */
  settings: Settings;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const s = parseSettings(env);
  const appRoot = path.resolve(s.APP_ROOT ?? process.cwd());
  const dataDir = path.resolve(appRoot, s.DATA_DIR);

  const overrides: Record<string, string> = {};
  for (const name of Object.keys(REMOTE_FOLDERS) as RemoteName[]) {
    const value = s[`REMOTE_URL_${name.toUpperCase() as Uppercase<RemoteName>}`];
    if (value) overrides[name] = value;
  }

  return {
    port: s.PORT,
    host: s.HOST,
    nodeEnv: s.NODE_ENV,
    dataDir,
    appRoot,
    databaseUrl: s.DATABASE_URL,
    redisUrl: s.REDIS_URL,
    embeddedPg: { dir: path.resolve(dataDir, s.EMBEDDED_PG_DIR), port: s.EMBEDDED_PG_PORT },
    admin: {
      password: s.ADMIN_PASSWORD,
      passwordHashFile: path.resolve(dataDir, 'admin-password.hash'),
      sessionTtlHours: s.SESSION_TTL_HOURS,
      cookieSecure: s.COOKIE_SECURE === 'auto' ? 'auto' : s.COOKIE_SECURE === 'true',
    },
    trustProxy: s.TRUST_PROXY,
    remotes: { overrides, mapFile: s.REMOTES_MAP_FILE },
    logLevel: s.LOG_LEVEL,
    logFormat: s.LOG_FORMAT,
    settings: s,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
