#!/usr/bin/env node
// Staff accounts of the back office (issue 17). The login form stays password-only: a password identifies its
// staff member. ADMIN_PASSWORD (or the generated first password) is the account "Адміністратор".
//
//   node scripts/staff.mjs add --name "Олена Петренко"     creates an account, prints its password once
//   node scripts/staff.mjs list                              every account, its status and live sessions
//   node scripts/staff.mjs disable --id 3                    the account cannot log in; its sessions end now
//   node scripts/staff.mjs reset-password --id 3             a new password (printed once); old sessions end
//
// Only the argon2 hash of a password is stored. A generated password is "<login key>-<secret>": the login key
// names the account, so a login checks one hash however many accounts exist. Uses DATABASE_URL, or the embedded
// PostgreSQL of `npm start` (started for the moment if the site is not running). Run the site once first.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { randomBytes, randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fail, runCli, siteDatabase as database } from './lib/site-database.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'backend/package.json'));
const pg = require('pg');
const { hash } = require('@node-rs/argon2');

const NAME_MAX = 80;
// The same format as backend/src/modules/admin-auth/staff-password.ts.
const KEY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';


const { values: a, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    id: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const command = positionals[0];

function usage(code) {
  console.log(fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').slice(1, 13).map((l) => l.replace(/^\/\/ ?/, '')).join('\n'));
  process.exit(code);
}

function newPassword(loginKey) {
  let key = loginKey;
  if (!key) {
    key = '';
    for (let i = 0; i < 8; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  }
  return { loginKey: key, password: `${key}-${randomBytes(18).toString('base64url')}` };
}

function checkedName() {
  const name = (a.name ?? '').trim().replace(/\s+/g, ' ');
  if (name.length < 2 || name.length > NAME_MAX) fail(`--name: від 2 до ${NAME_MAX} символів, наприклад --name "Олена Петренко"`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) fail('--name: недопустимі символи');
  return name;
}

function checkedId() {
  const id = Number(a.id);
  if (!a.id || !Number.isSafeInteger(id) || id < 1) fail('--id: вкажіть номер облікового запису (див. node scripts/staff.mjs list)');
  return id;
}

async function account(client, id) {
  const { rows } = await client.query('SELECT id, name, builtin, disabled_at FROM staff_members WHERE id = $1', [id]);
  if (!rows.length) fail(`облікового запису #${id} немає`);
  if (rows[0].builtin) fail('обліковий запис «Адміністратор» керується змінною ADMIN_PASSWORD (або файлом хешу в DATA_DIR), а не цим скриптом');
  return rows[0];
}

function printPassword(name, password) {
  console.log(`Пароль для «${name}» (показано один раз, зберігається лише його хеш):`);
  console.log(`  ${password}`);
}

async function main() {
  if (a.help || !command) usage(a.help ? 0 : 1);
  if (!['add', 'list', 'disable', 'reset-password'].includes(command)) fail(`невідома команда «${command}»: add, list, disable, reset-password`);
  const name = command === 'add' ? checkedName() : null;
  const id = command === 'disable' || command === 'reset-password' ? checkedId() : null;
  const db = await database();
  const client = new pg.Client({ connectionString: db.url });
  try {
    await client.connect();
    const exists = await client.query(`SELECT to_regclass('public.staff_members') AS t`);
    if (!exists.rows[0].t) fail('таблиці staff_members ще немає: запустіть сайт (npm start) хоча б раз, щоб виконалися міграції');

    if (command === 'list') {
      const { rows } = await client.query(
        `SELECT st.id, st.name, st.builtin, st.disabled_at, st.created_at,
                (SELECT count(*)::int FROM admin_sessions s WHERE s.staff_id = st.id AND s.revoked_at IS NULL AND s.expires_at > now()) AS sessions
           FROM staff_members st ORDER BY st.id`,
      );
      for (const r of rows) {
        const status = r.disabled_at ? `вимкнено ${r.disabled_at.toISOString().slice(0, 10)}` : 'активний';
        console.log(`#${r.id}\t${r.name}${r.builtin ? ' (ADMIN_PASSWORD)' : ''}\t${status}\tсесій: ${r.sessions}\tстворено ${r.created_at.toISOString().slice(0, 10)}`);
      }
      return;
    }

    if (command === 'add') {
      const dup = await client.query('SELECT id FROM staff_members WHERE lower(name) = lower($1) AND disabled_at IS NULL', [name]);
      if (dup.rows.length) fail(`активний обліковий запис з ім’ям «${name}» уже є (#${dup.rows[0].id})`);
      for (let attempt = 0; ; attempt++) {
        const { loginKey, password } = newPassword();
        try {
          const { rows } = await client.query(
            'INSERT INTO staff_members (name, login_key, password_hash) VALUES ($1, $2, $3) RETURNING id',
            [name, loginKey, await hash(password)],
          );
          console.log(`Створено обліковий запис #${rows[0].id} «${name}».`);
          printPassword(name, password);
          return;
        } catch (e) {
          // A login key taken by another account (unique): draw another one.
          if (e.code !== '23505' || attempt >= 5) throw e;
        }
      }
    }

    const row = await account(client, id);
    if (command === 'disable') {
      await client.query('BEGIN');
      await client.query('UPDATE staff_members SET disabled_at = COALESCE(disabled_at, now()) WHERE id = $1', [id]);
      const ended = await client.query('UPDATE admin_sessions SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL', [id]);
      await client.query('COMMIT');
      console.log(`Обліковий запис #${id} «${row.name}» вимкнено; завершено сесій: ${ended.rowCount}.`);
      return;
    }

    // reset-password: a new secret under the same login key; the sessions opened with the old password end.
    const { rows: keyRows } = await client.query('SELECT login_key FROM staff_members WHERE id = $1', [id]);
    const { password } = newPassword(keyRows[0].login_key);
    await client.query('BEGIN');
    await client.query('UPDATE staff_members SET password_hash = $2 WHERE id = $1', [id, await hash(password)]);
    const ended = await client.query('UPDATE admin_sessions SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL', [id]);
    await client.query('COMMIT');
    console.log(`Новий пароль для #${id}; завершено сесій: ${ended.rowCount}.${row.disabled_at ? ' Обліковий запис залишається вимкненим.' : ''}`);
    printPassword(row.name, password);
  } finally {
    await client.end().catch(() => undefined);
    await db.stop();
  }
}

await runCli(main);
