import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { AppConfig } from '../../config/config';

export const ADMIN_PASSWORD_HASH = Symbol('ADMIN_PASSWORD_HASH');

export interface ResolvedAdminPassword {
  hash: string;
  /** Set only when a password was generated on this start: printed once, never stored in clear. */
  generated?: string;
}

/**
 * ADMIN_PASSWORD is hashed in memory; without it the hash stored under DATA_DIR is used,
 * and on the very first start a strong password is generated and only its argon2 hash kept.
 */
export async function resolveAdminPassword(config: AppConfig): Promise<ResolvedAdminPassword> {
  if (config.admin.password) return { hash: await hash(config.admin.password) };
  const file = config.admin.passwordHashFile;
  if (fs.existsSync(file)) return { hash: fs.readFileSync(file, 'utf8').trim() };
  const generated = randomBytes(18).toString('base64url');
  const h = await hash(generated);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${h}\n`, { mode: 0o600 });
  return { hash: h, generated };
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
