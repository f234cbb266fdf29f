import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17: staff accounts (the login password identifies one), sessions that know their staff member, a chat a
 * lawyer holds (the assistant is silent meanwhile), lawyer messages and system lines in the timeline.
 */
export class LiveChat1795300009000 implements MigrationInterface {
  name = 'LiveChat1795300009000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_members (
        id serial PRIMARY KEY,
        name varchar(80) NOT NULL,
        -- The public handle at the start of a generated password ('k3v9x2qa-…'): a login verifies one hash, not N.
        login_key varchar(16) NULL UNIQUE,
        password_hash text NULL,
        -- The account of ADMIN_PASSWORD (its hash lives in memory, not here).
        builtin boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        disabled_at timestamptz NULL,
        CHECK (builtin OR (login_key IS NOT NULL AND password_hash IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX staff_members_one_builtin ON staff_members (builtin) WHERE builtin`);
    await q.query(`INSERT INTO staff_members (name, builtin) VALUES ('Адміністратор', true)`);
    await q.query(`ALTER TABLE admin_sessions ADD COLUMN staff_id int NULL REFERENCES staff_members(id)`);
    await q.query(`UPDATE admin_sessions SET staff_id = (SELECT id FROM staff_members WHERE builtin)`);
    await q.query(`ALTER TABLE admin_sessions ALTER COLUMN staff_id SET NOT NULL`);
    await q.query(`CREATE INDEX admin_sessions_staff_idx ON admin_sessions (staff_id) WHERE revoked_at IS NULL`);
    await q.query(`
      ALTER TABLE chats
        ADD COLUMN held_by_staff_id int NULL REFERENCES staff_members(id),
        ADD COLUMN held_at timestamptz NULL,
        ADD COLUMN hold_activity_at timestamptz NULL`);
    await q.query(`CREATE INDEX chats_hold_activity_idx ON chats (hold_activity_at) WHERE held_by_staff_id IS NOT NULL`);
    await q.query(`ALTER TABLE messages ADD COLUMN staff_id int NULL REFERENCES staff_members(id)`);
    await q.query(`ALTER TABLE messages DROP CONSTRAINT IF EXISTS messages_author_check`);
    await q.query(`ALTER TABLE messages ADD CONSTRAINT messages_author_check CHECK (author IN ('user', 'agent', 'system'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM messages WHERE author = 'system'`);
    await q.query(`ALTER TABLE messages DROP CONSTRAINT IF EXISTS messages_author_check`);
    await q.query(`ALTER TABLE messages ADD CONSTRAINT messages_author_check CHECK (author IN ('user', 'agent'))`);
    await q.query(`ALTER TABLE messages DROP COLUMN IF EXISTS staff_id`);
    await q.query(`ALTER TABLE chats DROP COLUMN IF EXISTS hold_activity_at, DROP COLUMN IF EXISTS held_at, DROP COLUMN IF EXISTS held_by_staff_id`);
    await q.query(`ALTER TABLE admin_sessions DROP COLUMN IF EXISTS staff_id`);
    await q.query(`DROP TABLE IF EXISTS staff_members`);
  }
}
