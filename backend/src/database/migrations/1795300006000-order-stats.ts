import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 6: orders list and stats at a million rows.
 *
 * - `order_stats` holds one row per derived status (spec section 4) with the count and price sum of live orders.
 *   A row trigger on `orders` keeps it in the same transaction as every change (create, edit, soft delete, and a
 *   recovery done by hand in SQL), so the stats cards and the list's pagination totals are one primary-key read.
 * - `orders_status_created_idx` indexes the same status expression the list filters on, newest first; with
 *   `orders_created_at_idx` (initial schema) for 'all', a page is located by an index-only scan.
 *
 * Both embed the status rule as it was written when this migration was (frozen below: a migration never imports
 * live code, so an old database and a new one get the same trigger). If the rule (`orderStatusSql` in
 * @law/contracts) ever changes, a new migration must recreate the index and the trigger function and call
 * order_stats_rebuild(); `order-stats.spec.ts` fails until then.
 */
export function orderStatusSql1795300006000(t: string): string {
  const inv = `NULLIF(${t}.invoice_tracking_number, '')`;
  const paid = `${t}.payment_date`;
  const docs = `NULLIF(${t}.documents_tracking_number, '')`;
  return `CASE
    WHEN ${inv} IS NULL AND ${paid} IS NULL AND ${docs} IS NULL THEN 'no_invoice'
    WHEN ${inv} IS NOT NULL AND ${paid} IS NULL AND ${docs} IS NULL THEN 'pending'
    WHEN ${inv} IS NOT NULL AND ${paid} IS NOT NULL AND ${docs} IS NULL THEN 'paid_in_work'
    WHEN ${inv} IS NOT NULL AND ${paid} IS NOT NULL AND ${docs} IS NOT NULL THEN 'completed'
    ELSE 'unknown' END`;
}
const orderStatusSql = orderStatusSql1795300006000;

export class OrderStats1795300006000 implements MigrationInterface {
  name = 'OrderStats1795300006000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_stats (
        status varchar(16) PRIMARY KEY,
        orders_count bigint NOT NULL DEFAULT 0,
        price_sum numeric(16,2) NOT NULL DEFAULT 0
      )`);
    await q.query(`
      CREATE FUNCTION order_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $fn$
      BEGIN
        LOCK TABLE order_stats IN EXCLUSIVE MODE;
        DELETE FROM order_stats;
        INSERT INTO order_stats (status) VALUES ('no_invoice'), ('pending'), ('paid_in_work'), ('completed'), ('unknown');
        UPDATE order_stats s SET orders_count = agg.n, price_sum = agg.p
          FROM (SELECT ${orderStatusSql('o')} AS status, count(*) AS n, coalesce(sum(o.document_price), 0) AS p
                  FROM orders o WHERE o.deleted_at IS NULL GROUP BY 1) agg
         WHERE s.status = agg.status;
      END $fn$`);
    await q.query(`
      CREATE FUNCTION order_stats_apply(s text, dc bigint, dp numeric) RETURNS void LANGUAGE sql AS $fn$
        UPDATE order_stats SET orders_count = orders_count + dc, price_sum = price_sum + dp WHERE status = s;
      $fn$`);
    await q.query(`
      CREATE FUNCTION orders_maintain_stats() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE
        old_s text;
        new_s text;
        old_p numeric := 0;
        new_p numeric := 0;
      BEGIN
        IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
          IF OLD.deleted_at IS NULL THEN
            old_s := ${orderStatusSql('OLD')};
            old_p := OLD.document_price;
          END IF;
        END IF;
        IF TG_OP = 'UPDATE' OR TG_OP = 'INSERT' THEN
          IF NEW.deleted_at IS NULL THEN
            new_s := ${orderStatusSql('NEW')};
            new_p := NEW.document_price;
          END IF;
        END IF;
        IF old_s IS NOT DISTINCT FROM new_s THEN
          IF new_s IS NOT NULL AND old_p <> new_p THEN
            PERFORM order_stats_apply(new_s, 0, new_p - old_p);
          END IF;
          RETURN NULL;
        END IF;
        -- Rows are locked in one fixed order (by status name) so two concurrent moves cannot deadlock.
        IF old_s IS NOT NULL AND (new_s IS NULL OR old_s < new_s) THEN
          PERFORM order_stats_apply(old_s, -1, -old_p);
          IF new_s IS NOT NULL THEN PERFORM order_stats_apply(new_s, 1, new_p); END IF;
        ELSE
          PERFORM order_stats_apply(new_s, 1, new_p);
          IF old_s IS NOT NULL THEN PERFORM order_stats_apply(old_s, -1, -old_p); END IF;
        END IF;
        RETURN NULL;
      END $fn$`);
    await q.query(`
      CREATE FUNCTION orders_truncate_stats() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        UPDATE order_stats SET orders_count = 0, price_sum = 0;
        RETURN NULL;
      END $fn$`);
    await q.query(`CREATE TRIGGER orders_stats_row AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_maintain_stats()`);
    await q.query(`CREATE TRIGGER orders_stats_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION orders_truncate_stats()`);
    await q.query(`SELECT order_stats_rebuild()`);
    // INCLUDE the rule's columns so a page is found by an index-only scan (PostgreSQL needs the raw columns of an
    // expression to skip the heap); the 10 rows of the page are then read by id.
    await q.query(
      `CREATE INDEX orders_status_created_idx ON orders ((${orderStatusSql('orders')}), created_at DESC, id DESC)
         INCLUDE (invoice_tracking_number, payment_date, documents_tracking_number) WHERE deleted_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS orders_status_created_idx`);
    await q.query(`DROP TRIGGER IF EXISTS orders_stats_truncate ON orders`);
    await q.query(`DROP TRIGGER IF EXISTS orders_stats_row ON orders`);
    await q.query(`DROP FUNCTION IF EXISTS orders_truncate_stats()`);
    await q.query(`DROP FUNCTION IF EXISTS orders_maintain_stats()`);
    await q.query(`DROP FUNCTION IF EXISTS order_stats_apply(text, bigint, numeric)`);
    await q.query(`DROP FUNCTION IF EXISTS order_stats_rebuild()`);
    await q.query(`DROP TABLE IF EXISTS order_stats`);
  }
}
