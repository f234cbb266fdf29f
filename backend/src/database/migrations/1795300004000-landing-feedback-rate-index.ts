import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The per-IP feedback rate limit counts recent rows of one address; this keeps that count an index range scan. */
export class LandingFeedbackRateIndex1795300004000 implements MigrationInterface {
  name = 'LandingFeedbackRateIndex1795300004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX feedbacks_ip_created_at_idx ON feedbacks (ip, created_at)`);
    await q.query(`CREATE INDEX podcasts_published_position_idx ON podcasts (position, id) WHERE published`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS podcasts_published_position_idx`);
    await q.query(`DROP INDEX IF EXISTS feedbacks_ip_created_at_idx`);
  }
}
