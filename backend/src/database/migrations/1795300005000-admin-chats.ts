import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 5 (back office chats):
 * - trigram GIN indexes (and a btree for whole numbers) so 'search by name or phone substring' stays an index lookup at a million users;
 * - partial indexes for the in_work / processed filters in list order;
 * - chat_list_counts: exact chat counts per is_processed kept by triggers, so the list never COUNT(*)s
 *   a million rows per request (a search still counts its matches);
 * - mail_imports: the mails already pulled into a chat (Message-ID or content hash), so scraping twice adds nothing twice;
 * - SMS once-only: a non-failed 'contacts' SMS per user and 'invoice_number' SMS per order is unique.
 */
export class AdminChats1795300005000 implements MigrationInterface {
  name = 'AdminChats1795300005000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX users_name_trgm_idx ON users USING gin (name gin_trgm_ops)`);
    await q.query(`CREATE INDEX users_phone_trgm_idx ON users USING gin (phone gin_trgm_ops)`);
    await q.query(`CREATE INDEX users_phone_idx ON users (phone)`);
    // a searched list probes each matching user's chats index-only (filter and sort columns included)
    await q.query(`CREATE INDEX chats_user_list_idx ON chats (user_id) INCLUDE (id, created_at, is_processed)`);
    await q.query(`CREATE INDEX chats_unprocessed_created_idx ON chats (created_at DESC, id DESC) WHERE NOT is_processed`);
    await q.query(`CREATE INDEX chats_processed_created_idx ON chats (created_at DESC, id DESC) WHERE is_processed`);

    await q.query(`CREATE TABLE chat_list_counts (is_processed boolean PRIMARY KEY, n bigint NOT NULL DEFAULT 0)`);
    await q.query(`INSERT INTO chat_list_counts (is_processed, n) VALUES (false, 0), (true, 0)`);
    await q.query(`UPDATE chat_list_counts k SET n = s.n FROM (SELECT is_processed, count(*) AS n FROM chats GROUP BY is_processed) s WHERE s.is_processed = k.is_processed`);
    await q.query(`
      CREATE FUNCTION chat_list_counts_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE chat_list_counts SET n = n - 1 WHERE is_processed = OLD.is_processed;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          UPDATE chat_list_counts SET n = n + 1 WHERE is_processed = NEW.is_processed;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION chat_list_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE chat_list_counts SET n = 0;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER chats_count_ins_del AFTER INSERT OR DELETE ON chats FOR EACH ROW EXECUTE FUNCTION chat_list_counts_row()`);
    await q.query(
      `CREATE TRIGGER chats_count_upd AFTER UPDATE OF is_processed ON chats FOR EACH ROW WHEN (OLD.is_processed IS DISTINCT FROM NEW.is_processed) EXECUTE FUNCTION chat_list_counts_row()`,
    );
    await q.query(`CREATE TRIGGER chats_count_truncate AFTER TRUNCATE ON chats FOR EACH STATEMENT EXECUTE FUNCTION chat_list_counts_truncate()`);

    await q.query(`
      CREATE TABLE mail_imports (
        id bigserial PRIMARY KEY,
        chat_id int NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
        message_key varchar(300) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (chat_id, message_key)
      )`);
    await q.query(`CREATE UNIQUE INDEX sms_contacts_once_uq ON sms_messages (user_id) WHERE type = 'contacts' AND status <> 'failed'`);
    await q.query(`CREATE UNIQUE INDEX sms_invoice_once_uq ON sms_messages (order_id) WHERE type = 'invoice_number' AND status <> 'failed'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS sms_invoice_once_uq`);
    await q.query(`DROP INDEX IF EXISTS sms_contacts_once_uq`);
    await q.query(`DROP TABLE IF EXISTS mail_imports`);
    await q.query(`DROP TRIGGER IF EXISTS chats_count_truncate ON chats`);
    await q.query(`DROP TRIGGER IF EXISTS chats_count_upd ON chats`);
    await q.query(`DROP TRIGGER IF EXISTS chats_count_ins_del ON chats`);
    await q.query(`DROP FUNCTION IF EXISTS chat_list_counts_truncate()`);
    await q.query(`DROP FUNCTION IF EXISTS chat_list_counts_row()`);
    await q.query(`DROP TABLE IF EXISTS chat_list_counts`);
    await q.query(`DROP INDEX IF EXISTS chats_processed_created_idx`);
    await q.query(`DROP INDEX IF EXISTS chats_unprocessed_created_idx`);
    await q.query(`DROP INDEX IF EXISTS chats_user_list_idx`);
    await q.query(`DROP INDEX IF EXISTS users_phone_idx`);
    await q.query(`DROP INDEX IF EXISTS users_phone_trgm_idx`);
    await q.query(`DROP INDEX IF EXISTS users_name_trgm_idx`);
  }
}
