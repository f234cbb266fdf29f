import type { EntityManager } from 'typeorm';

/**
 * Serialises every transaction that locks the same key until it commits (a PostgreSQL transaction-level advisory
 * lock, shared by every instance). A limit is decided under it: count, then write, with no other request of the
 * same key in between — so N parallel requests never pass more than the limit.
 */
export async function lockKey(m: EntityManager, key: string): Promise<void> {
  await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
}
