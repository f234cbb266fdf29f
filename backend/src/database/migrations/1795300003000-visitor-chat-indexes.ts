import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 3: the per-IP registration limit counts recent users by IP; the per-user message limit counts recent messages. */
export class VisitorChatIndexes1795300003000 implements MigrationInterface {
  name = 'VisitorChatIndexes1795300003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX users_ip_created_idx ON users (user_ip, created_at)`);
    await q.query(`CREATE INDEX messages_chat_author_created_idx ON messages (chat_id, author, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS messages_chat_author_created_idx`);
    await q.query(`DROP INDEX IF EXISTS users_ip_created_idx`);
  }
}
