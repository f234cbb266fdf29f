import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 15: when a visitor agreed to the privacy policy (and which version), and when their data was erased. */
export class PrivacyConsent1795300008000 implements MigrationInterface {
  name = 'PrivacyConsent1795300008000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN consent_at timestamptz NULL, ADD COLUMN consent_version varchar(20) NULL, ADD COLUMN erased_at timestamptz NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS erased_at, DROP COLUMN IF EXISTS consent_version, DROP COLUMN IF EXISTS consent_at`);
  }
}
