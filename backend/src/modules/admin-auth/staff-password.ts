import { randomBytes, randomInt } from 'node:crypto';

/**
 * A staff member's password is generated (scripts/staff.mjs) as `<login key>-<secret>`: the 8-character login key
 * is the account's public handle, the secret 24 random base64url characters (144 bits). A login looks the account
 * up by its key and verifies that one argon2 hash — the cost of a login stays one or two hash checks however many
 * accounts exist, and the throttle and the argon2 concurrency limit keep meaning what they did. scripts/staff.mjs
 * writes the same format.
 */
export const STAFF_PASSWORD = /^([a-z2-9]{8})-([A-Za-z0-9_-]{24,})$/;
const KEY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function generateStaffPassword(loginKey = generateLoginKey()): { loginKey: string; password: string } {
  return { loginKey, password: `${loginKey}-${randomBytes(18).toString('base64url')}` };
}

export function generateLoginKey(): string {
  let key = '';
  for (let i = 0; i < 8; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

/** The login key a password names, or null (e.g. ADMIN_PASSWORD, which is free-form). */
export function loginKeyOf(password: string): string | null {
  return STAFF_PASSWORD.exec(password)?.[1] ?? null;
}
