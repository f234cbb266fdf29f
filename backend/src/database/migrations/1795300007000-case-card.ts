import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 13: the structured case card the intake fills and staff edit (libs/contracts CaseCard); null until learnt. */
export class CaseCard1795300007000 implements MigrationInterface {
  name = 'CaseCard1795300007000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chats ADD COLUMN case_card jsonb NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chats DROP COLUMN IF EXISTS case_card`);
  }
}
