import { ConfigError } from './config-error';

/** Readers for one environment setting each: empty means the default, a bad value stops the start-up. */
export function intSetting(env: NodeJS.ProcessEnv, key: string, fallback: number, min: number, max: number): number {
  const v = env[key];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${key} must be an integer between ${min} and ${max}, got "${v}"`);
  return n;
}

export function numberSetting(env: NodeJS.ProcessEnv, key: string, fallback: number, min: number, max: number): number {
  const v = env[key];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n < min || n > max) throw new ConfigError(`${key} must be a number between ${min} and ${max}, got "${v}"`);
  return n;
}

export function boolSetting(env: NodeJS.ProcessEnv, key: string, fallback = false): boolean {
  const v = env[key];
  if (v === undefined || v === '') return fallback;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw new ConfigError(`${key} must be true or false, got "${v}"`);
}

export function textSetting(env: NodeJS.ProcessEnv, key: string, fallback: string, max: number): string {
  const v = env[key]?.trim();
  if (!v) return fallback;
  if (v.length > max) throw new ConfigError(`${key} must be at most ${max} characters`);
  return v;
}
