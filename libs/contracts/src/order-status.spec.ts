import { describe, expect, it } from '@jest/globals';
import { deriveOrderStatus } from './order-status';

describe('order status derivation', () => {
  const o = (inv: string | null, paid: string | null, docs: string | null) => ({ invoice_tracking_number: inv, payment_date: paid, documents_tracking_number: docs });
  it('follows spec section 4 for every combination', () => {
    expect(deriveOrderStatus(o(null, null, null))).toBe('no_invoice');
    expect(deriveOrderStatus(o('20450000000001', null, null))).toBe('pending');
    expect(deriveOrderStatus(o('20450000000001', '2026-11-01', null))).toBe('paid_in_work');
    expect(deriveOrderStatus(o('20450000000001', '2026-11-01', '20450000000002'))).toBe('completed');
    expect(deriveOrderStatus(o(null, '2026-11-01', null))).toBe('unknown');
    expect(deriveOrderStatus(o(null, null, '20450000000002'))).toBe('unknown');
    expect(deriveOrderStatus(o('20450000000001', null, '20450000000002'))).toBe('unknown');
    expect(deriveOrderStatus(o(null, '2026-11-01', '20450000000002'))).toBe('unknown');
  });
});
