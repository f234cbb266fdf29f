import { describe, expect, it } from '@jest/globals';
import { orderStatusSql } from '@law/contracts';
import { orderStatusSql1795300006000 } from './1795300006000-order-stats';

describe('migration 1795300006000 (order_stats trigger and status index)', () => {
  it("froze today's status rule: a change of orderStatusSql needs a new migration (index, trigger, order_stats_rebuild())", () => {
    for (const t of ['o', 'OLD', 'NEW', 'orders']) expect(orderStatusSql1795300006000(t)).toBe(orderStatusSql(t));
  });
});
