import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { countCharacters, deriveOrderStatus, ORDER_MESSAGES, orderStatusSql, type OrderDetails, type OrderListItem, type OrderStats, type OrderStatus } from '@law/contracts';
import { adminCookie, api, startTestApp, type TestApp } from '../helpers/test-app';

const DELIVERY = {
  city: 'Київ',
  city_area: 'Київська',
  city_ref: 'e28dc783-177f-5ccc-8da1-4d76c22a8968',
  warehouse: 'Відділення №1 (до 30 кг): вул. Шевченка, 12',
  warehouse_ref: '0b7a5a6c-0a0a-5a5a-8a8a-000000000001',
  recipient_name: 'Іван Петренко',
  recipient_phone: '+380000000000',
};
const INVOICE = '20450000000001';
const DOCS = '59000000000002';

let seq = 0;

describe('orders (issue 6)', () => {
  let t: TestApp;
  let cookie: string;
  const call = (method: string, path: string, body?: unknown) => api(t.url, method, path, body, { cookie });

  /** A registered user with a finished chat and a few messages, straight in the database. */
  async function seedChat(opts: { messages?: string[]; comment?: string | null } = {}): Promise<{ chatId: number; userId: string; phone: string }> {
    seq += 1;
    const userId = randomUUID();
    const phone = `+380${String(500000000 + seq).padStart(9, '0')}`;
    await t.db.query(`INSERT INTO users (id, name, phone, user_ip) VALUES ($1, $2, $3, '10.9.0.1')`, [userId, `Клієнт ${seq}`, phone]);
    const [chat] = await t.db.query(`INSERT INTO chats (user_id, is_chat_finished, document, comment) VALUES ($1, true, 'Позовна заява', $2) RETURNING id`, [
      userId,
      opts.comment ?? null,
    ]);
    for (const [i, m] of (opts.messages ?? ['Добрий день', 'Потрібна позовна заява']).entries()) {
      await t.db.query(`INSERT INTO messages (chat_id, author, message) VALUES ($1, $2, $3)`, [chat.id, i % 2 ? 'agent' : 'user', m]);
    }
    return { chatId: chat.id, userId, phone };
  }

  async function createOrder(chatId: number, price = 1500): Promise<number> {
    const res = await call('POST', '/api/admin/orders/create', { chat_id: chatId, document_price: price, delivery_data: DELIVERY });
    expect(res.status).toBe(200);
    return res.body.data.order_id;
  }

  const details = async (id: number): Promise<OrderDetails> => {
    const res = await call('GET', `/api/admin/orders/${id}`);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const orderRow = async (id: number) => (await t.db.query(`SELECT * FROM orders WHERE id = $1`, [id]))[0];
  const auditCount = async (id: number) => Number((await t.db.query(`SELECT count(*) AS n FROM audit_log WHERE entity = 'order' AND entity_id = $1`, [String(id)]))[0].n);

  async function allListed(status: string): Promise<OrderListItem[]> {
    const out: OrderListItem[] = [];
    for (let page = 1; ; page += 1) {
      const res = await call('GET', `/api/admin/orders?page=${page}&status=${status}`);
      expect(res.status).toBe(200);
      out.push(...res.body.data.orders);
      if (page >= res.body.data.pagination.total_pages) return out;
    }
  }

  beforeAll(async () => {
    t = await startTestApp({ CHARACTERS_LIMIT: '123456', FILES_LIMIT: '7' });
    cookie = await adminCookie(t.url, '10.6.0.1');
  });
  afterAll(() => t.close());

  it('answers 401 on every orders and postal route without a session', async () => {
    for (const [method, path] of [
      ['POST', '/api/admin/orders/create'],
      ['GET', '/api/admin/orders/stats'],
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/orders/1'],
      ['DELETE', '/api/admin/orders/1'],
      ['POST', '/api/admin/orders/1/update-price'],
      ['POST', '/api/admin/sms/1/send-tracking'],
      ['POST', '/api/admin/postal/novaposhta'],
    ]) {
      const res = await api(t.url, method, path, method === 'GET' ? undefined : {});
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });

  describe('create', () => {
    it('creates the order, its document and the chat delivery data in one go, with the recipient phone from the user', async () => {
      const { chatId, phone } = await seedChat();
      const id = await createOrder(chatId, 1999.99);
      const row = await orderRow(id);
      expect(Number(row.document_price)).toBe(1999.99);
      expect(row.delivery_data).toEqual({ ...DELIVERY, recipient_phone: phone });
      const [doc] = await t.db.query(`SELECT * FROM documents WHERE order_id = $1`, [id]);
      expect(doc).toMatchObject({ references: [], parsed_resources: '', document_text: '' });
      const [chat] = await t.db.query(`SELECT delivery_data FROM chats WHERE id = $1`, [chatId]);
      expect(chat.delivery_data).toEqual({ city: 'Київ', city_area: 'Київська', recipient_name: 'Іван Петренко', recipient_phone: phone, warehouse: DELIVERY.warehouse });
      const [audit] = await t.db.query(`SELECT actor, action FROM audit_log WHERE entity = 'order' AND entity_id = $1`, [String(id)]);
      expect(audit.action).toBe('order.create');
      expect(audit.actor).toMatch(/^[0-9a-f-]{36}$/);
      const d = await details(id);
      expect(d.document?.id).toBe(doc.id);
      expect(d.order.status).toBe('no_invoice');
    });

    it('accepts the spec payload without carrier refs', async () => {
      const { chatId } = await seedChat();
      const { city_ref: _c, warehouse_ref: _w, ...plain } = DELIVERY;
      const res = await call('POST', '/api/admin/orders/create', { chat_id: chatId, document_price: 500, delivery_data: plain });
      expect(res.status).toBe(200);
      expect((await orderRow(res.body.data.order_id)).delivery_data).toMatchObject({ city_ref: '', warehouse_ref: '' });
    });

    it('refuses a missing, zero, negative, non-numeric or over-precise price with nothing written', async () => {
      const { chatId } = await seedChat();
      for (const document_price of [undefined, null, 0, -5, 'abc', '100', 10.005, Number.MAX_VALUE]) {
        const res = await call('POST', '/api/admin/orders/create', { chat_id: chatId, document_price, delivery_data: DELIVERY });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ success: false, error: ORDER_MESSAGES.badPrice, code: expect.any(String) });
      }
      expect(await t.db.query(`SELECT id FROM orders WHERE chat_id = $1`, [chatId])).toEqual([]);
    });

    it('refuses an incomplete delivery form with nothing written', async () => {
      const { chatId } = await seedChat();
      for (const delivery_data of [
        undefined,
        null,
        'Київ',
        { ...DELIVERY, city: '' },
        { ...DELIVERY, warehouse: '   ' },
        { ...DELIVERY, recipient_name: 'Іван' },
        { ...DELIVERY, recipient_name: undefined },
      ]) {
        const res = await call('POST', '/api/admin/orders/create', { chat_id: chatId, document_price: 100, delivery_data });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(ORDER_MESSAGES.badDelivery);
      }
      expect(await t.db.query(`SELECT id FROM orders WHERE chat_id = $1`, [chatId])).toEqual([]);
      expect((await t.db.query(`SELECT delivery_data FROM chats WHERE id = $1`, [chatId]))[0].delivery_data).toBeNull();
    });

    it('answers 404 for an unknown chat', async () => {
      const res = await call('POST', '/api/admin/orders/create', { chat_id: 99999999, document_price: 100, delivery_data: DELIVERY });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(ORDER_MESSAGES.chatNotFound);
    });

    it('allows one live order per chat: a second create is 409, also when both race', async () => {
      const { chatId } = await seedChat();
      await createOrder(chatId);
      const again = await call('POST', '/api/admin/orders/create', { chat_id: chatId, document_price: 100, delivery_data: DELIVERY });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ success: false, error: ORDER_MESSAGES.alreadyExists, code: expect.any(String) });

      const other = await seedChat();
      const both = await Promise.all([1, 2, 3].map(() => call('POST', '/api/admin/orders/create', { chat_id: other.chatId, document_price: 100, delivery_data: DELIVERY })));
      expect(both.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect(await t.db.query(`SELECT id FROM documents WHERE order_id IN (SELECT id FROM orders WHERE chat_id = $1)`, [other.chatId])).toHaveLength(1);
    });
  });

  it('gives every combination of the status fields the same status in list filter, stats and detail', async () => {
    const combos: [boolean, boolean, boolean][] = [];
    for (const inv of [false, true]) for (const paid of [false, true]) for (const docs of [false, true]) combos.push([inv, paid, docs]);
    const made: { id: number; expected: OrderStatus }[] = [];
    for (const [inv, paid, docs] of combos) {
      const id = await createOrder((await seedChat()).chatId, 100);
      if (inv) expect((await call('POST', `/api/admin/orders/${id}/set-tracking-number`, { type: 'invoice', tracking_number: INVOICE })).status).toBe(200);
      if (paid) expect((await call('POST', `/api/admin/orders/${id}/set-payment-date`, { payment_date: '2026-03-15' })).status).toBe(200);
      if (docs) expect((await call('POST', `/api/admin/orders/${id}/set-tracking-number`, { type: 'documents', tracking_number: DOCS })).status).toBe(200);
      const expected = deriveOrderStatus({ invoice_tracking_number: inv ? INVOICE : null, payment_date: paid ? '2026-03-15' : null, documents_tracking_number: docs ? DOCS : null });
      made.push({ id, expected });
    }
    expect(made.map((m) => m.expected)).toEqual(['no_invoice', 'unknown', 'unknown', 'unknown', 'pending', 'unknown', 'paid_in_work', 'completed']);

    // detail
    for (const m of made) expect((await details(m.id)).order.status).toBe(m.expected);

    // list: every filter holds exactly the orders of its status; 'all' holds all of them with their status
    const all = await allListed('all');
    for (const m of made) expect(all.find((o) => o.id === m.id)?.status).toBe(m.expected);
    const byFilter: Record<string, number[]> = {};
    for (const s of ['no_invoice', 'pending', 'paid_in_work', 'completed']) {
      const listed = await allListed(s);
      expect(listed.every((o) => o.status === s)).toBe(true);
      byFilter[s] = listed.map((o) => o.id);
      for (const m of made) expect(byFilter[s].includes(m.id)).toBe(m.expected === s);
    }

    // stats: the counts of the whole live table, the same the detail of each listed order derives
    const stats: OrderStats = (await call('GET', '/api/admin/orders/stats')).body.data;
    const derived: Record<string, number> = { no_invoice: 0, pending: 0, paid_in_work: 0, completed: 0, unknown: 0 };
    let revenue = 0;
    for (const o of all) {
      const d = await details(o.id);
      derived[d.order.status] += 1;
      if (d.order.status === 'paid_in_work' || d.order.status === 'completed') revenue += d.order.document_price;
    }
    expect(stats).toEqual({ total: all.length, no_invoice: derived.no_invoice, pending: derived.pending, paid_in_work: derived.paid_in_work, completed: derived.completed, revenue });
    for (const s of ['no_invoice', 'pending', 'paid_in_work', 'completed'] as const) expect(byFilter[s]).toHaveLength(stats[s]);
    // the SQL rule treats '' like NULL, as the contract's deriveOrderStatus does
    const blank = made[4].id;
    await t.db.query(`UPDATE orders SET invoice_tracking_number = '' WHERE id = $1`, [blank]);
    expect((await allListed('no_invoice')).some((o) => o.id === blank)).toBe(true);
    expect((await details(blank)).order.status).toBe('no_invoice');
    expect((await call('GET', '/api/admin/orders/stats')).body.data.no_invoice).toBe(stats.no_invoice + 1);
  });

  it('keeps the stats exact under concurrent changes (counters equal a full recount)', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await createOrder((await seedChat()).chatId, 100 + i));
    const changes = ids.flatMap((id, i) => [
      call('POST', `/api/admin/orders/${id}/set-tracking-number`, { type: 'invoice', tracking_number: INVOICE }),
      call('POST', `/api/admin/orders/${id}/set-payment-date`, { payment_date: '2026-04-0' + (1 + (i % 9)) }),
      i % 2 ? call('POST', `/api/admin/orders/${id}/set-tracking-number`, { type: 'documents', tracking_number: DOCS }) : call('POST', `/api/admin/orders/${id}/update-price`, { document_price: 2500 }),
      i % 3 === 0 ? call('DELETE', `/api/admin/orders/${id}`) : call('GET', `/api/admin/orders/${id}`),
    ]);
    // a change that lands after the delete of its order is a 404; every other one succeeds
    for (const r of await Promise.all(changes)) expect([200, 404]).toContain(r.status);
    const recount = await t.db.query(
      `SELECT ${orderStatusSql('o')} AS status, count(*)::int AS n, coalesce(sum(o.document_price), 0)::float AS p FROM orders o WHERE o.deleted_at IS NULL GROUP BY 1`,
    );
    const n = (s: string) => recount.find((r: { status: string }) => r.status === s)?.n ?? 0;
    const p = (s: string) => recount.find((r: { status: string }) => r.status === s)?.p ?? 0;
    expect((await call('GET', '/api/admin/orders/stats')).body.data).toEqual({
      total: recount.reduce((a: number, r: { n: number }) => a + r.n, 0),
      no_invoice: n('no_invoice'),
      pending: n('pending'),
      paid_in_work: n('paid_in_work'),
      completed: n('completed'),
      revenue: p('paid_in_work') + p('completed'),
    });
  });

  describe('list', () => {
    it('pages 10 at a time, newest first, with the chat document and the user', async () => {
      const res = await call('GET', '/api/admin/orders');
      expect(res.status).toBe(200);
      const { orders, pagination } = res.body.data;
      expect(pagination.per_page).toBe(10);
      expect(orders.length).toBe(Math.min(10, pagination.total_count));
      const all = await allListed('all');
      expect(all).toHaveLength(pagination.total_count);
      const sorted = [...all].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      expect(all.map((o) => o.id)).toEqual(sorted.map((o) => o.id));
      expect(new Set(all.map((o) => o.id)).size).toBe(all.length);
      expect(Object.keys(orders[0]).sort()).toEqual(['chat_id', 'created_at', 'document', 'document_price', 'id', 'payment_date', 'status', 'user']);
      expect(orders[0]).toMatchObject({ document: 'Позовна заява', user: { name: expect.stringMatching(/^Клієнт/), phone: expect.stringMatching(/^\+380\d{9}$/) } });
      expect(all.every((o) => o.payment_date === null || /^\d{4}-\d{2}-\d{2}$/.test(o.payment_date))).toBe(true);
      expect(all.some((o) => o.payment_date === '2026-03-15')).toBe(true);
      const last = await call('GET', `/api/admin/orders?page=${pagination.total_pages}`);
      expect(last.body.data.orders.map((o: OrderListItem) => o.id)).toEqual(all.slice((pagination.total_pages - 1) * 10).map((o) => o.id));
      // A page past the end is refused like the chats list does (the screen offers 'На першу сторінку').
      expect((await call('GET', `/api/admin/orders?page=${pagination.total_pages + 1}`)).status).toBe(400);
    });

    it('refuses a bad page or status with 400', async () => {
      for (const q of ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'status=unknown', 'status=x', 'status=ALL']) {
        const res = await call('GET', `/api/admin/orders?${q}`);
        expect(res.status).toBe(400);
        expect([ORDER_MESSAGES.badPage, ORDER_MESSAGES.badStatus]).toContain(res.body.error);
      }
    });
  });

  describe('details', () => {
    it('returns the section 3 shape with limits from the environment and the character count', async () => {
      const { chatId, phone } = await seedChat({ messages: ['Привіт', 'Вітаю, чим допомогти?', 'Потрібен договір'], comment: 'Терміново' });
      const id = await createOrder(chatId, 700);
      await t.db.query(`UPDATE documents SET parsed_resources = $2, "references" = $3 WHERE order_id = $1`, [id, '*https://zakon.rada.gov.ua*\nСтаття 1', JSON.stringify([{ title: 'ЦКУ', url: 'https://zakon.rada.gov.ua' }])]);
      const d = await details(id);
      expect(d.user).toEqual({ name: expect.stringMatching(/^Клієнт/), user_ip: '10.9.0.1', phone });
      expect(d.chat).toEqual({ id: chatId, document: 'Позовна заява', comment: 'Терміново', mail_data: { files: [], text: '' }, user: { name: d.user.name, phone } });
      expect(d.document).toEqual({ id: expect.any(Number), references: [{ title: 'ЦКУ', url: 'https://zakon.rada.gov.ua' }], parsed_resources: '*https://zakon.rada.gov.ua*\nСтаття 1', document_text: '' });
      expect(d.characters_count).toEqual(countCharacters({ messages: ['Привіт', 'Вітаю, чим допомогти?', 'Потрібен договір'], comments: ['Терміново'], parsedResources: '*https://zakon.rada.gov.ua*\nСтаття 1' }));
      expect(d.characters_limit).toBe(123456);
      expect(d.files_limit).toBe(7);
      expect(d.sms_messages).toEqual([]);
      expect(d.order).toMatchObject({ id, chat_id: chatId, document_price: 700, payment_date: null, invoice_tracking_number: null, documents_tracking_number: null, status: 'no_invoice' });
    });

    it('answers 400 for an id that is not a positive integer and 404 for an unknown one', async () => {
      for (const bad of ['abc', '0', '-1', '1.5', 'undefined', '99999999999']) {
        const res = await call('GET', `/api/admin/orders/${bad}`);
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(ORDER_MESSAGES.badOrderId);
      }
      const res = await call('GET', '/api/admin/orders/987654');
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(ORDER_MESSAGES.notFound);
    });
  });

  describe('updates', () => {
    let id: number;
    let chatId: number;
    beforeAll(async () => {
      chatId = (await seedChat()).chatId;
      id = await createOrder(chatId, 1000);
    });

    it('sets and clears price, payment date and tracking numbers; empty values are stored as null; each is audited', async () => {
      const before = await auditCount(id);
      expect((await call('POST', `/api/admin/orders/${id}/update-price`, { document_price: 1250.5 })).body.data.document_price).toBe(1250.5);
      expect((await call('POST', `/api/admin/orders/${id}/update-price`, { document_price: 0 })).status).toBe(200);
      expect((await call('POST', `/api/admin/orders/${id}/set-payment-date`, { payment_date: '2024-02-29' })).body.data.payment_date).toBe('2024-02-29');
      expect((await orderRow(id)).payment_date).toBeTruthy();
      expect((await call('POST', `/api/admin/orders/${id}/set-payment-date`, { payment_date: '' })).body.data.payment_date).toBeNull();
      expect((await call('POST', `/api/admin/orders/${id}/set-payment-date`, { payment_date: '2026-01-31' })).status).toBe(200);
      expect((await call('POST', `/api/admin/orders/${id}/set-payment-date`, { payment_date: null })).body.data.payment_date).toBeNull();
      const inv = await call('POST', `/api/admin/orders/${id}/set-tracking-number`, { type: 'invoice', tracking_number: ` ${INVOICE} ` });
      expect(inv.body.data).toMatchObject({ invoice_tracking_number: INVOICE, status: 'pending' });
      expect((await call('POST', `/api/admin/orders/${id}/set-tracking-number`, { type: 'invoice', tracking_number: '' })).body.data.invoice_tracking_number).toBeNull();
      expect((await call('POST', `/api/admin/orders/${id}/set-tracking-number`, { type: 'documents', tracking_number: DOCS })).body.data.documents_tracking_number).toBe(DOCS);
      expect((await call('POST', `/api/admin/orders/${id}/set-tracking-number`, { type: 'documents', tracking_number: null })).body.data.documents_tracking_number).toBeNull();
      const row = await orderRow(id);
      expect(row).toMatchObject({ invoice_tracking_number: null, documents_tracking_number: null, payment_date: null, document_price: '0.00' });
      expect(await auditCount(id)).toBe(before + 10);
    });

    it('refuses bad prices, dates, tracking numbers and types with 400 and changes nothing', async () => {
      await call('POST', `/api/admin/orders/${id}/update-price`, { document_price: 800 });
      await call('POST', `/api/admin/orders/${id}/set-payment-date`, { payment_date: '2026-03-01' });
      await call('POST', `/api/admin/orders/${id}/set-tracking-number`, { type: 'invoice', tracking_number: INVOICE });
      const rowBefore = await orderRow(id);
      const auditBefore = await auditCount(id);
      const cases: [string, unknown, string][] = [
        ['update-price', { document_price: -1 }, ORDER_MESSAGES.badPrice],
        ['update-price', { document_price: 'abc' }, ORDER_MESSAGES.badPrice],
        ['update-price', { document_price: '100' }, ORDER_MESSAGES.badPrice],
        ['update-price', { document_price: 1.234 }, ORDER_MESSAGES.badPrice],
        ['update-price', { document_price: null }, ORDER_MESSAGES.badPrice],
        ['update-price', {}, ORDER_MESSAGES.badPrice],
        ['update-price', { document_price: 1e13 }, ORDER_MESSAGES.badPrice],
        ['set-payment-date', { payment_date: '2026-02-30' }, ORDER_MESSAGES.badDate],
        ['set-payment-date', { payment_date: '2025-02-29' }, ORDER_MESSAGES.badDate],
        ['set-payment-date', { payment_date: 'abc' }, ORDER_MESSAGES.badDate],
        ['set-payment-date', { payment_date: '2026-13-01' }, ORDER_MESSAGES.badDate],
        ['set-payment-date', { payment_date: '2026-3-1' }, ORDER_MESSAGES.badDate],
        ['set-payment-date', { payment_date: '2026-03-01T00:00:00Z' }, ORDER_MESSAGES.badDate],
        ['set-payment-date', { payment_date: 20260301 }, ORDER_MESSAGES.badDate],
        ['set-payment-date', {}, ORDER_MESSAGES.badDate],
        ['set-tracking-number', { type: 'invoice', tracking_number: '2045000000000' }, ORDER_MESSAGES.badTrackingNumber],
        ['set-tracking-number', { type: 'invoice', tracking_number: '204500000000012' }, ORDER_MESSAGES.badTrackingNumber],
        ['set-tracking-number', { type: 'invoice', tracking_number: '2045000000000a' }, ORDER_MESSAGES.badTrackingNumber],
        ['set-tracking-number', { type: 'documents', tracking_number: 'ABCDEFGHIJKLMN' }, ORDER_MESSAGES.badTrackingNumber],
        ['set-tracking-number', { type: 'documents', tracking_number: 20450000000001 }, ORDER_MESSAGES.badTrackingNumber],
        ['set-tracking-number', { type: 'documents' }, ORDER_MESSAGES.badTrackingNumber],
        ['set-tracking-number', { type: 'parcel', tracking_number: INVOICE }, ORDER_MESSAGES.badTrackingType],
        ['set-tracking-number', { tracking_number: INVOICE }, ORDER_MESSAGES.badTrackingType],
        ['update-comment', { comment: 5 }, ORDER_MESSAGES.badComment],
        ['update-comment', { comment: 'x'.repeat(5001) }, ORDER_MESSAGES.badComment],
        ['update-delivery', { delivery_data: { ...DELIVERY, recipient_name: 'Іван' } }, ORDER_MESSAGES.badDelivery],
        ['update-delivery', {}, ORDER_MESSAGES.badDelivery],
      ];
      for (const [action, body, message] of cases) {
        const res = await call('POST', `/api/admin/orders/${id}/${action}`, body);
        expect({ action, body, status: res.status, error: res.body.error }).toEqual({ action, body, status: 400, error: message });
      }
      expect(await orderRow(id)).toEqual(rowBefore);
      expect(await auditCount(id)).toBe(auditBefore);
      expect((await call('POST', `/api/admin/orders/abc/update-price`, { document_price: 1 })).status).toBe(400);
      expect((await call('POST', `/api/admin/orders/987654/update-price`, { document_price: 1 })).status).toBe(404);
    });

    it('stores the comment on the chat, so the chat and the order show one note', async () => {
      const res = await call('POST', `/api/admin/orders/${id}/update-comment`, { comment: 'Клієнт просить терміново' });
      expect(res.status).toBe(200);
      expect((await t.db.query(`SELECT comment FROM chats WHERE id = $1`, [chatId]))[0].comment).toBe('Клієнт просить терміново');
      const d = await details(id);
      expect(d.chat.comment).toBe('Клієнт просить терміново');
      expect(d.characters_count.comments).toBe('Клієнт просить терміново'.length);
      await call('POST', `/api/admin/orders/${id}/update-comment`, { comment: '' });
      expect((await details(id)).chat.comment).toBeNull();
      const [a] = await t.db.query(`SELECT action FROM audit_log WHERE entity = 'chat' AND entity_id = $1 ORDER BY id DESC LIMIT 1`, [String(chatId)]);
      expect(a.action).toBe('order.update_comment');
    });

    it('updates the delivery data on the order and the chat', async () => {
      const next = { city: 'Львів', city_area: 'Львівська', city_ref: 'c1c1c1c1-0000-5000-8000-000000000001', warehouse: 'Відділення №3: вул. Городоцька, 15', warehouse_ref: 'c1c1c1c1-0000-5000-8000-000000000002', recipient_name: 'Олена Коваль', recipient_phone: '+380671112233' };
      const res = await call('POST', `/api/admin/orders/${id}/update-delivery`, { delivery_data: next });
      expect(res.status).toBe(200);
      expect(res.body.data.delivery_data).toEqual(next);
      expect((await t.db.query(`SELECT delivery_data FROM chats WHERE id = $1`, [chatId]))[0].delivery_data).toEqual({ city: 'Львів', city_area: 'Львівська', recipient_name: 'Олена Коваль', recipient_phone: '+380671112233', warehouse: next.warehouse });
    });
  });

  it('deletes softly: gone from detail, list and stats, back after a recovery in SQL; a new order for the chat is then possible', async () => {
    const { chatId } = await seedChat();
    const id = await createOrder(chatId, 300);
    const statsBefore: OrderStats = (await call('GET', '/api/admin/orders/stats')).body.data;
    const del = await call('DELETE', `/api/admin/orders/${id}`);
    expect(del.status).toBe(200);
    expect((await call('GET', `/api/admin/orders/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/orders/${id}`)).status).toBe(404);
    expect((await call('POST', `/api/admin/orders/${id}/update-price`, { document_price: 1 })).status).toBe(404);
    expect((await allListed('all')).some((o) => o.id === id)).toBe(false);
    const statsAfter: OrderStats = (await call('GET', '/api/admin/orders/stats')).body.data;
    expect(statsAfter).toMatchObject({ total: statsBefore.total - 1, no_invoice: statsBefore.no_invoice - 1 });
    const [row] = await t.db.query(`SELECT deleted_at FROM orders WHERE id = $1`, [id]);
    expect(row.deleted_at).toBeTruthy();
    expect((await t.db.query(`SELECT action FROM audit_log WHERE entity = 'order' AND entity_id = $1 ORDER BY id DESC LIMIT 1`, [String(id)]))[0].action).toBe('order.delete');

    await t.db.query(`UPDATE orders SET deleted_at = NULL WHERE id = $1`, [id]);
    expect((await details(id)).order.id).toBe(id);
    expect((await allListed('all')).some((o) => o.id === id)).toBe(true);
    expect((await call('GET', '/api/admin/orders/stats')).body.data).toEqual(statsBefore);

    await call('DELETE', `/api/admin/orders/${id}`);
    const second = await createOrder(chatId, 400);
    expect(second).not.toBe(id);
  });

  describe('invoice SMS', () => {
    it('is refused without an invoice number, sent once with the number, and refused the second time', async () => {
      const { chatId, phone } = await seedChat();
      const id = await createOrder(chatId);
      const none = await call('POST', `/api/admin/sms/${id}/send-tracking`);
      expect(none.status).toBe(400);
      expect(none.body.error).toBe(ORDER_MESSAGES.noInvoiceNumber);
      expect(await t.db.query(`SELECT id FROM sms_messages WHERE order_id = $1`, [id])).toEqual([]);

      await call('POST', `/api/admin/orders/${id}/set-tracking-number`, { type: 'invoice', tracking_number: INVOICE });
      const sent = await call('POST', `/api/admin/sms/${id}/send-tracking`);
      expect(sent.status).toBe(200);
      expect(sent.body.data.sms).toMatchObject({ type: 'invoice_number', phone, order_id: id, chat_id: chatId });
      expect(sent.body.data.sms.text).toContain(INVOICE);
      expect(['logged', 'sent']).toContain(sent.body.data.sms.status);

      const again = await call('POST', `/api/admin/sms/${id}/send-tracking`);
      expect(again.status).toBe(409);
      expect(again.body.error).toBe(ORDER_MESSAGES.invoiceSmsAlreadySent);
      const both = await Promise.all([1, 2].map(() => call('POST', `/api/admin/sms/${id}/send-tracking`)));
      expect(both.map((r) => r.status)).toEqual([409, 409]);
      expect(await t.db.query(`SELECT id FROM sms_messages WHERE order_id = $1 AND type = 'invoice_number'`, [id])).toHaveLength(1);

      const d = await details(id);
      expect(d.sms_messages.filter((s) => s.type === 'invoice_number')).toHaveLength(1);
    });

    it('answers 404 for an unknown or deleted order and 400 for a bad id', async () => {
      expect((await call('POST', '/api/admin/sms/987654/send-tracking')).status).toBe(404);
      expect((await call('POST', '/api/admin/sms/abc/send-tracking')).status).toBe(400);
    });
  });

  describe('trash and search (issue 15)', () => {
    it('moves a deleted order to the trash, restores it with its figures, and audits both', async () => {
      const { chatId } = await seedChat();
      const id = await createOrder(chatId, 2500);
      await call('POST', `/api/admin/orders/${id}/set-tracking-number`, { type: 'invoice', tracking_number: INVOICE });
      await call('POST', `/api/admin/orders/${id}/set-payment-date`, { payment_date: '2026-03-15' });
      const revenue = async () => (await call('GET', '/api/admin/orders/stats')).body.data.revenue as number;
      const before = await revenue();
      expect((await call('DELETE', `/api/admin/orders/${id}`)).status).toBe(200);
      expect(await revenue()).toBe(before - 2500);
      const trash = await call('GET', '/api/admin/orders?status=trash');
      expect(trash.status).toBe(200);
      expect(trash.body.data.orders[0]).toMatchObject({ id, deleted_at: expect.any(String), status: 'paid_in_work' });
      expect((await call('GET', `/api/admin/orders/${id}`)).status).toBe(404);

      const restored = await call('POST', `/api/admin/orders/${id}/restore`);
      expect(restored.body).toEqual({ success: true, data: { id } });
      expect(await revenue()).toBe(before);
      expect((await call('GET', `/api/admin/orders/${id}`)).status).toBe(200);
      expect((await call('GET', '/api/admin/orders?status=trash')).body.data.orders.some((o: OrderListItem) => o.id === id)).toBe(false);
      const actions = await t.db.query(`SELECT action FROM audit_log WHERE entity = 'order' AND entity_id = $1 ORDER BY id`, [String(id)]);
      expect(actions.map((a: { action: string }) => a.action).slice(-2)).toEqual(['order.delete', 'order.restore']);
    });

    it('refuses to restore a live or unknown order (404) and one whose chat has a new order (409)', async () => {
      const { chatId } = await seedChat();
      const first = await createOrder(chatId);
      expect((await call('POST', `/api/admin/orders/${first}/restore`)).status).toBe(404);
      expect((await call('POST', '/api/admin/orders/99999999/restore')).status).toBe(404);
      await call('DELETE', `/api/admin/orders/${first}`);
      const second = await createOrder(chatId);
      const res = await call('POST', `/api/admin/orders/${first}/restore`);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(ORDER_MESSAGES.restoreConflict);
      expect((await orderRow(first)).deleted_at).not.toBeNull();
      expect((await orderRow(second)).deleted_at).toBeNull();
    });

    it('finds orders by client name, phone digits in any format, or order number', async () => {
      const a = await seedChat();
      const id = await createOrder(a.chatId);
      const [{ name }] = await t.db.query('SELECT name FROM users WHERE id = $1', [a.userId]);
      const ids = async (q: string) => (await call('GET', `/api/admin/orders?search=${encodeURIComponent(q)}`)).body.data.orders.map((o: OrderListItem) => o.id);
      expect(await ids(name)).toContain(id);
      expect(await ids(name.toUpperCase())).toContain(id);
      const local = a.phone.slice(3);
      expect(await ids(`${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`)).toContain(id);
      expect(await ids(String(id))).toContain(id);
      expect(await ids(`№${id}`)).toContain(id);
      expect(await ids('Нікого з таким імʼям')).toEqual([]);
      expect(await ids('100%_')).toEqual([]);
      const searched = await call('GET', `/api/admin/orders?search=${encodeURIComponent(name)}&status=no_invoice`);
      expect(searched.body.data.orders.map((o: OrderListItem) => o.id)).toContain(id);
      expect((await call('GET', `/api/admin/orders?search=${'я'.repeat(101)}`)).status).toBe(400);
      expect((await call('GET', `/api/admin/orders?search=${encodeURIComponent(name)}&page=50`)).status).toBe(400);
    });
  });
});

describe('invoice SMS through the SMS provider (local TurboSMS stand-in)', () => {
  let t: TestApp;
  let cookie: string;
  let server: http.Server;
  const received: any[] = [];
  let failNext = true;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = JSON.parse(raw);
        received.push({ auth: req.headers.authorization, body });
        res.writeHead(failNext ? 503 : 200, { 'content-type': 'application/json' });
        if (failNext) return void res.end('{}');
        res.end(JSON.stringify({ response_code: 800, response_status: 'SUCCESS_MESSAGE_ACCEPTED', response_result: [{ phone: body.recipients[0], response_code: 0, message_id: 'f83f8868-5e46-c6cf-e4fb-615e5a293754', response_status: 'OK' }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    t = await startTestApp({ TURBOSMS_TOKEN: 'sms-token', TURBOSMS_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    cookie = await adminCookie(t.url, '10.6.0.2');
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('records a failed send, allows a retry, and then refuses a third', async () => {
    const call = (method: string, path: string, body?: unknown) => api(t.url, method, path, body, { cookie });
    const userId = randomUUID();
    await t.db.query(`INSERT INTO users (id, name, phone) VALUES ($1, 'Олег Сидоренко', '+380671234567')`, [userId]);
    const [chat] = await t.db.query(`INSERT INTO chats (user_id, is_chat_finished) VALUES ($1, true) RETURNING id`, [userId]);
    const created = await call('POST', '/api/admin/orders/create', { chat_id: chat.id, document_price: 900, delivery_data: DELIVERY });
    const id = created.body.data.order_id;
    await call('POST', `/api/admin/orders/${id}/set-tracking-number`, { type: 'invoice', tracking_number: INVOICE });

    const failed = await call('POST', `/api/admin/sms/${id}/send-tracking`);
    expect(failed.status).toBe(502);
    expect(failed.body.success).toBe(false);
    expect((await t.db.query(`SELECT status FROM sms_messages WHERE order_id = $1`, [id])).map((r: { status: string }) => r.status)).toEqual(['failed']);

    failNext = false;
    const sent = await call('POST', `/api/admin/sms/${id}/send-tracking`);
    expect(sent.status).toBe(200);
    expect(sent.body.data.sms).toMatchObject({ type: 'invoice_number', status: 'sent', provider: 'turbosms', phone: '+380671234567' });
    expect(received.at(-1)).toEqual({ auth: 'Bearer sms-token', body: { recipients: ['380671234567'], sms: { sender: expect.any(String), text: expect.stringContaining(INVOICE) } } });
    expect((await call('POST', `/api/admin/sms/${id}/send-tracking`)).status).toBe(409);
    expect(received).toHaveLength(2);
  });
});
