import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';
import { findCrossings, tableAccesses } from './table-access';
import { ALLOWED_READS, PENDING_CROSSINGS, TABLE_OWNERS, UNRESTRICTED } from './table-owners';

const here = path.dirname(fileURLToPath(import.meta.url));
const modulesDir = path.join(here, '..', 'modules');
const migrationsDir = path.join(here, 'migrations');

describe('each module owns its tables', () => {
  it('names an owner for every table the migrations create, and every owner is a module', () => {
    const created = new Set(
      fs
        .readdirSync(migrationsDir)
        .filter((f) => f.endsWith('.ts'))
        .flatMap((f) => [...fs.readFileSync(path.join(migrationsDir, f), 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?([a-z_]+)/g)].map((m) => m[1])),
    );
    expect([...created].filter((t) => !Object.hasOwn(TABLE_OWNERS, t))).toEqual([]);
    const modules = fs.readdirSync(modulesDir);
    for (const owner of new Set([...Object.values(TABLE_OWNERS), ...Object.keys(UNRESTRICTED), ...ALLOWED_READS.map((r) => r.module)])) {
      expect(modules).toContain(owner);
    }
    for (const r of ALLOWED_READS) for (const f of r.files) expect(fs.existsSync(path.join(modulesDir, r.module, f))).toBe(true);
  });

  it("finds no module writing another module's table, nor reading one outside the listed read models", () => {
    const pending = new Set(PENDING_CROSSINGS.map((c) => `${c.module}|${c.file}|${c.table}|${c.access}`));
    const crossings = findCrossings(modulesDir);
    const unlisted = crossings.filter((c) => !pending.has(`${c.module}|${c.file}|${c.table}|${c.access}`));
    expect(unlisted.map((c) => `${c.module}/${c.file} ${c.access}s ${c.table} (${c.via}): call the ${TABLE_OWNERS[c.table]} module's service`)).toEqual([]);
    // A pending crossing that is gone leaves the list too.
    const found = new Set(crossings.map((c) => `${c.module}|${c.file}|${c.table}|${c.access}`));
    expect([...pending].filter((k) => !found.has(k))).toEqual([]);
  });
});

describe('the table scan', () => {
  it('reads SQL writes and reads, not comments, not row locks, not CTE names', () => {
    const source = `
      // a comment: UPDATE orders is not a write
      await m.query('SELECT id FROM chats WHERE id = $1 FOR UPDATE', [id]);
      await m.query(\`WITH ins AS (INSERT INTO messages (chat_id) VALUES ($1) RETURNING id) SELECT * FROM ins\`);
      await m.query('UPDATE users SET city = $2 WHERE id = $1 ON CONFLICT DO UPDATE SET x = 1');
      await m.query('DELETE FROM mail_imports WHERE chat_id = $1');
      await m.query('SELECT 1 FROM orders o JOIN documents d ON d.order_id = o.id');`;
    const accesses = tableAccesses(source).map((a) => `${a.access} ${a.table}`).sort();
    expect(accesses).toEqual(['read chats', 'read documents', 'read orders', 'write mail_imports', 'write messages', 'write users']);
  });

  it("reads another module's entity: a save is a write, a find a read", () => {
    expect(tableAccesses('await m.save(m.create(DocumentEntity, { order_id }));', { DocumentEntity: 'documents' })).toEqual([
      { table: 'documents', access: 'write', via: 'DocumentEntity (TypeORM)' },
    ]);
    expect(tableAccesses('await m.update(ChatEntity, { id }, { comment });', { ChatEntity: 'chats' })[0].access).toBe('write');
    expect(tableAccesses('const u = await m.findOne(UserEntity, { where: { id } });', { UserEntity: 'users' })[0].access).toBe('read');
  });

  describe('on a fixture of two modules', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'table-owners-'));
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('users/user.entity.ts', "@Entity('users')\nexport class UserEntity {}\n");
    write('users/users.service.ts', "await m.query('UPDATE users SET city = $2 WHERE id = $1');\n");
    write('orders/orders.service.ts', [
      "import { UserEntity } from '../users/user.entity';",
      "import type { ChatEntity } from '../chat/chat.entity';",
      "await m.query('UPDATE chats SET comment = $2 WHERE id = $1');",
      "await m.query('SELECT phone FROM users WHERE id = $1');",
      'await m.update(UserEntity, { id }, { city });',
    ].join('\n'));
    write('orders/orders.service.spec.ts', "await m.query('DELETE FROM users');\n");
    write('orders/orders-query.service.ts', "await db.query('SELECT o.id FROM orders o JOIN chats c ON c.id = o.chat_id JOIN users u ON u.id = c.user_id');\n");
    write('privacy/erase.service.ts', "await m.query('DELETE FROM messages WHERE chat_id = $1');\n");

    it("fails on a write to another module's table (SQL or entity) and on a read outside a listed read model", () => {
      const found = findCrossings(root).map((c) => `${c.module}/${c.file} ${c.access} ${c.table}`);
      expect(found).toEqual([
        'orders/orders.service.ts write chats',
        'orders/orders.service.ts read users',
        'orders/orders.service.ts write users',
      ]);
    });
    it("allows the owner's own writes, the listed read models, the unrestricted modules and the specs", () => {
      const found = findCrossings(root);
      expect(found.filter((c) => c.file === 'orders-query.service.ts' || c.module === 'users' || c.module === 'privacy' || c.file.endsWith('.spec.ts'))).toEqual([]);
    });
  });
});
